import { ZPayoutActionRequest } from '@corridor/contracts/payouts/payout-action';
import { APPROVAL_REASON_MAX_LENGTH } from '@corridor/domain/payouts/approvals';
import { type FormEvent, useState } from 'react';
import { Button } from '@/ui/button.tsx';
import { Dialog } from '@/ui/dialog.tsx';
import { FormAlert } from '@/ui/form-alert.tsx';
import { TextAreaField } from '@/ui/text-area-field.tsx';
import { NamesList } from './names-list.tsx';

type RejectDialogProps = {
  ids: readonly string[];
  names: readonly string[];
  isBusy: boolean;
  error: string | null;
  onReject: (reason: string) => void;
  onCancel: () => void;
};

/**
 * Rejecting asks why (required, at most the contract's 255 characters): the reason is kept with the decision and
 * shown to whoever made the payout. The contract's own schema checks it, so its messages are the API's.
 */
export function RejectDialog({ ids, names, isBusy, error, onReject, onCancel }: RejectDialogProps) {
  const [reason, setReason] = useState('');
  const [isSubmitted, setSubmitted] = useState(false);
  const check = ZPayoutActionRequest.safeParse({ action: 'REJECT', payout_ids: [...ids], reason });
  const issue = check.success ? undefined : check.error.issues.find((i) => i.path[0] === 'reason')?.message;
  const count = names.length;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (!issue) onReject(reason.trim());
  };
  return (
    <Dialog
      title={count === 1 ? 'Reject this payout?' : `Reject ${count} payouts?`}
      onClose={onCancel}
      isBusy={isBusy}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={isBusy}>
            Cancel
          </Button>
          <Button variant="danger" type="submit" form="reject-form" isLoading={isBusy} loadingLabel="Rejecting…">
            {count === 1 ? 'Reject payout' : `Reject ${count} payouts`}
          </Button>
        </>
      }
    >
      <form id="reject-form" className="stack" onSubmit={submit} noValidate>
        {error ? <FormAlert>{error}</FormAlert> : null}
        <p>
          {count === 1
            ? 'Its money is released back to your account and it is not sent.'
            : 'Their money is released back to your accounts and they are not sent.'}{' '}
          Your reason is kept with the decision and shown to whoever made {count === 1 ? 'it' : 'them'}.
        </p>
        <NamesList names={names} />
        <TextAreaField
          label="Reason for rejecting"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          length={reason.length}
          limit={APPROVAL_REASON_MAX_LENGTH}
          error={isSubmitted || reason.length > APPROVAL_REASON_MAX_LENGTH ? issue : undefined}
          required
        />
      </form>
    </Dialog>
  );
}
