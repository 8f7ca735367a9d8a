import { parseDecimal } from '@corridor/domain/money';

/** Compares two decimal strings exactly (no float): negative, zero or positive like a sort comparator. */
export function compareDecimal(a: string, b: string): number {
  const x = parseDecimal(a);
  const y = parseDecimal(b);
  const scale = Math.max(x.scale, y.scale);
  const left = x.digits * 10n ** BigInt(scale - x.scale);
  const right = y.digits * 10n ** BigInt(scale - y.scale);
  return left < right ? -1 : left > right ? 1 : 0;
}

/** The lowest, highest and latest of a series of rates: the chart's summary in words. */
export function rateRange(points: readonly { rate: string }[]): { low: string; high: string; last: string } | null {
  if (points.length === 0) return null;
  let low = points[0]!.rate;
  let high = low;
  for (const { rate } of points) {
    if (compareDecimal(rate, low) < 0) low = rate;
    if (compareDecimal(rate, high) > 0) high = rate;
  }
  return { low, high, last: points[points.length - 1]!.rate };
}
