import type { TTransactionRow } from '@corridor/contracts/transactions/transactions';
import { MOBILE_MEDIA_QUERY } from '@corridor/domain/display';
import { isPayoutStatus } from '@corridor/domain/payouts/statuses';
import { Link } from 'react-router';
import { useMediaQuery } from '@/lib/use-media-query.ts';
import { EmptyState } from '@/ui/empty-state.tsx';
import { LoadMore } from '@/ui/load-more.tsx';
import { MoneyText } from '@/ui/money-text.tsx';
import { PayoutStatus } from '@/ui/payout-status.tsx';
import { PlainTable } from '@/ui/plain-table.tsx';
import { QueryState } from '@/ui/query-state.tsx';
import { useBatchTransactions } from '../api/get-batch-transactions.ts';

/** The payouts a batch created, each linking to its page in Transactions, where it goes on like any payment. */
export function BatchTransactions({ batchId }: { batchId: string }) {
  const transactions = useBatchTransactions(batchId, true);
  const isPhone = useMediaQuery(MOBILE_MEDIA_QUERY);
  const rows = transactions.data?.pages.flatMap((p) => p.rows) ?? [];
  return (
    <section className="stack" aria-labelledby="bulk-transactions-title">
      <h2 id="bulk-transactions-title" className="section-title">
        Transactions of this batch
      </h2>
      <QueryState
        query={transactions}
        loadingLabel="Loading the batch's transactions"
        errorTitle="We could not load the batch's transactions"
        isEmpty={() => rows.length === 0}
        empty={<EmptyState title="No transactions yet" description="The payments show here once they are created." />}
      >
        {() => (
          <>
            {isPhone ? (
              <ul className="bulk-list-cards" aria-label="Transactions of this batch">
                {rows.map((r) => (
                  <li key={r.id} className="bulk-list-card">
                    <span className="bulk-list-card-top">
                      <Link to={r.detailPath} className="bulk-name">
                        {r.beneficiaryName ?? r.transactionId}
                      </Link>
                      <MoneyText
                        minor={r.destinationAmount.amountMinor}
                        currency={r.destinationAmount.currency}
                        withCode
                      />
                    </span>
                    <span className="muted mono">{r.transactionId}</span>
                    <span className="bulk-list-card-top">
                      {isPayoutStatus(r.status) ? (
                        <PayoutStatus status={r.status} progressLabel={r.progressLabel} />
                      ) : (
                        r.statusLabel
                      )}
                      <MoneyText minor={r.sourceAmount.amountMinor} currency={r.sourceAmount.currency} withCode />
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <PlainTable<TTransactionRow>
                caption="Payments of this batch, one per row"
                rowKey={(r) => r.id}
                rows={rows}
                columns={[
                  {
                    key: 'id',
                    header: 'Transaction',
                    isRowHeader: true,
                    cell: (r) => (
                      <Link to={r.detailPath} className="mono">
                        {r.transactionId}
                      </Link>
                    ),
                  },
                  {
                    key: 'name',
                    header: 'Beneficiary',
                    cell: (r) => <span className="bulk-name">{r.beneficiaryName}</span>,
                  },
                  {
                    key: 'source',
                    header: 'Amount',
                    align: 'end',
                    cell: (r) => (
                      <MoneyText minor={r.sourceAmount.amountMinor} currency={r.sourceAmount.currency} withCode />
                    ),
                  },
                  {
                    key: 'destination',
                    header: 'Recipient gets',
                    align: 'end',
                    cell: (r) => (
                      <MoneyText
                        minor={r.destinationAmount.amountMinor}
                        currency={r.destinationAmount.currency}
                        withCode
                      />
                    ),
                  },
                  {
                    key: 'status',
                    header: 'Status',
                    cell: (r) =>
                      isPayoutStatus(r.status) ? (
                        <PayoutStatus status={r.status} progressLabel={r.progressLabel} />
                      ) : (
                        r.statusLabel
                      ),
                  },
                ]}
              />
            )}
            <LoadMore
              hasMore={transactions.hasNextPage}
              isLoading={transactions.isFetchingNextPage}
              onLoadMore={() => void transactions.fetchNextPage()}
              summary={`Showing ${rows.length} ${rows.length === 1 ? 'transaction' : 'transactions'}`}
            />
          </>
        )}
      </QueryState>
    </section>
  );
}
