import { QuotePanel as LiveQuotePanel, type QuoteState } from '@/ui/quote-panel.tsx';
import { RateHistory } from './rate-history.tsx';

/** The live rate of the exchange, with the pair's 30 days folded under it. */
export function QuotePanel({ quote }: { quote: QuoteState }) {
  const { data } = quote;
  return (
    <LiveQuotePanel quote={quote}>
      {data ? <RateHistory pair={{ source: data.source_currency, destination: data.destination_currency }} /> : null}
    </LiveQuotePanel>
  );
}
