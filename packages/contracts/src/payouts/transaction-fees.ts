import { defineEndpoint } from '../endpoint.ts';
import { ZPayoutPricing, ZPayoutPricingRequest } from './payout-common.ts';

/**
 * POST /smebackend/api/v1/transactionFees — the "set amount" step's live calculation for one contact: every exchange
 * value of spec §3 (value and display), the fees, the client rate fields and the payout method, at a held rate
 * (`fx_hold_id`) or the live client rate. Exactly one amount; amounts over-precise, below the minimum or over a limit
 * are a 400 VALIDATION_ERROR on the typed field. Writes nothing and checks no balance (validatePayout does). What to
 * show when it fails (spec §8: a calculation with source amount 1000) is the web's.
 */
export const transactionFeesEndpoint = defineEndpoint({
  method: 'POST',
  path: '/smebackend/api/v1/transactionFees',
  summary: 'Prices a payout to a contact: exchange value, fees, client rate and payout method (writes nothing).',
  tag: 'payouts',
  body: ZPayoutPricingRequest,
  response: ZPayoutPricing,
});
