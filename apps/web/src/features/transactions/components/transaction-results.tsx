import { EMPTY_TRANSACTIONS_MESSAGES } from '@corridor/domain/transactions/list';
import { errorMessage, loadErrorMessage } from '@/lib/api/api-error.ts';
import { Button } from '@/ui/button.tsx';
import { EmptyState } from '@/ui/empty-state.tsx';
import { ErrorPanel } from '@/ui/error-panel.tsx';
import { FormAlert } from '@/ui/form-alert.tsx';
import { LoadMore } from '@/ui/load-more.tsx';
import { QueryState } from '@/ui/query-state.tsx';
import { useDownloadTransactions } from '../api/download-transactions.ts';
import { type TransactionsQuery, useTransactions } from '../api/get-transactions.ts';
import { TransactionsTable } from './transactions-table.tsx';

/** The rows for the applied filters, page by page, with the CSV of the same filters. */
export function TransactionResults({ query, timeZone }: { query: TransactionsQuery; timeZone?: string }) {
  const list = useTransactions(query);
  const download = useDownloadTransactions();
  const pages = list.data?.pages ?? [];
  const rows = pages.flatMap((p) => p.rows);
  const emptyMessage = pages[0]?.emptyMessage ?? EMPTY_TRANSACTIONS_MESSAGES.noMatches;
  const isNothingYet = emptyMessage === EMPTY_TRANSACTIONS_MESSAGES.noTransactions;
  return (
    <section className="stack" aria-labelledby="txn-results-title">
      <div className="section-head">
        <h2 id="txn-results-title" className="section-title">
          History
        </h2>
        <Button
          variant="secondary"
          onClick={() => download.mutate(query)}
          disabled={rows.length === 0 || download.isPending}
        >
          {download.isPending ? 'Preparing CSV…' : 'Download CSV'}
        </Button>
      </div>
      {download.isError ? <FormAlert>{errorMessage(download.error)}</FormAlert> : null}
      <QueryState
        query={list}
        loadingLabel="Loading your transactions"
        loadingLines={8}
        errorTitle="We could not load your transactions"
        isEmpty={() => rows.length === 0}
        empty={<EmptyState title={isNothingYet ? 'No transactions yet' : 'No activities'} description={emptyMessage} />}
      >
        {() => (
          <>
            <TransactionsTable rows={rows} timeZone={timeZone} />
            {list.isFetchNextPageError ? (
              <ErrorPanel
                title="We could not load more transactions"
                message={loadErrorMessage(list.error)}
                onRetry={() => void list.fetchNextPage()}
              />
            ) : null}
            <LoadMore
              hasMore={list.hasNextPage}
              isLoading={list.isFetchingNextPage}
              onLoadMore={() => void list.fetchNextPage()}
              summary={`Showing ${rows.length} transaction${rows.length === 1 ? '' : 's'}${list.hasNextPage ? '' : ' (all)'}`}
            />
          </>
        )}
      </QueryState>
    </section>
  );
}
