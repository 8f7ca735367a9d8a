import type { TBeneficiary } from '@corridor/contracts/beneficiaries/beneficiary';
import { maskAccountNumber } from '@corridor/domain/beneficiaries/mask';
import { errorMessage } from '@/lib/api/api-error.ts';
import { ConfirmDialog } from '@/ui/confirm-dialog.tsx';
import { showSnackbar } from '@/ui/snackbar/snackbar-store.ts';
import { useDeleteContact } from '../api/save-contact.ts';

/** Asks before a contact goes; past payments keep its details. */
export function DeleteContactDialog({
  clientId,
  contact,
  onClose,
}: {
  clientId: string;
  contact: TBeneficiary;
  onClose: () => void;
}) {
  const remove = useDeleteContact(clientId);
  return (
    <ConfirmDialog
      title="Delete this contact?"
      confirmLabel="Delete contact"
      busyLabel="Deleting…"
      tone="danger"
      isBusy={remove.isPending}
      error={remove.error ? errorMessage(remove.error) : null}
      onCancel={onClose}
      onConfirm={() =>
        remove.mutate(contact._id, {
          onSuccess: () => {
            showSnackbar(`${contact.beneficiary_name} was deleted from your contacts`, 'success');
            onClose();
          },
        })
      }
    >
      <p>
        <strong>{contact.beneficiary_name}</strong> ({contact.destination_currency},{' '}
        {maskAccountNumber(contact.beneficiary_account_number)}) will no longer be offered when you send money. Payments
        already made keep their details.
      </p>
    </ConfirmDialog>
  );
}
