import { formatRate } from '@corridor/domain/rates';

/** "1 SGD = 0.743012 USD": a rate as a person reads it, six significant digits. */
export function rateText(rate: { source_currency: string; destination_currency: string; fx_rate: string }): string {
  return `1 ${rate.source_currency} = ${formatRate(rate.fx_rate)} ${rate.destination_currency}`;
}
