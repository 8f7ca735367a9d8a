import type { TBankAccount } from '@corridor/contracts/bank-accounts/bank-account';
import { ConfirmDeleteDialog } from '@/ui/confirm-delete-dialog.tsx';
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
    <ConfirmDeleteDialog
      title="Delete this bank account?"
      confirmLabel="Delete account"
      remove={remove}
      id={account.accountId}
      deletedMessage={`${account.name} was deleted`}
      onClose={onClose}
    >
      <p>
        <strong>{account.name}</strong> ({account.bankName}, {account.accountNumber}) will no longer receive withdrawals
        {account.isAutosweep ? ' or your end-of-day sweeps' : ''}. Withdrawals already made keep its details.
      </p>
    </ConfirmDeleteDialog>
  );
}
