import type { TPayout } from '@corridor/contracts/payouts/payout-common';
import { formatDateTime } from '@corridor/domain/dates';
import { loadErrorMessage } from '@/lib/api/api-error.ts';
import { EmptyState } from '@/ui/empty-state.tsx';
import { ErrorPanel } from '@/ui/error-panel.tsx';
import { LoadMore } from '@/ui/load-more.tsx';
import { MoneyText } from '@/ui/money-text.tsx';
import { PayoutStatus } from '@/ui/payout-status.tsx';
import { QueryState } from '@/ui/query-state.tsx';
import { usePayouts } from '../api/get-payouts.ts';
import '@/ui/row-list.css';

/** The business's payouts, newest first, with status and progress; each opens its details. Load more pages on. */
export function RecentPayouts({ timeZone, onOpen }: { timeZone?: string; onOpen: (payout: TPayout) => void }) {
  const payouts = usePayouts();
  const rows = payouts.data?.pages.flatMap((p) => p.rows) ?? [];
  return (
    <section className="stack" aria-labelledby="recent-payouts-title">
      <h2 id="recent-payouts-title">Recent payments</h2>
      <QueryState
        query={payouts}
        loadingLabel="Loading your payments"
        loadingLines={4}
        errorTitle="We could not load your payments"
        isEmpty={() => rows.length === 0}
        empty={
          <EmptyState
            title="No payments yet"
            description="No transactions yet. Your history will appear here once you make a transfer."
          />
        }
      >
        {() => (
          <>
            <ul className="row-list payout-list" aria-label="Recent payments">
              {rows.map((row) => (
                <PayoutRow key={row.payment_id} row={row} timeZone={timeZone} onOpen={onOpen} />
              ))}
            </ul>
            {payouts.isFetchNextPageError ? (
              <ErrorPanel
                title="We could not load more payments"
                message={loadErrorMessage(payouts.error)}
                onRetry={() => void payouts.fetchNextPage()}
              />
            ) : null}
            <LoadMore
              hasMore={payouts.hasNextPage}
              isLoading={payouts.isFetchingNextPage}
              onLoadMore={() => void payouts.fetchNextPage()}
              summary={`Showing ${rows.length} ${rows.length === 1 ? 'payment' : 'payments'}${payouts.hasNextPage ? '' : ' (all)'}`}
            />
          </>
        )}
      </QueryState>
    </section>
  );
}

function PayoutRow({ row, timeZone, onOpen }: { row: TPayout; timeZone?: string; onOpen: (payout: TPayout) => void }) {
  const { sourceAmountWithSupplierFee: debit, destinationAmount: credit } = row.exchangeValue;
  return (
    <li className="row-list-item payout-row">
      <div className="row-list-main payout-row-main">
        <button type="button" className="payout-row-link" aria-haspopup="dialog" onClick={() => onOpen(row)}>
          {row.beneficiary.name}
          <span className="visually-hidden">, {row.transaction_number}</span>
        </button>
        <span className="muted payout-row-meta">
          {formatDateTime(row.created_at, timeZone)} · <span className="mono">{row.transaction_number}</span>
        </span>
        <PayoutStatus status={row.status} progressLabel={row.progress_label} />
      </div>
      <div className="row-list-figures payout-row-figures">
        <span>
          <span className="payout-row-figure-label">Gets </span>
          <MoneyText minor={credit.amountMinor} currency={credit.currency} withCode />
        </span>
        <span className="muted payout-row-meta">
          <span className="payout-row-figure-label">Debit </span>
          <MoneyText minor={debit.amountMinor} currency={debit.currency} withCode />
        </span>
      </div>
    </li>
  );
}
