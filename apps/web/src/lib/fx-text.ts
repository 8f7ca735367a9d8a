import { formatRate } from '@corridor/domain/rates';

/** How rates, margins and the time left on a quote or a held rate read, wherever money changes currency. */

/** "1 SGD = 0.743012 USD": a rate as a person reads it, six significant digits. */
export function rateText(rate: { source_currency: string; destination_currency: string; fx_rate: string }): string {
  return `1 ${rate.source_currency} = ${formatRate(rate.fx_rate)} ${rate.destination_currency}`;
}

/** "0:27", "1:05": the time left on a quote, rounded up to the second, never negative. */
export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * The time left on a held rate, which may be days: "9 days 23 h", "5 h 12 min", then the minute countdown ("14:05")
 * in its last hour, so the figure that matters is the one that moves.
 */
export function formatTimeLeft(ms: number): string {
  const minutes = Math.floor(Math.max(0, ms) / 60_000);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  if (days > 0) return `${days} ${days === 1 ? 'day' : 'days'} ${hours} h`;
  if (hours > 0) return `${hours} h ${minutes % 60} min`;
  return formatCountdown(ms);
}

/** A margin as a decimal fraction ("0.004") as a percentage ("0.4%"), by moving the point: no float. */
export function formatMargin(margin: string): string {
  const m = /^(\d+)(?:\.(\d*))?$/.exec(margin.trim());
  if (!m) return margin;
  const digits = `${m[1]}${(m[2] ?? '').padEnd(2, '0')}`;
  const point = m[1]!.length + 2;
  const whole = digits.slice(0, point).replace(/^0+(?=\d)/, '');
  const fraction = digits.slice(point).replace(/0+$/, '');
  return `${fraction ? `${whole}.${fraction}` : whole}%`;
}
