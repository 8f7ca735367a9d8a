import { PayoutDetailDialog } from '@/ui/payout-detail-dialog.tsx';
import { usePayout } from '../api/get-payout.ts';

/** A payout's details, followed while the bank moves it. */
export function PayoutDialog({ id, timeZone, onClose }: { id: string; timeZone?: string; onClose: () => void }) {
  const payout = usePayout(id);
  return <PayoutDetailDialog query={payout} timeZone={timeZone} onClose={onClose} />;
}
