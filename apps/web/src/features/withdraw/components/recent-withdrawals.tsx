import type { TWithdrawal } from '@corridor/contracts/withdrawals/withdrawal';
import { formatDate, formatDateTime } from '@corridor/domain/dates';
import { useState } from 'react';
import { loadErrorMessage } from '@/lib/api/api-error.ts';
import { Button } from '@/ui/button.tsx';
import { EmptyState } from '@/ui/empty-state.tsx';
import { ErrorPanel } from '@/ui/error-panel.tsx';
import { LoadMore } from '@/ui/load-more.tsx';
import { MoneyText } from '@/ui/money-text.tsx';
import { QueryState } from '@/ui/query-state.tsx';
import { StatusChip } from '@/ui/status-chip.tsx';
import { StepTracker } from '@/ui/step-tracker.tsx';
import { useWithdrawals } from '../api/get-withdrawals.ts';
import { statusTone } from './withdraw-draft.ts';

/** The business's withdrawals and end-of-day sweeps, newest first, each with its tracker on request. */
export function RecentWithdrawals({ timeZone }: { timeZone?: string }) {
  const withdrawals = useWithdrawals();
  const rows = withdrawals.data?.pages.flatMap((p) => p.rows) ?? [];
  return (
    <section className="stack" aria-labelledby="recent-withdrawals-title">
      <h2 id="recent-withdrawals-title">Recent withdrawals</h2>
      <QueryState
        query={withdrawals}
        loadingLabel="Loading your withdrawals"
        loadingLines={4}
        errorTitle="We could not load your withdrawals"
        isEmpty={() => rows.length === 0}
        empty={
          <EmptyState title="No withdrawals yet" description="Money you withdraw or sweep to your bank appears here." />
        }
      >
        {() => (
          <>
            <ul className="withdrawal-list" aria-label="Recent withdrawals">
              {rows.map((w) => (
                <WithdrawalRow key={w._id} withdrawal={w} timeZone={timeZone} />
              ))}
            </ul>
            {withdrawals.isFetchNextPageError ? (
              <ErrorPanel
                title="We could not load more withdrawals"
                message={loadErrorMessage(withdrawals.error)}
                onRetry={() => void withdrawals.fetchNextPage()}
              />
            ) : null}
            <LoadMore
              hasMore={withdrawals.hasNextPage}
              isLoading={withdrawals.isFetchingNextPage}
              onLoadMore={() => void withdrawals.fetchNextPage()}
              summary={`Showing ${rows.length} ${rows.length === 1 ? 'withdrawal' : 'withdrawals'}${withdrawals.hasNextPage ? '' : ' (all)'}`}
            />
          </>
        )}
      </QueryState>
    </section>
  );
}

function WithdrawalRow({ withdrawal: w, timeZone }: { withdrawal: TWithdrawal; timeZone?: string }) {
  const [isOpen, setOpen] = useState(false);
  const trackerId = `tracker-${w._id}`;
  return (
    <li className="withdrawal-row" aria-label={w.reference}>
      <div className="withdrawal-row-main">
        <span className="mono withdrawal-reference">{w.reference}</span>
        <span className="muted withdrawal-meta">
          {w.kind === 'AUTOSWEEP' && w.sweep_day ? `End-of-day sweep of ${formatDate(w.sweep_day)} · ` : ''}
          {formatDateTime(w.created_at, timeZone)} · {w.bank_account.bankName} {w.bank_account.accountNumber}
        </span>
      </div>
      <div className="withdrawal-row-figures">
        <MoneyText minor={`-${w.amount.amountMinor}`} currency={w.amount.currency} withCode isSigned />
        <StatusChip label={w.statusLabel} tone={statusTone(w.status)} />
      </div>
      <div className="withdrawal-row-toggle">
        <Button
          variant="link"
          aria-expanded={isOpen}
          aria-controls={isOpen ? trackerId : undefined}
          onClick={() => setOpen((o) => !o)}
        >
          {isOpen ? 'Hide progress' : 'Show progress'}
          <span className="visually-hidden"> of {w.reference}</span>
        </Button>
      </div>
      {isOpen ? (
        <div id={trackerId} className="withdrawal-row-tracker">
          {w.reason ? <p className="withdraw-reason">{w.reason}</p> : null}
          <StepTracker steps={w.tracker} label={`Progress of ${w.reference}`} timeZone={timeZone} isStackedOnPhone />
        </div>
      ) : null}
    </li>
  );
}
