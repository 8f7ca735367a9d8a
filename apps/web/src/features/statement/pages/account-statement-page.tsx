import { todayIn } from '@corridor/domain/dates';
import { useEffect, useMemo } from 'react';
import { EmptyState } from '@/ui/empty-state.tsx';
import { PageTitle } from '@/ui/page-title.tsx';
import { QueryState } from '@/ui/query-state.tsx';
import { useStatementAccounts } from '../api/get-statement-accounts.ts';
import { StatementFiltersForm } from '../components/statement-filters-form.tsx';
import { StatementResults } from '../components/statement-results.tsx';
import { toStatementQuery } from '../hooks/statement-filters.ts';
import { useStatementFilters } from '../hooks/use-statement-filters.ts';
import '../statement.css';

/** /r/account-statement: every movement of one account, filtered, paged and downloadable. */
export function AccountStatementPage({ timeZone }: { timeZone?: string }) {
  const accounts = useStatementAccounts();
  const [filters, apply] = useStatementFilters();
  const list = accounts.data?.accounts ?? [];
  const account = list.find((a) => a._id === filters.accountId);
  // Open accounts first, the default one first of all: that is the statement most people want.
  const ordered = useMemo(
    () =>
      [...list].sort(
        (a, b) =>
          Number(b.is_active) - Number(a.is_active) || Number(b.is_default_account) - Number(a.is_default_account),
      ),
    [list],
  );
  const fallback = ordered[0];

  // With no (or an unknown) account in the URL, show the default one, without adding a history entry.
  useEffect(() => {
    if (accounts.data && !account && fallback) apply({ ...filters, accountId: fallback._id }, true);
  }, [accounts.data, account, fallback, filters, apply]);

  const query = account ? toStatementQuery(filters, account.currency) : null;
  return (
    <div className="page">
      <PageTitle
        title="Account statement"
        description="Every movement on an account, with the balance after each one."
      />
      <QueryState
        query={accounts}
        loadingLabel="Loading your accounts"
        errorTitle="We could not load your accounts"
        isEmpty={(data) => data.accounts.length === 0}
        empty={<EmptyState title="No accounts yet" description="Open a currency account to see its statement here." />}
      >
        {() => (
          <>
            <StatementFiltersForm
              accounts={ordered}
              applied={filters}
              today={todayIn(timeZone, new Date())}
              onApply={(next) => apply(next)}
            />
            {query && account ? <StatementResults query={query} account={account} /> : null}
          </>
        )}
      </QueryState>
    </div>
  );
}
