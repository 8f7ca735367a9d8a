import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { ZPayeeCheck } from './payee-check.ts';
import { ZClientPreferences, ZPayoutAccount, ZPayoutPricing, ZPayoutRequest } from './payout-common.ts';

export const ZValidatePayoutResponse = ZPayoutPricing.extend({
  valid: z.literal(true),
  source_account: ZPayoutAccount,
  /** Spec §5: INR special client preferences, attached when they apply (createPayout keeps them). */
  client_preferences: ZClientPreferences.nullable(),
  /** The business has maker/checker on: the payout will wait for an approver, its money held. */
  is_approval_required: z.boolean(),
  /** Things to say before confirming that do not stop the payout (a live rate, an automatic exchange). */
  warnings: z.array(z.string()),
  /** Verification of payee, for a EUR payout of a business that checks (null otherwise). */
  vop: ZPayeeCheck.nullable().optional(),
});
export type TValidatePayoutResponse = z.infer<typeof ZValidatePayoutResponse>;

/**
 * POST /smebackend/api/v1/validatePayout — runs every rule createPayout runs for one contact, writing nothing (spec §5:
 * run for every beneficiary before confirming; the web keeps each failure on its beneficiary). Refusals:
 * - 400 VALIDATION_ERROR with `errors[{ field, message }]` in the spec's words, on the payload's field
 *   (`transaction.source_amount`, `transaction.purpose_code`, …): decimals, minimums, CNY 200, JPY 50,000,000,
 *   INR purpose codes, PKR to companies, the MYR daily limit, the amount ceiling — the web reads its §8 category from
 *   the message's keywords;
 * - 400 INSUFFICIENT_FUNDS (more than the available balance, and auto book-FX off), 400 FX_HOLD_EXPIRED /
 *   FX_HOLD_USED (get a new rate);
 * - 404 NOT_FOUND: the contact, account or held rate is unknown, another business's, or deleted;
 * - 422 CORRIDOR_NOT_SUPPORTED "We do not support {currency} payments to {country}", 422 FX_RATE_UNAVAILABLE;
 * - §8 initiating payment: 422 DESTINATION_ACCOUNT_MISSING / DESTINATION_ACCOUNT_INACTIVE, 409 ACCOUNT_CLOSED.
 */
export const validatePayoutEndpoint = defineEndpoint({
  method: 'POST',
  path: '/smebackend/api/v1/validatePayout',
  summary: 'Checks a payout to one contact against every rule createPayout applies, and prices it (writes nothing).',
  tag: 'payouts',
  body: ZPayoutRequest,
  response: ZValidatePayoutResponse,
});
