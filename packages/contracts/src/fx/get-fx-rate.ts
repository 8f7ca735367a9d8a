import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { currencyPairShape, isDifferentPair, samePairIssue, ZFxRate } from './fx-common.ts';

/**
 * GET /smebackend/api/v1/lockFx/getFxRate — a live quote for the client: mid and client rate, when it expires
 * (QUOTE_TTL_SECONDS), and `rate_signature`, an HMAC over the quote and its expiry that lockFxRate verifies.
 */
export const ZGetFxRateQuery = z.strictObject(currencyPairShape).refine(isDifferentPair, samePairIssue());

export const ZFxQuote = ZFxRate.extend({
  quoted_at: z.string(),
  expires_at: z.string(),
  rate_signature: z.string(),
});
export type TFxQuote = z.infer<typeof ZFxQuote>;

export const getFxRateEndpoint = defineEndpoint({
  method: 'GET',
  path: '/smebackend/api/v1/lockFx/getFxRate',
  summary: "A signed live quote for a currency pair at the client's rate; lock it with lockFxRate before it expires.",
  tag: 'fx',
  query: ZGetFxRateQuery,
  response: ZFxQuote,
});
