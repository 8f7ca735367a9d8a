import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { currencyPairShape, isDifferentPair, samePairIssue, ZRate } from './fx-common.ts';

/**
 * GET /smebackend/api/v1/lockFx/rateHistory — the pair's mid rate from the kept rate snapshots, oldest first, over
 * the last `days` days (at most 30): what the exchange page charts.
 */
export const ZRateHistoryQuery = z
  .strictObject({ ...currencyPairShape, days: z.coerce.number().int().min(1).max(30).default(30) })
  .refine(isDifferentPair, samePairIssue());

export const ZRateHistoryResponse = z.object({
  source_currency: z.string(),
  destination_currency: z.string(),
  points: z.array(z.object({ at: z.string(), rate: ZRate })),
});
export type TRateHistoryResponse = z.infer<typeof ZRateHistoryResponse>;

export const rateHistoryEndpoint = defineEndpoint({
  method: 'GET',
  path: '/smebackend/api/v1/lockFx/rateHistory',
  summary: "A pair's mid rate over the last days (at most 30), from the kept rate snapshots, oldest first.",
  tag: 'fx',
  query: ZRateHistoryQuery,
  response: ZRateHistoryResponse,
});
