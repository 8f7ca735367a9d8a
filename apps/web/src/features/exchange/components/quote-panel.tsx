import type { TFxQuote } from '@corridor/contracts/fx/get-fx-rate';
import { formatRate } from '@corridor/domain/rates';
import { useEffect, useRef, useState } from 'react';
import { loadErrorMessage } from '@/lib/api/api-error.ts';
import { ErrorPanel } from '@/ui/error-panel.tsx';
import { Skeleton } from '@/ui/skeleton.tsx';
import { localExpiry } from '../api/get-fx-quote.ts';
import { useNow } from '../hooks/use-now.ts';
import { formatCountdown, formatMargin } from './exchange-draft.ts';
import { RateHistory } from './rate-history.tsx';
import { rateText } from './rate-text.ts';

export type QuoteState = {
  data: TFxQuote | undefined;
  dataUpdatedAt: number;
  isFetching: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
};

/**
 * The live rate: "1 SGD = 0.743012 USD", the mid-market rate and our margin, and how long it holds. The countdown
 * ticks visibly but is not read out every second; a new rate is announced once when it arrives.
 */
export function QuotePanel({ quote }: { quote: QuoteState }) {
  const { data } = quote;
  const remaining = useQuoteCountdown(quote);
  const announcement = useRateAnnouncement(data);
  if (!data && quote.isError) {
    return (
      <ErrorPanel
        title="We could not get a rate"
        message={loadErrorMessage(quote.error)}
        onRetry={() => void quote.refetch()}
        isRetrying={quote.isFetching}
      />
    );
  }
  return (
    <section className="quote-panel" aria-labelledby="quote-title">
      <h2 id="quote-title" className="quote-title">
        Exchange rate
      </h2>
      {data ? (
        <>
          <p className="quote-rate">{rateText(data)}</p>
          <p className="quote-mid muted">
            Mid-market rate {formatRate(data.base_fx_rate)} · our margin {formatMargin(data.margin)}
          </p>
          <p className="quote-countdown" role="timer" aria-live="off">
            {remaining > 0 ? (
              <>
                Rate good for <strong className="quote-clock">{formatCountdown(remaining)}</strong>
              </>
            ) : (
              'Getting a new rate…'
            )}
          </p>
          <RateHistory pair={{ source: data.source_currency, destination: data.destination_currency }} />
        </>
      ) : (
        <div role="status" aria-label="Getting a rate" className="quote-loading">
          <Skeleton width="70%" height={28} />
          <Skeleton width="50%" />
          <Skeleton width="30%" />
        </div>
      )}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </section>
  );
}

/** Milliseconds left on the quote, on this browser's clock, ticking every second while there is a quote. */
export function useQuoteCountdown(quote: Pick<QuoteState, 'data' | 'dataUpdatedAt'>): number {
  const now = useNow(quote.data !== undefined);
  return quote.data ? localExpiry(quote.data, quote.dataUpdatedAt) - now : 0;
}

/** "New rate: 1 SGD = 0.743 USD", once per new quote after the first (the first is on screen already). */
function useRateAnnouncement(data: TFxQuote | undefined): string {
  const first = useRef<string | null>(null);
  const [text, setText] = useState('');
  useEffect(() => {
    if (!data) return;
    if (first.current === null) {
      first.current = data.rate_signature;
      return;
    }
    if (first.current !== data.rate_signature) setText(`New rate: ${rateText(data)}`);
  }, [data]);
  return text;
}
