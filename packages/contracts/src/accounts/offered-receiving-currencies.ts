import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { ZReceivingOption } from './currency-options.ts';

/**
 * GET /smebackend/api/v1/settings/offeredReceivingCurrencies — currencies the business can receive in: local
 * ones first, then NZD and JPY labelled GLOBAL (spec §7).
 */
export const ZOfferedReceivingCurrenciesResponse = z.object({ currencies: z.array(ZReceivingOption) });
export type TOfferedReceivingCurrenciesResponse = z.infer<typeof ZOfferedReceivingCurrenciesResponse>;

export const offeredReceivingCurrenciesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/smebackend/api/v1/settings/offeredReceivingCurrencies',
  summary: 'The currencies the business can receive in, local or global.',
  tag: 'accounts',
  response: ZOfferedReceivingCurrenciesResponse,
});
