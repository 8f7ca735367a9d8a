import type { TCurrencyAccount } from '@corridor/contracts/accounts/currency-account';
import { formatRate } from '@corridor/domain/rates';
import { loadErrorMessage } from '@/lib/api/api-error.ts';
import { EmptyState } from '@/ui/empty-state.tsx';
import { ErrorPanel } from '@/ui/error-panel.tsx';
import { LoadMore } from '@/ui/load-more.tsx';
import { QueryState } from '@/ui/query-state.tsx';
import { type StatementQuery, useAccountStatement } from '../api/get-account-statement.ts';
import { DownloadButtons } from './download-buttons.tsx';
import { accountOptionLabel } from './statement-filters-form.tsx';
import { StatementSummary } from './statement-summary.tsx';
import { StatementTable } from './statement-table.tsx';

/** The rows for the applied filters, page by page, with the downloads for the same filters. */
export function StatementResults({ query, account }: { query: StatementQuery; account: TCurrencyAccount }) {
  const statement = useAccountStatement(query);
  const pages = statement.data?.pages ?? [];
  const rows = pages.flatMap((p) => p.rows);
  const first = pages[0];
  const reportingCurrency = first?.reportingRate ? first.reportingCurrency : null;

  return (
    <section className="stack" aria-labelledby="statement-results-title">
      <div className="section-head">
        <h2 id="statement-results-title" className="section-title">
          {accountOptionLabel(account)}
        </h2>
        <DownloadButtons query={rows.length > 0 ? query : null} />
      </div>
      {reportingCurrency && first?.reportingRate ? (
        <p className="muted">
          Amounts in {reportingCurrency} use 1 {account.currency} = {formatRate(first.reportingRate)}{' '}
          {reportingCurrency}.
        </p>
      ) : null}
      <QueryState
        query={statement}
        loadingLabel="Loading the statement"
        loadingLines={6}
        errorTitle="We could not load the statement"
        isEmpty={() => rows.length === 0}
        empty={
          <EmptyState
            title="No activities"
            description="You do not have any activities. Try changing or removing some of your filters."
          />
        }
      >
        {() => (
          <>
            {first?.summary ? <StatementSummary summary={first.summary} /> : null}
            <StatementTable
              rows={rows}
              caption={`Statement of ${accountOptionLabel(account)}`}
              reportingCurrency={reportingCurrency}
              accountCurrency={account.currency}
            />
            {statement.isFetchNextPageError ? (
              <ErrorPanel
                title="We could not load more entries"
                message={loadErrorMessage(statement.error)}
                onRetry={() => void statement.fetchNextPage()}
              />
            ) : null}
            <LoadMore
              hasMore={statement.hasNextPage}
              isLoading={statement.isFetchingNextPage}
              onLoadMore={() => void statement.fetchNextPage()}
              summary={showingText(rows.length, first?.summary?.entryCount, statement.hasNextPage)}
            />
          </>
        )}
      </QueryState>
    </section>
  );
}

/** "Showing 25 of 132 entries", or "… (all)" once every entry is on screen. */
export function showingText(shown: number, total: number | undefined, hasMore: boolean): string {
  const noun = (n: number) => (n === 1 ? 'entry' : 'entries');
  if (!hasMore) return `Showing ${shown} ${noun(shown)} (all)`;
  if (total === undefined || total <= shown) return `Showing ${shown} ${noun(shown)}`;
  return `Showing ${shown} of ${total.toLocaleString('en-US')} ${noun(total)}`;
}
