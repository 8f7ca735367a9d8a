import type { TBankAccount } from '@corridor/contracts/bank-accounts/bank-account';
import { ConfirmActionDialog } from '@/ui/confirm-action-dialog.tsx';
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
    <ConfirmActionDialog
      title="Delete this bank account?"
      confirmLabel="Delete account"
      busyLabel="Deleting…"
      action={remove}
      variables={account.accountId}
      doneMessage={`${account.name} was deleted`}
      onClose={onClose}
    >
      <p>
        <strong>{account.name}</strong> ({account.bankName}, {account.accountNumber}) will no longer receive withdrawals
        {account.isAutosweep ? ' or your end-of-day sweeps' : ''}. Withdrawals already made keep its details.
      </p>
    </ConfirmActionDialog>
  );
}
