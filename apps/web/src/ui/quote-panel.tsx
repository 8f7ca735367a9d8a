import type { TFxQuote } from '@corridor/contracts/fx/get-fx-rate';
import { formatRate } from '@corridor/domain/rates';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { loadErrorMessage } from '@/lib/api/api-error.ts';
import { useQuoteCountdown } from '@/lib/fx-quote.ts';
import { formatCountdown, formatMargin, rateText } from '@/lib/fx-text.ts';
import { ErrorPanel } from './error-panel.tsx';
import { Skeleton } from './skeleton.tsx';
import './quote-panel.css';

/** The part of a live quote query the panel reads. */
export type QuoteState = {
  data: TFxQuote | undefined;
  dataUpdatedAt: number;
  isFetching: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
};

type QuotePanelProps = {
  quote: QuoteState;
  /** The region's name, read by screen readers: "Exchange rate". */
  title?: string;
  /** What follows the countdown (the exchange page's 30-day history). */
  children?: ReactNode;
};

/**
 * The live rate: "1 SGD = 0.743012 USD", the mid-market rate and our margin, and how long it holds. The countdown
 * ticks visibly but is not read out every second; a new rate is announced once when it arrives. Used wherever money
 * changes currency at a live quote (exchange, send).
 */
export function QuotePanel({ quote, title = 'Exchange rate', children }: QuotePanelProps) {
  const { data } = quote;
  const titleId = useId();
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
    <section className="quote-panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="quote-title">
        {title}
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
          {children}
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
