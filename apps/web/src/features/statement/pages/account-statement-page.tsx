import { useEffect, useMemo } from 'react';
import { errorMessage } from '@/lib/api/api-error.ts';
import { EmptyState } from '@/ui/empty-state.tsx';
import { ErrorPanel } from '@/ui/error-panel.tsx';
import { todayIso } from '@/ui/format-date.ts';
import { PageTitle } from '@/ui/page-title.tsx';
import { SkeletonBlock } from '@/ui/skeleton.tsx';
import { useStatementAccounts } from '../api/get-statement-accounts.ts';
import { StatementFiltersForm } from '../components/statement-filters-form.tsx';
import { StatementResults } from '../components/statement-results.tsx';
import { toStatementQuery, writeFilters } from '../hooks/statement-filters.ts';
import { useStatementFilters } from '../hooks/use-statement-filters.ts';

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
      {accounts.isPending ? (
        <SkeletonBlock label="Loading your accounts" lines={3} />
      ) : accounts.isError ? (
        <ErrorPanel
          title="We could not load your accounts"
          message={errorMessage(accounts.error)}
          onRetry={() => void accounts.refetch()}
          isRetrying={accounts.isFetching}
        />
      ) : list.length === 0 ? (
        <EmptyState title="No accounts yet" description="Open a currency account to see its statement here." />
      ) : (
        <>
          <StatementFiltersForm
            key={writeFilters(filters).toString()}
            accounts={ordered}
            applied={filters}
            today={todayIso(timeZone)}
            onApply={(next) => apply(next)}
          />
          {query && account ? <StatementResults query={query} account={account} /> : null}
        </>
      )}
    </div>
  );
}
