import { decimalsOf, formatMoney } from '@corridor/domain/money';
import { type PointerEvent, useState } from 'react';
import { Curve, Dot, Layer, Surface, Text } from 'recharts';
import { formatDate } from '@/ui/format-date.ts';
import { type Frame, indexAt, labelIndexes, niceTicks, xAt, yAt } from './chart-scale.ts';
import { useElementWidth } from './use-element-width.ts';

export type ChartPoint = { date: string; minor: bigint };

type BalanceChartProps = { points: readonly ChartPoint[]; currency: string };

const HEIGHT = 260;
const MARGIN = { left: 64, right: 16, top: 28, bottom: 28 };
const AXIS = { fill: '#566575', fontSize: 12 };

/**
 * Balance over time, drawn with recharts' chart primitives (Surface, Curve, Text, Dot). The composed <AreaChart>
 * brings recharts' whole state store (about 90 KB gzipped) and would push the dashboard past its 200 KB budget;
 * the primitives cost about 15 KB. The plot is decorative for assistive technology: the figure's caption and the
 * table view carry the same numbers.
 */
export function BalanceChart({ points, currency }: BalanceChartProps) {
  const [ref, width] = useElementWidth<HTMLDivElement>();
  const [active, setActive] = useState<number | null>(null);
  const frame: Frame = { width, height: HEIGHT, ...MARGIN };
  // Doubles place pixels only; labels are formatted from the bigint minor units.
  const values = points.map((p) => Number(p.minor) / 10 ** decimalsOf(currency));
  const ticks = niceTicks(Math.min(...values), Math.max(...values));
  const xy = values.map((v, i) => ({ x: xAt(i, values.length, frame), y: yAt(v, ticks, frame) }));
  const bottom = HEIGHT - MARGIN.bottom;
  const point = active === null ? null : points[active];
  const onMove = (e: PointerEvent<SVGSVGElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    setActive(indexAt(e.clientX - box.left, points.length, frame));
  };

  return (
    <div className="balance-chart" ref={ref} aria-hidden="true">
      {width > 0 ? (
        <Surface width={width} height={HEIGHT} onPointerMove={onMove} onPointerLeave={() => setActive(null)}>
          <defs>
            <linearGradient id="balance-fill" x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor="#1b6f80" stopOpacity={0.25} />
              <stop offset="100%" stopColor="#1b6f80" stopOpacity={0.02} />
            </linearGradient>
          </defs>
          <Layer className="balance-chart-grid">
            {ticks.values.map((v) => {
              const y = yAt(v, ticks, frame);
              return (
                <Layer key={v}>
                  <Curve
                    type="linear"
                    points={[
                      { x: MARGIN.left, y },
                      { x: width - MARGIN.right, y },
                    ]}
                    stroke="#e4e8ee"
                    fill="none"
                  />
                  <Text x={MARGIN.left - 8} y={y} textAnchor="end" verticalAnchor="middle" {...AXIS}>
                    {compact(v)}
                  </Text>
                </Layer>
              );
            })}
            {labelIndexes(points.length, width < 480 ? 3 : 5).map((i, n, all) => (
              <Text
                key={i}
                x={xy[i]!.x}
                y={bottom + 8}
                // The first and last labels hang inwards so they are never cut at the edges.
                textAnchor={n === 0 ? 'start' : n === all.length - 1 ? 'end' : 'middle'}
                verticalAnchor="start"
                {...AXIS}
              >
                {formatDate(points[i]!.date, 'UTC').slice(0, 6)}
              </Text>
            ))}
          </Layer>
          <Curve type="monotone" points={xy} baseLine={bottom} fill="url(#balance-fill)" stroke="none" />
          <Curve type="monotone" points={xy} fill="none" stroke="#1b6f80" strokeWidth={2} />
          {point && active !== null ? (
            <Layer>
              <Curve
                type="linear"
                points={[
                  { x: xy[active]!.x, y: MARGIN.top },
                  { x: xy[active]!.x, y: bottom },
                ]}
                stroke="#b8c3cf"
                fill="none"
              />
              <Dot cx={xy[active]!.x} cy={xy[active]!.y} r={4} fill="#1b6f80" stroke="#fff" strokeWidth={2} />
              <Text x={MARGIN.left} y={4} verticalAnchor="start" fill="#17212b" fontSize={13} fontWeight={600}>
                {`${formatDate(point.date, 'UTC')}: ${formatMoney(point.minor, currency, { withCode: true })}`}
              </Text>
            </Layer>
          ) : null}
        </Surface>
      ) : null}
    </div>
  );
}

const compactFormat = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const compact = (value: number) => compactFormat.format(value);
