import { Link } from 'react-router';
import { errorMessage } from '@/lib/api/api-error.ts';
import { EmptyState } from '@/ui/empty-state.tsx';
import { ErrorPanel } from '@/ui/error-panel.tsx';
import { MoneyText } from '@/ui/money-text.tsx';
import { SkeletonBlock } from '@/ui/skeleton.tsx';
import { useDashboardBalances } from '../api/get-dashboard-balances.ts';
import { BalanceCards } from './balance-cards.tsx';

/** The total in the base currency, then one card per visible account. */
export function BalancesSection({ accountsHref }: { accountsHref?: string }) {
  const balances = useDashboardBalances();
  const data = balances.data;
  const visible = data?.balances.filter((b) => !b.hidden) ?? [];
  const hiddenCount = (data?.balances.length ?? 0) - visible.length;
  return (
    <section aria-labelledby="balances-title" className="section stack">
      <h2 id="balances-title" className="section-title">
        Balances
      </h2>
      {balances.isPending ? (
        <SkeletonBlock label="Loading balances" lines={3} />
      ) : balances.isError ? (
        <ErrorPanel
          title="We could not load your balances"
          message={errorMessage(balances.error)}
          onRetry={() => void balances.refetch()}
          isRetrying={balances.isFetching}
        />
      ) : data && data.balances.length > 0 ? (
        <>
          <div className="balance-total">
            <span className="muted">Total in {data.baseCurrency}</span>
            <span className="balance-total-amount" data-testid="balance-total">
              <MoneyText minor={data.total.amountMinor} currency={data.total.currency} withCode />
            </span>
            <span className="muted">
              Converted at indicative rates
              {hiddenCount > 0 ? `; includes ${hiddenCount} hidden ${hiddenCount === 1 ? 'account' : 'accounts'}` : ''}.
            </span>
          </div>
          <BalanceCards
            balances={visible.map((b) => ({
              currency: b.currency,
              ledgerMinor: b.ledger.amountMinor,
              availableMinor: b.available.amountMinor,
            }))}
          />
        </>
      ) : (
        <EmptyState
          title="No accounts yet"
          description="Open a currency account to hold and receive money."
          action={
            accountsHref ? (
              <Link className="text-link" to={accountsHref}>
                Go to my accounts
              </Link>
            ) : undefined
          }
        />
      )}
    </section>
  );
}
