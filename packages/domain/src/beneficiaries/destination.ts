import { z } from 'zod';
import { findCorridor, type PayoutMethod, unsupportedCorridorMessage } from '../corridors.ts';
import type { FieldError } from '../errors.ts';
import { BENEFICIARY_MESSAGES as M } from './messages.ts';

/** Step 1 of a new contact (spec §5): the beneficiary's country and the default currency, both required. */
export const ZContactDestination = z.object({
  beneficiary_country_code: z.string({ error: M.selectCountry }).trim().min(1, M.selectCountry),
  destination_currency: z.string({ error: M.selectCurrency }).trim().min(1, M.selectCurrency),
});
export type ContactDestination = z.infer<typeof ZContactDestination>;

/** "We do not support {currency} payments to {country}" when the business's entity has no such corridor. */
export function corridorProblem(
  entity: string,
  country: string,
  currency: string,
  method?: PayoutMethod,
): FieldError | null {
  return findCorridor(entity, country, currency, method)
    ? null
    : { field: 'destination_currency', message: unsupportedCorridorMessage(currency, country) };
}
