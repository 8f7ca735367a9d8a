import { decimalsOf, formatMoney } from '@corridor/domain/money';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatDate } from '@corridor/domain/dates';
import { useElementWidth } from './use-element-width.ts';

export type ChartPoint = { date: string; minor: bigint };

type BalanceChartProps = { points: readonly ChartPoint[]; currency: string };

const HEIGHT = 260;
const LINE = '#1b6f80';
const AXIS = { stroke: '#566575', grid: { stroke: '#e4e8ee', width: 1 }, ticks: { stroke: '#e4e8ee', width: 1 } };

/**
 * Balance over time with uPlot: a charting library small enough (about 20 KB gzipped) to keep the dashboard
 * route within its JavaScript budget. The canvas is decorative for assistive technology: the figure's caption
 * and the table view carry the same numbers. Readouts are formatted from the exact bigint minor units; the
 * doubles handed to uPlot only place pixels.
 */
export function BalanceChart({ points, currency }: BalanceChartProps) {
  const [ref, width] = useElementWidth<HTMLDivElement>();
  const target = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = target.current;
    if (!el || width === 0 || points.length === 0) return;
    const xs = points.map((p) => Date.parse(`${p.date}T00:00:00Z`) / 1000);
    const ys = points.map((p) => Number(p.minor));
    const money = (minor: bigint) => formatMoney(minor, currency, { withCode: true });
    const last = points.length - 1;
    const chart = new uPlot(
      {
        width,
        height: HEIGHT,
        legend: { show: true, live: true },
        cursor: { y: false, points: { size: 8, fill: LINE } },
        scales: { x: { time: true } },
        axes: [
          {
            ...AXIS,
            values: (_u, ticks) => ticks.map((t) => formatDate(new Date(t * 1000).toISOString(), 'UTC').slice(0, 6)),
          },
          {
            ...AXIS,
            size: 80,
            // Tick labels round to whole units; exact amounts are in the legend readout and the table.
            values: (_u, ticks) => ticks.map((t) => compact(t / 10 ** decimalsOf(currency))),
          },
        ],
        series: [
          // Off the chart, the legend reads the latest day; on it, the day under the cursor.
          { label: 'Date', value: (_u, _v, _s, idx) => formatDate(points[idx ?? last]!.date, 'UTC') },
          {
            label: `Balance (${currency})`,
            stroke: LINE,
            width: 2,
            fill: 'rgba(27, 111, 128, 0.12)',
            value: (_u, _v, _s, idx) => money(points[idx ?? last]!.minor),
          },
        ],
      },
      [xs, ys],
      el,
    );
    return () => chart.destroy();
  }, [points, currency, width]);

  return (
    <div className="balance-chart" ref={ref} aria-hidden="true">
      <div ref={target} />
    </div>
  );
}

function compact(value: number): string {
  return new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 }).format(value);
}
