import { Button } from '@/ui/button.tsx';
import { PayoutDetailDialog } from '@/ui/payout-detail-dialog.tsx';
import { usePayout } from '../api/get-payout.ts';

type PayoutDialogProps = {
  id: string;
  timeZone?: string;
  onClose: () => void;
  /** Offered when the API says this viewer may decide on it. */
  onApprove: () => void;
  onReject: () => void;
};

/** A payout's details from the queue, with Approve and Reject when the viewer may decide on it. */
export function PayoutDialog({ id, timeZone, onClose, onApprove, onReject }: PayoutDialogProps) {
  const payout = usePayout(id);
  const canDecide = payout.data?.actions.can_approve ?? false;
  return (
    <PayoutDetailDialog
      query={payout}
      timeZone={timeZone}
      onClose={onClose}
      actions={
        canDecide ? (
          <>
            <Button variant="danger" onClick={onReject}>
              Reject
            </Button>
            <Button onClick={onApprove}>Approve</Button>
          </>
        ) : null
      }
    />
  );
}
