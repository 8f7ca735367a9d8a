import { CURRENCY_CODES } from '@corridor/domain/currencies';
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { ZMinorUnits } from '../money.ts';

/**
 * GET /smebackend/api/v1/dashboard/balanceHistory?days=90[&currency=SGD] — closing balance per day (the
 * business's own days), oldest first, for each open account's currency; without `currency`, also the total
 * in the base currency (at today's sandbox rates) as the series with isBaseTotal.
 */
export const ZBalanceHistoryQuery = z.strictObject({
  days: z.coerce.number().int().min(7).max(365).default(90),
  currency: z.enum(CURRENCY_CODES).optional(),
});
/** One day's closing balance, in minor units of its series' currency: numbers once, formatted by whoever shows them. */
export const ZBalancePoint = z.object({ date: z.string(), balanceMinor: ZMinorUnits });
export const ZBalanceSeries = z.object({
  currency: z.enum(CURRENCY_CODES),
  isBaseTotal: z.boolean(),
  points: z.array(ZBalancePoint),
});
export type TBalanceSeries = z.infer<typeof ZBalanceSeries>;
export const ZBalanceHistoryResponse = z.object({
  days: z.number().int(),
  baseCurrency: z.enum(CURRENCY_CODES),
  series: z.array(ZBalanceSeries),
});
export type TBalanceHistoryResponse = z.infer<typeof ZBalanceHistoryResponse>;

export const balanceHistoryEndpoint = defineEndpoint({
  method: 'GET',
  path: '/smebackend/api/v1/dashboard/balanceHistory',
  summary: 'Closing balance per day for each open currency, and their total in the base currency.',
  tag: 'dashboard',
  query: ZBalanceHistoryQuery,
  response: ZBalanceHistoryResponse,
});
