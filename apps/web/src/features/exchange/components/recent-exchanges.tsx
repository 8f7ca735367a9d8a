import type { TExchange } from '@corridor/contracts/fx/fx-common';
import { formatDateTime } from '@corridor/domain/dates';
import { href } from '@corridor/domain/paths';
import { Link } from 'react-router';
import { loadErrorMessage } from '@/lib/api/api-error.ts';
import { rateText } from '@/lib/fx-text.ts';
import { EmptyState } from '@/ui/empty-state.tsx';
import { ErrorPanel } from '@/ui/error-panel.tsx';
import { LoadMore } from '@/ui/load-more.tsx';
import { MoneyText } from '@/ui/money-text.tsx';
import { QueryState } from '@/ui/query-state.tsx';
import { useExchanges } from '../api/get-exchanges.ts';
import '@/ui/row-list.css';

/** The business's exchanges, newest first, each opening its details; Load more pages on. */
export function RecentExchanges({ timeZone }: { timeZone?: string }) {
  const exchanges = useExchanges();
  const rows = exchanges.data?.pages.flatMap((p) => p.rows) ?? [];
  return (
    <section className="stack" aria-labelledby="recent-exchanges-title">
      <h2 id="recent-exchanges-title">Recent exchanges</h2>
      <QueryState
        query={exchanges}
        loadingLabel="Loading your exchanges"
        loadingLines={4}
        errorTitle="We could not load your exchanges"
        isEmpty={() => rows.length === 0}
        empty={<EmptyState title="No exchanges yet" description="Exchanges you make appear here." />}
      >
        {() => (
          <>
            <ul className="row-list exchange-list" aria-label="Recent exchanges">
              {rows.map((row) => (
                <ExchangeRow key={row._id} row={row} timeZone={timeZone} />
              ))}
            </ul>
            {exchanges.isFetchNextPageError ? (
              <ErrorPanel
                title="We could not load more exchanges"
                message={loadErrorMessage(exchanges.error)}
                onRetry={() => void exchanges.fetchNextPage()}
              />
            ) : null}
            <LoadMore
              hasMore={exchanges.hasNextPage}
              isLoading={exchanges.isFetchingNextPage}
              onLoadMore={() => void exchanges.fetchNextPage()}
              summary={`Showing ${rows.length} ${rows.length === 1 ? 'exchange' : 'exchanges'}${exchanges.hasNextPage ? '' : ' (all)'}`}
            />
          </>
        )}
      </QueryState>
    </section>
  );
}

function ExchangeRow({ row, timeZone }: { row: TExchange; timeZone?: string }) {
  const { sourceAmount, destinationAmount } = row.exchangeValue;
  return (
    <li className="row-list-item exchange-row">
      <div className="row-list-main exchange-row-main">
        <Link className="exchange-row-link" to={href('/r/exchange/:exchangeId', { exchangeId: row._id })}>
          {row.source_account.currency} to {row.destination_account.currency}
          <span className="visually-hidden">, {row.exchange_number}</span>
        </Link>
        <span className="muted exchange-row-meta">
          {formatDateTime(row.created_at, timeZone)} · <span className="mono nowrap">{row.exchange_number}</span>
        </span>
      </div>
      <div className="row-list-figures exchange-row-figures">
        <MoneyText minor={`-${sourceAmount.amountMinor}`} currency={sourceAmount.currency} withCode isSigned />
        <MoneyText minor={destinationAmount.amountMinor} currency={destinationAmount.currency} withCode isSigned />
        <span className="muted exchange-row-meta">{rateText(row)}</span>
      </div>
    </li>
  );
}
