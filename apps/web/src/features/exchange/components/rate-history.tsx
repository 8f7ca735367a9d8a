import type { CurrencyCode } from '@corridor/domain/currencies';
import { formatRate } from '@corridor/domain/rates';
import { lazy, Suspense, useId, useState } from 'react';
import { Skeleton } from '@/ui/skeleton.tsx';
import { useRateHistory } from '../api/get-rate-history.ts';
import { rateRange } from './rate-range.ts';

// uPlot arrives only when someone opens the chart: the exchange itself does not wait for it.
const RateChart = lazy(() => import('./rate-chart.tsx').then((m) => ({ default: m.RateChart })));

type Pair = { source: CurrencyCode; destination: CurrencyCode };

/** "Rate over the last 30 days", folded away until asked for; its words say what the chart shows. */
export function RateHistory({ pair }: { pair: Pair }) {
  const [isOpen, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="rate-history">
      <button
        type="button"
        className="rate-history-toggle"
        aria-expanded={isOpen}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        {isOpen ? 'Hide' : 'Show'} the mid-market rate over the last 30 days
      </button>
      <div id={id} hidden={!isOpen}>
        {isOpen ? <RateHistoryBody pair={pair} /> : null}
      </div>
    </div>
  );
}

function RateHistoryBody({ pair }: { pair: Pair }) {
  const history = useRateHistory(pair.source, pair.destination);
  if (history.isError) {
    // The exchange does not depend on it: a quiet line, not an error panel in the middle of the form.
    return <p className="muted">The rate history is not available right now.</p>;
  }
  const points = history.data?.points;
  if (!points) return <Skeleton height={220} />;
  const range = rateRange(points);
  if (!range) return <p className="muted">No rate history for this pair yet.</p>;
  return (
    <figure className="rate-history-figure">
      <Suspense fallback={<Skeleton height={220} />}>
        <RateChart points={points} pair={pair} />
      </Suspense>
      <figcaption className="muted">
        1 {pair.source} in {pair.destination}, mid-market, last 30 days: low {formatRate(range.low)}, high{' '}
        {formatRate(range.high)}, latest {formatRate(range.last)}.
      </figcaption>
    </figure>
  );
}
