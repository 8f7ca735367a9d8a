import { formatDate } from '@corridor/domain/dates';
import { formatRate } from '@corridor/domain/rates';
import { useEffect, useRef, useState } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

type RateChartProps = {
  points: readonly { at: string; rate: string }[];
  pair: { source: string; destination: string };
};

const HEIGHT = 220;
const LINE = '#1b6f80';
const AXIS = { stroke: '#566575', grid: { stroke: '#e4e8ee', width: 1 }, ticks: { stroke: '#e4e8ee', width: 1 } };

/**
 * The pair's mid rate over 30 days with uPlot (the dashboard's chart library). Decorative for assistive technology:
 * the caption says the low, high and latest in words. The doubles handed to uPlot only place pixels; every readout
 * is the exact decimal string.
 */
export function RateChart({ points, pair }: RateChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = box.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry?.contentRect.width ?? 0)));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const el = box.current;
    if (!el || width === 0 || points.length === 0) return;
    const xs = points.map((p) => Date.parse(p.at) / 1000);
    const ys = points.map((p) => Number(p.rate));
    const last = points.length - 1;
    const chart = new uPlot(
      {
        width,
        height: HEIGHT,
        legend: { show: true, live: true },
        cursor: { y: false, points: { size: 7, fill: LINE } },
        scales: { x: { time: true } },
        axes: [
          { ...AXIS, values: (_u, ticks) => ticks.map((t) => formatDate(new Date(t * 1000), 'UTC').slice(0, 6)) },
          { ...AXIS, size: 64, values: (_u, ticks) => ticks.map((t) => formatRate(t.toFixed(10), 4)) },
        ],
        series: [
          { label: 'Date', value: (_u, _v, _s, idx) => formatDate(points[idx ?? last]!.at, 'UTC') },
          {
            label: `1 ${pair.source} in ${pair.destination}`,
            stroke: LINE,
            width: 2,
            value: (_u, _v, _s, idx) => formatRate(points[idx ?? last]!.rate),
          },
        ],
      },
      [xs, ys],
      el,
    );
    return () => chart.destroy();
  }, [points, pair, width]);

  return <div className="rate-chart" ref={box} aria-hidden="true" />;
}
