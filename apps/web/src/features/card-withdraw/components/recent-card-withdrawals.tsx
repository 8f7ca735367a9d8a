import type { TCardWithdrawal } from '@corridor/contracts/card-balances/card-withdraw';
import { formatDateTime } from '@corridor/domain/dates';
import { EmptyState } from '@/ui/empty-state.tsx';
import { MoneyText } from '@/ui/money-text.tsx';
import { QueryState } from '@/ui/query-state.tsx';
import { StatusChip } from '@/ui/status-chip.tsx';
import { useCardWithdrawals } from '../api/get-card-withdrawals.ts';

/** The business's latest withdrawals from its card balances, newest first. */
export function RecentCardWithdrawals({ timeZone }: { timeZone?: string }) {
  const withdrawals = useCardWithdrawals();
  return (
    <section className="stack" aria-labelledby="recent-card-withdrawals-title">
      <h2 id="recent-card-withdrawals-title">Recent card withdrawals</h2>
      <QueryState
        query={withdrawals}
        loadingLabel="Loading your card withdrawals"
        loadingLines={3}
        errorTitle="We could not load your card withdrawals"
        isEmpty={(d) => d.rows.length === 0}
        empty={
          <EmptyState
            title="No card withdrawals yet"
            description="Money you move from a card balance to your account appears here."
          />
        }
      >
        {(d) => (
          <ul className="card-withdrawal-list" aria-label="Recent card withdrawals">
            {d.rows.map((w) => (
              <Row key={w._id} withdrawal={w} timeZone={timeZone} />
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

function Row({ withdrawal: w, timeZone }: { withdrawal: TCardWithdrawal; timeZone?: string }) {
  return (
    <li className="card-withdrawal-row" aria-label={w.reference}>
      <div className="card-withdrawal-row-main">
        <span className="mono">{w.reference}</span>
        <span className="muted card-withdrawal-meta">
          {formatDateTime(w.created_at, timeZone)} · to {w.destination_account.currency} account{' '}
          {w.destination_account.account_number}
        </span>
      </div>
      <div className="card-withdrawal-row-figures">
        <MoneyText minor={w.amount.amountMinor} currency={w.amount.currency} withCode />
        <StatusChip label={w.statusLabel} tone="success" />
      </div>
    </li>
  );
}
