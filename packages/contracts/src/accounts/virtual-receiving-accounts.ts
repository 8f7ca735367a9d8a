import { CURRENCY_CODES } from '@corridor/domain/currencies';
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';

/**
 * GET /smebackend/api/v1/settings/virtualReceivingAccounts?source=<entity> — the entity's own virtual receiving
 * account currency (AU AUD, HK HKD, US USD, GB GBP, LT EUR; none elsewhere). `source` defaults to the signed-in
 * business's entity.
 */
export const ZVirtualReceivingAccountsQuery = z.strictObject({ source: z.string().min(2).max(2).optional() });
export const ZVirtualReceivingAccountsResponse = z.object({
  accounts: z.array(z.object({ currencyCode: z.enum(CURRENCY_CODES) })),
});
export type TVirtualReceivingAccountsResponse = z.infer<typeof ZVirtualReceivingAccountsResponse>;

export const virtualReceivingAccountsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/smebackend/api/v1/settings/virtualReceivingAccounts',
  summary: "The legal entity's own virtual receiving account currencies.",
  tag: 'accounts',
  query: ZVirtualReceivingAccountsQuery,
  response: ZVirtualReceivingAccountsResponse,
});
