import type { TBankAccount } from '@corridor/contracts/bank-accounts/bank-account';
import { errorMessage } from '@/lib/api/api-error.ts';
import { ConfirmDialog } from '@/ui/confirm-dialog.tsx';
import { showSnackbar } from '@/ui/snackbar/snackbar-store.ts';
import { useDeleteBankAccount } from '../api/save-bank-account.ts';

/** Asks before an account goes; withdrawals already made keep its details. */
export function DeleteBankAccountDialog({
  clientId,
  account,
  onClose,
}: {
  clientId: string;
  account: TBankAccount;
  onClose: () => void;
}) {
  const remove = useDeleteBankAccount(clientId);
  return (
    <ConfirmDialog
      title="Delete this bank account?"
      confirmLabel="Delete account"
      busyLabel="Deleting…"
      tone="danger"
      isBusy={remove.isPending}
      error={remove.error ? errorMessage(remove.error) : null}
      onCancel={onClose}
      onConfirm={() =>
        remove.mutate(account.accountId, {
          onSuccess: () => {
            showSnackbar(`${account.name} was deleted`, 'success');
            onClose();
          },
        })
      }
    >
      <p>
        <strong>{account.name}</strong> ({account.bankName}, {account.accountNumber}) will no longer receive withdrawals
        {account.isAutosweep ? ' or your end-of-day sweeps' : ''}. Withdrawals already made keep its details.
      </p>
    </ConfirmDialog>
  );
}
