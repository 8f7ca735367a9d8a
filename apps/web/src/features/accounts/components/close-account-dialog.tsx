import type { TCurrencyAccount } from '@corridor/contracts/accounts/currency-account';
import { accountName } from '@/lib/account-label.ts';
import { ConfirmActionDialog } from '@/ui/confirm-action-dialog.tsx';
import { MoneyText } from '@/ui/money-text.tsx';
import { useCloseAccount } from '../api/close-account.ts';

/**
 * Close an account. The API refuses one that still holds money or has money on its way; its message is shown here as
 * it comes.
 */
export function CloseAccountDialog({ account, onClose }: { account: TCurrencyAccount; onClose: () => void }) {
  const close = useCloseAccount();
  const name = accountName(account);
  return (
    <ConfirmActionDialog
      title={`Close ${name}?`}
      confirmLabel="Close account"
      busyLabel="Closing…"
      action={close}
      variables={{ accountId: account._id }}
      doneMessage={`${name} is closed`}
      onClose={onClose}
    >
      <p>
        Balance: <MoneyText minor={account.running_balance.amountMinor} currency={account.currency} withCode />. Only an
        empty account with no payments on their way can be closed. Its receiving details stop working, and you can open
        the currency again later.
      </p>
      {account.is_default_account ? (
        <p>This is your default account: after closing it, choose another account as the default.</p>
      ) : null}
    </ConfirmActionDialog>
  );
}
