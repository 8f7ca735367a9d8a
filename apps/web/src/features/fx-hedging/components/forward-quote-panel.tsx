import type { TForwardQuote } from '@corridor/contracts/fx-hedging/forward-contracts';
import { formatDate } from '@corridor/domain/dates';
import { formatRate } from '@corridor/domain/rates';
import { loadErrorMessage } from '@/lib/api/api-error.ts';
import { formatCountdown, rateText } from '@/lib/fx-text.ts';
import { useNow } from '@/lib/use-now.ts';
import { ErrorPanel } from '@/ui/error-panel.tsx';
import { Skeleton } from '@/ui/skeleton.tsx';
import { quoteExpiry } from '../api/get-forward-quote.ts';
import { pointsText } from './hedging-text.ts';

export type ForwardQuoteState = {
  data: TForwardQuote | undefined;
  dataUpdatedAt: number;
  isFetching: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
};

/** Milliseconds left on the quote on this browser's clock, ticking every second while there is one. */
export function useForwardCountdown(quote: Pick<ForwardQuoteState, 'data' | 'dataUpdatedAt'>): number {
  const now = useNow(quote.data !== undefined);
  return quote.data ? quoteExpiry(quote.data, quote.dataUpdatedAt) - now : 0;
}

/**
 * The live forward rate: "1 SGD = 0.7512 USD on 05 Jun 2026", how it is made (the spot rate and the forward points
 * for the tenor), and how long it holds. The countdown ticks visibly but is not read out every second.
 */
export function ForwardQuotePanel({ quote }: { quote: ForwardQuoteState }) {
  const { data } = quote;
  const remaining = useForwardCountdown(quote);
  if (!data && quote.isError) {
    return (
      <ErrorPanel
        title="We could not get a forward rate"
        message={loadErrorMessage(quote.error)}
        onRetry={() => void quote.refetch()}
        isRetrying={quote.isFetching}
      />
    );
  }
  return (
    <section className="forward-quote" aria-labelledby="forward-quote-title">
      <h3 id="forward-quote-title" className="forward-quote-title">
        Forward rate
      </h3>
      {data ? (
        <>
          <p className="forward-quote-rate">{rateText(data)}</p>
          <p className="muted forward-quote-detail">
            On {formatDate(data.maturity_date)}, in {data.tenor_days} {data.tenor_days === 1 ? 'day' : 'days'}: spot{' '}
            {formatRate(data.spot_rate)} {pointsText(data.forward_points)} forward points
          </p>
          <p className="forward-quote-countdown" role="timer" aria-live="off">
            {remaining > 0 ? (
              <>
                Rate good for <strong className="forward-quote-clock">{formatCountdown(remaining)}</strong>
              </>
            ) : (
              'Getting a new rate…'
            )}
          </p>
        </>
      ) : (
        <div role="status" aria-label="Getting a forward rate" className="forward-quote-loading">
          <Skeleton width="70%" height={28} />
          <Skeleton width="50%" />
        </div>
      )}
    </section>
  );
}
