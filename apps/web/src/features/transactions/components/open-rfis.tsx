import { rfisEndpoint } from '@corridor/contracts/transactions/rfi';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { callEndpoint } from '@/lib/api/call-endpoint.ts';
import { LoadMore } from '@/ui/load-more.tsx';
import { MoneyText } from '@/ui/money-text.tsx';

/**
 * Compliance's open requests for information, above the history (only when there are some): each names the payout
 * and links to its page, where the answer form is. Keyset pages of 10.
 */
export function OpenRfis() {
  const rfis = useInfiniteQuery({
    queryKey: ['money', 'transactions', 'rfis', 'open'],
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(rfisEndpoint, {
        body: { state: 'RFI_REQUESTED', limit: 10, cursor: pageParam ?? undefined },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
  const rows = rfis.data?.pages.flatMap((p) => p.rows) ?? [];
  if (rows.length === 0) return null;
  return (
    <section className="panel stack txn-rfi" aria-labelledby="txn-open-rfis">
      <h2 id="txn-open-rfis" className="section-title">
        Requests for information ({rows.length}
        {rfis.hasNextPage ? '+' : ''})
      </h2>
      <p className="muted">Compliance needs a few documents before these payments can go ahead.</p>
      <ul className="txn-list">
        {rows.map((r) => (
          <li key={r.payment_id}>
            <Link to={`/r/transactions/${encodeURIComponent(r.payment_id)}`} className="txn-list-row">
              <span className="txn-list-main">
                <span className="txn-list-title">{r.beneficiary_name}</span>
                <span className="muted mono txn-list-meta">{r.transaction_number}</span>
              </span>
              <span className="txn-list-figures">
                <MoneyText minor={r.amount.amountMinor} currency={r.amount.currency} withCode />
                <span className="txn-list-meta">Answer now</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {rfis.hasNextPage ? (
        <LoadMore hasMore isLoading={rfis.isFetchingNextPage} onLoadMore={() => void rfis.fetchNextPage()} />
      ) : null}
    </section>
  );
}
