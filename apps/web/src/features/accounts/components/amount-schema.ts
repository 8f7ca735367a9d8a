import { parseAmount } from '@corridor/domain/money';
import { z } from 'zod';

/**
 * An amount field checked with the domain's parser for the currency's decimals (2, or none for JPY, IDR, VND):
 * the form keeps the typed text, and the minor units come from parseAmount again on submit.
 */
export function zAmountFor(currency: string) {
  return z.string().superRefine((text, ctx) => {
    const parsed = parseAmount(text, currency);
    if (!parsed.ok) ctx.addIssue({ code: 'custom', message: parsed.message });
  });
}

/** The minor units of an amount that already passed zAmountFor. */
export function minorOf(text: string, currency: string): bigint {
  const parsed = parseAmount(text, currency);
  if (!parsed.ok) throw new RangeError(parsed.message);
  return parsed.minor;
}
