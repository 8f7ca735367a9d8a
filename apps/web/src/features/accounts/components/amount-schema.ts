import { parseAmount } from '@corridor/domain/money';
import { z } from 'zod';

/**
 * An amount field checked with the domain's parser for the currency's decimals (2, or none for JPY, IDR, VND), so
 * mistakes show before sending. The typed text is what goes on the wire (ZAmountIn): the server parses it once.
 */
export function zAmountFor(currency: string) {
  return z.string().superRefine((text, ctx) => {
    const parsed = parseAmount(text, currency);
    if (!parsed.ok) ctx.addIssue({ code: 'custom', message: parsed.message });
  });
}
