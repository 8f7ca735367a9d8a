import type { TBeneficiary } from '@corridor/contracts/beneficiaries/beneficiary';
import { maskAccountNumber } from '@corridor/domain/beneficiaries/mask';
import { ConfirmActionDialog } from '@/ui/confirm-action-dialog.tsx';
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
    <ConfirmActionDialog
      title="Delete this contact?"
      confirmLabel="Delete contact"
      busyLabel="Deleting…"
      action={remove}
      variables={contact._id}
      doneMessage={`${contact.beneficiary_name} was deleted from your contacts`}
      onClose={onClose}
    >
      <p>
        <strong>{contact.beneficiary_name}</strong> ({contact.destination_currency},{' '}
        {maskAccountNumber(contact.beneficiary_account_number)}) will no longer be offered when you send money. Payments
        already made keep their details.
      </p>
    </ConfirmActionDialog>
  );
}
