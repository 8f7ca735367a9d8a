import { CURRENCY_CODES } from '@corridor/domain/currencies';
import { ENTRY_TYPES, LEDGER_TYPES } from '@corridor/domain/entry-types';
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { ZMoney } from '../money.ts';

/** GET /smebackend/api/v1/dashboard/recentActivity?limit=10 — the latest entries across the business's accounts. */
export const ZRecentActivityQuery = z.strictObject({ limit: z.coerce.number().int().min(1).max(50).default(10) });
export const ZActivityItem = z.object({
  id: z.string(),
  accountId: z.string(),
  currency: z.enum(CURRENCY_CODES),
  date: z.string(),
  transactionId: z.string(),
  type: z.enum(ENTRY_TYPES),
  typeLabel: z.string(),
  ledgerType: z.enum(LEDGER_TYPES),
  amount: ZMoney,
  reference: z.string(),
});
export type TActivityItem = z.infer<typeof ZActivityItem>;
export const ZRecentActivityResponse = z.object({ items: z.array(ZActivityItem) });
export type TRecentActivityResponse = z.infer<typeof ZRecentActivityResponse>;

export const recentActivityEndpoint = defineEndpoint({
  method: 'GET',
  path: '/smebackend/api/v1/dashboard/recentActivity',
  summary: "The latest entries across the business's accounts.",
  tag: 'dashboard',
  query: ZRecentActivityQuery,
  response: ZRecentActivityResponse,
});
