import type { TDashboardBalancesResponse } from '@corridor/contracts/dashboard/balances';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/ui/empty-state.tsx';
import { MoneyText } from '@/ui/money-text.tsx';
import { QueryState } from '@/ui/query-state.tsx';
import { useDashboardBalances } from '../api/get-dashboard-balances.ts';
import { BalanceCards } from './balance-cards.tsx';
import { BalancesSkeleton } from './dashboard-skeletons.tsx';
import { MoneyActions } from './money-actions.tsx';

/** The total in the base currency, then one card per visible account. */
type BalancesSectionProps = {
  accountsHref?: string;
  canOpen: (path: string) => boolean;
  isAvailable: (path: string) => boolean;
};

export function BalancesSection({ accountsHref, canOpen, isAvailable }: BalancesSectionProps) {
  const balances = useDashboardBalances();
  return (
    <section aria-labelledby="balances-title" className="section stack">
      <h2 id="balances-title" className="section-title">
        Balances
      </h2>
      <QueryState
        query={balances}
        loadingLabel="Loading balances"
        loading={<BalancesSkeleton />}
        errorTitle="We could not load your balances"
        isEmpty={(data) => data.balances.length === 0}
        empty={
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
        }
      >
        {(data) => <Balances data={data} actions={<MoneyActions canOpen={canOpen} isAvailable={isAvailable} />} />}
      </QueryState>
    </section>
  );
}

function Balances({ data, actions }: { data: TDashboardBalancesResponse; actions: ReactNode }) {
  const visible = data.balances.filter((b) => !b.hidden);
  const hiddenCount = data.balances.length - visible.length;
  return (
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
      {actions}
      <BalanceCards
        balances={visible.map((b) => ({
          currency: b.currency,
          ledgerMinor: b.ledger.amountMinor,
          availableMinor: b.available.amountMinor,
        }))}
      />
    </>
  );
}
