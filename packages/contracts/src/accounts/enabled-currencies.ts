import { CURRENCY_CODES } from '@corridor/domain/currencies';
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';

/** GET /smebackend/api/v1/settings/account/enabledCurrencies — currencies the business has an open account in. */
export const ZEnabledCurrency = z.object({
  currency: z.enum(CURRENCY_CODES),
  accountId: z.string(),
  is_default_account: z.boolean(),
  canReceive: z.boolean(),
});
export const ZEnabledCurrenciesResponse = z.object({ currencies: z.array(ZEnabledCurrency) });
export type TEnabledCurrenciesResponse = z.infer<typeof ZEnabledCurrenciesResponse>;

export const enabledCurrenciesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/smebackend/api/v1/settings/account/enabledCurrencies',
  summary: 'The currencies the business has an open account in.',
  tag: 'accounts',
  response: ZEnabledCurrenciesResponse,
});
