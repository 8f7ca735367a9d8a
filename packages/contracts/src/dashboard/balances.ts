import { CURRENCY_CODES } from '@corridor/domain/currencies';
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { ZMoney } from '../money.ts';

export const ZCurrencyBalance = z.object({
  accountId: z.string(),
  currency: z.enum(CURRENCY_CODES),
  label: z.string().nullable(),
  hidden: z.boolean(),
  ledger: ZMoney,
  available: ZMoney,
  /** The ledger balance in the business's base currency, at `rate`. */
  inBaseCurrency: ZMoney,
  /** "1 unit of currency = rate base currency" (a decimal string). */
  rate: z.string(),
});

/**
 * GET /smebackend/api/v1/dashboard/balances — each open account's balances and their total in the business's
 * base currency (sandbox rates, fixed: `ratesAsOf`).
 */
export const ZDashboardBalancesResponse = z.object({
  baseCurrency: z.enum(CURRENCY_CODES),
  total: ZMoney,
  ratesAsOf: z.string(),
  balances: z.array(ZCurrencyBalance),
});
export type TDashboardBalancesResponse = z.infer<typeof ZDashboardBalancesResponse>;

export const dashboardBalancesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/smebackend/api/v1/dashboard/balances',
  summary: "Each open account's balances and their total in the business's base currency.",
  tag: 'dashboard',
  response: ZDashboardBalancesResponse,
});
