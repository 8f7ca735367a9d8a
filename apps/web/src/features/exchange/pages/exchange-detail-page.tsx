import { href } from '@corridor/domain/paths';
import { Link } from 'react-router';
import { isApiError } from '@/lib/api/api-error.ts';
import { EmptyState } from '@/ui/empty-state.tsx';
import { PageTitle } from '@/ui/page-title.tsx';
import { QueryState } from '@/ui/query-state.tsx';
import { useExchange } from '../api/get-exchange.ts';
import { ExchangeDetails } from '../components/exchange-details.tsx';
import '../exchange.css';

/** /r/exchange/:exchangeId: one exchange; an unknown id (or another business's) says so plainly. */
export function ExchangeDetailPage({ exchangeId, timeZone }: { exchangeId: string; timeZone?: string }) {
  const exchange = useExchange(exchangeId);
  const isNotFound = isApiError(exchange.error) && exchange.error.status === 404;
  const back = (
    <Link className="text-link" to={href('/r/exchange')}>
      Back to Exchange
    </Link>
  );
  return (
    <div className="page">
      <PageTitle title="Exchange details" actions={back} />
      {isNotFound ? (
        <EmptyState
          title="Exchange not found"
          description="We could not find this exchange among your business's exchanges. Check the link, or find it in your recent exchanges."
          action={
            <Link className="btn btn-secondary" to={href('/r/exchange')}>
              See recent exchanges
            </Link>
          }
        />
      ) : (
        <QueryState
          query={exchange}
          loadingLabel="Loading the exchange"
          loadingLines={8}
          errorTitle="We could not load this exchange"
        >
          {(data) => <ExchangeDetails exchange={data} timeZone={timeZone} />}
        </QueryState>
      )}
    </div>
  );
}
