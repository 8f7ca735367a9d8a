import type { TPayout } from '@corridor/contracts/payouts/payout-common';
import type { ReactNode } from 'react';
import { isApiError } from '@/lib/api/api-error.ts';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';
import { EmptyState } from './empty-state.tsx';
import { PayoutDetails } from './payout-details.tsx';
import { type QueryLike, QueryState } from './query-state.tsx';

type PayoutDetailDialogProps = {
  /** The payout's query (each feature asks through its own endpoint call). */
  query: QueryLike<TPayout>;
  timeZone?: string;
  onClose: () => void;
  /** Buttons before Close, e.g. the approver's Approve and Reject. */
  actions?: ReactNode;
  isBusy?: boolean;
};

/**
 * A payout's details in a dialog, opened from the lists, the send result and the approvals queue (its own page
 * belongs to the transactions screens). An unknown id, or another business's, says so plainly.
 */
export function PayoutDetailDialog({ query, timeZone, onClose, actions, isBusy }: PayoutDetailDialogProps) {
  const isNotFound = isApiError(query.error) && query.error.status === 404;
  return (
    <Dialog
      title="Payout details"
      onClose={onClose}
      size="large"
      isBusy={isBusy}
      footer={
        <>
          {actions}
          <Button variant="secondary" onClick={onClose} disabled={isBusy}>
            Close
          </Button>
        </>
      }
    >
      {isNotFound ? (
        <EmptyState
          title="Payout not found"
          description="We could not find this payout among your business's payouts."
        />
      ) : (
        <QueryState
          query={query}
          loadingLabel="Loading the payout"
          loadingLines={8}
          errorTitle="We could not load this payout"
        >
          {(payout) => <PayoutDetails payout={payout} timeZone={timeZone} />}
        </QueryState>
      )}
    </Dialog>
  );
}
