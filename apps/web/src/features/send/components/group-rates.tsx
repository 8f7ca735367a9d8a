import type { CurrencyCode } from '@corridor/domain/currencies';
import { loadErrorMessage } from '@/lib/api/api-error.ts';
import { useQuoteCountdown } from '@/lib/fx-quote.ts';
import { formatCountdown, rateText } from '@/lib/fx-text.ts';
import { Button } from '@/ui/button.tsx';
import type { QuoteQuery } from '../api/get-fx-quote.ts';
import '@/ui/quote-panel.css';

type GroupRatesProps = { source: string; currencies: readonly CurrencyCode[]; quotes: readonly QuoteQuery[] };

/**
 * One live rate per destination currency of the group, each with its countdown; a currency whose rate could not be
 * fetched says so on its own line (spec §8: FX fetch failures are kept per destination currency).
 */
export function GroupRates({ source, currencies, quotes }: GroupRatesProps) {
  const foreign = currencies.map((c, i) => ({ currency: c, quote: quotes[i]! })).filter((q) => q.currency !== source);
  if (foreign.length === 0) return null;
  return (
    <section className="quote-panel group-rates" aria-labelledby="group-rates-title">
      <h3 id="group-rates-title" className="quote-title">
        Exchange rates
      </h3>
      <ul className="group-rate-list">
        {foreign.map(({ currency, quote }) => (
          <RateLine key={currency} currency={currency} quote={quote} />
        ))}
      </ul>
      <p className="muted group-rates-note">
        Each payment is converted at the live rate when it is created, and keeps that rate.
      </p>
    </section>
  );
}

function RateLine({ currency, quote }: { currency: string; quote: QuoteQuery }) {
  const remaining = useQuoteCountdown(quote);
  if (!quote.data && quote.isError) {
    return (
      <li className="group-rate is-error">
        <span>
          No rate for {currency}: {loadErrorMessage(quote.error)}
        </span>
        <Button variant="link" onClick={() => void quote.refetch()}>
          Try again
        </Button>
      </li>
    );
  }
  return (
    <li className="group-rate">
      <span className="group-rate-text">{quote.data ? rateText(quote.data) : `Getting the ${currency} rate…`}</span>
      {quote.data ? (
        <span className="muted" role="timer" aria-live="off">
          {remaining > 0 ? `good for ${formatCountdown(remaining)}` : 'getting a new rate…'}
        </span>
      ) : null}
    </li>
  );
}
