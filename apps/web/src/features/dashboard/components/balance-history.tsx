import { formatDate } from '@corridor/domain/dates';
import { formatMoney } from '@corridor/domain/money';
import { lazy, Suspense, useId, useState } from 'react';
import { Button } from '@/ui/button.tsx';
import { type PlainColumn, PlainTable } from '@/ui/plain-table.tsx';
import { Skeleton } from '@/ui/skeleton.tsx';
import type { ChartPoint } from './balance-chart.tsx';

// The chart library is the heaviest thing on the dashboard: it loads on its own, after balances are on screen.
const BalanceChart = lazy(() => import('./balance-chart.tsx').then((m) => ({ default: m.BalanceChart })));

type BalanceHistoryProps = { points: readonly ChartPoint[]; currency: string; title: string };

/** Balance over time: a chart with a written summary, and the same numbers as a table for anyone who prefers it. */
export function BalanceHistory({ points, currency, title }: BalanceHistoryProps) {
  const [isTable, setTable] = useState(false);
  const summaryId = useId();
  if (points.every((p) => p.minor === 0n)) {
    return <p className="muted">No balance history yet. It appears here after your first transaction.</p>;
  }
  return (
    <figure className="balance-history" aria-describedby={summaryId}>
      <div className="balance-history-head">
        <figcaption id={summaryId} className="balance-history-summary">
          {summarize(points, currency, title)}
        </figcaption>
        <Button variant="link" className="nowrap" aria-pressed={isTable} onClick={() => setTable((t) => !t)}>
          Show as table
        </Button>
      </div>
      {isTable ? (
        // The chart's height, scrolled inside: months of days would otherwise make the dashboard thousands of pixels long.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolled region must be reachable by keyboard to scroll it.
        <section className="balance-history-table" tabIndex={0} aria-label={`${title}, as a table`}>
          <PlainTable caption={title} columns={columns(currency)} rows={[...points].reverse()} rowKey={(p) => p.date} />
        </section>
      ) : (
        <Suspense fallback={<Skeleton height={300} />}>
          <BalanceChart points={points} currency={currency} />
        </Suspense>
      )}
    </figure>
  );
}

/** The one-sentence reading of the chart, so it means something without seeing it. */
export function summarize(points: readonly ChartPoint[], currency: string, title: string): string {
  const first = points[0]!;
  const last = points[points.length - 1]!;
  let high = first;
  for (const p of points) if (p.minor > high.minor) high = p;
  const money = (minor: bigint) => formatMoney(minor, currency, { withCode: true });
  return `${title}: ${money(first.minor)} on ${formatDate(first.date, 'UTC')}, ${money(last.minor)} on ${formatDate(
    last.date,
    'UTC',
  )}; highest ${money(high.minor)} on ${formatDate(high.date, 'UTC')}.`;
}

function columns(currency: string): PlainColumn<ChartPoint>[] {
  return [
    { key: 'date', header: 'Date', cell: (p) => formatDate(p.date, 'UTC'), isRowHeader: true },
    {
      key: 'balance',
      header: `Balance (${currency})`,
      cell: (p) => <span className="money">{formatMoney(p.minor, currency)}</span>,
      align: 'end',
    },
  ];
}
