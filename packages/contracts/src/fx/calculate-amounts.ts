import { z } from 'zod';
import { ZId } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZAmountIn } from '../money.ts';
import { currencyPairShape, isDifferentPair, samePairIssue, ZExchangeValue, ZFxRate } from './fx-common.ts';

/**
 * POST /smebackend/api/v1/transactions/bookFx/calculate-amounts — the exchange value for a source or a destination
 * amount (exactly one), at a held rate (`fx_hold_id`) or the live client rate. Amounts are typed text in their own
 * currency (decimals per currency, zero-decimal VND/IDR/JPY); the result is at least one smallest unit, and an
 * amount whose other side would pass the ceiling is "To amount is too large".
 */
export const ZCalculateAmountsRequest = z
  .strictObject({
    ...currencyPairShape,
    source_amount: ZAmountIn.optional(),
    destination_amount: ZAmountIn.optional(),
    fx_hold_id: ZId.optional(),
  })
  .refine(isDifferentPair, samePairIssue())
  .refine((v) => (v.source_amount === undefined) !== (v.destination_amount === undefined), {
    message: 'Enter either the amount to sell or the amount to buy',
    path: ['source_amount'],
  });
export type TCalculateAmountsRequest = z.input<typeof ZCalculateAmountsRequest>;

export const ZCalculateAmountsResponse = ZFxRate.extend({
  fixed_side: z.enum(['source', 'destination']),
  fx_hold_id: z.string().nullable(),
  exchangeValue: ZExchangeValue,
});
export type TCalculateAmountsResponse = z.infer<typeof ZCalculateAmountsResponse>;

export const calculateAmountsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/smebackend/api/v1/transactions/bookFx/calculate-amounts',
  summary: 'The exchange value (amounts, fees, rate) for a source or destination amount, at a held or live rate.',
  tag: 'fx',
  body: ZCalculateAmountsRequest,
  response: ZCalculateAmountsResponse,
});
