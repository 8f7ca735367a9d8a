import type { TCurrencyAccount } from '@corridor/contracts/accounts/currency-account';
import { errorMessage } from '@/lib/api/api-error.ts';
import { ConfirmDialog } from '@/ui/confirm-dialog.tsx';
import { MoneyText } from '@/ui/money-text.tsx';
import { showSnackbar } from '@/ui/snackbar/snackbar-store.ts';
import { useCloseAccount } from '../api/close-account.ts';
import { accountName } from './account-row.tsx';

/** Close an account. The API refuses one that still holds money; its message is shown here as it comes. */
export function CloseAccountDialog({ account, onClose }: { account: TCurrencyAccount; onClose: () => void }) {
  const close = useCloseAccount();
  const name = accountName(account);
  return (
    <ConfirmDialog
      title={`Close ${name}?`}
      confirmLabel="Close account"
      busyLabel="Closing…"
      tone="danger"
      isBusy={close.isPending}
      error={close.error ? errorMessage(close.error) : null}
      onCancel={onClose}
      onConfirm={() =>
        close.mutate(
          { accountId: account._id },
          {
            onSuccess: () => {
              showSnackbar(`${name} is closed`, 'success');
              onClose();
            },
          },
        )
      }
    >
      <p>
        Balance: <MoneyText minor={account.running_balance.amountMinor} currency={account.currency} withCode />. Only an
        empty account can be closed. Its receiving details stop working, and you can open the currency again later.
      </p>
      {account.is_default_account ? (
        <p>This is your default account: after closing it, choose another account as the default.</p>
      ) : null}
    </ConfirmDialog>
  );
}
