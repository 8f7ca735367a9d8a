import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { ZAccountList } from './currency-account.ts';

/**
 * GET /smebackend/api/v1/settings/account/summary?client=<clientId> — the business's open currency accounts
 * (hidden ones included, flagged) with ledger and available balances and VFA status. `client`, when given,
 * must be the signed-in business, otherwise 404.
 */
export const ZAccountSummaryQuery = z.strictObject({ client: z.string().max(64).optional() });
export type TAccountSummaryQuery = z.infer<typeof ZAccountSummaryQuery>;
export const ZAccountSummaryResponse = ZAccountList;
export type TAccountSummaryResponse = z.infer<typeof ZAccountSummaryResponse>;

export const accountSummaryEndpoint = defineEndpoint({
  method: 'GET',
  path: '/smebackend/api/v1/settings/account/summary',
  summary: "The business's open currency accounts (hidden ones flagged) with ledger and available balances.",
  tag: 'accounts',
  query: ZAccountSummaryQuery,
  response: ZAccountSummaryResponse,
});
