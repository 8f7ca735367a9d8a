import { CURRENCY_CODES } from '@corridor/domain/currencies';
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { ZAccountList } from './currency-account.ts';

/**
 * POST /smebackend/api/v1/settings/account/createBulk — open several currency accounts at once, all or none.
 * The same errors as create, naming the first currency that fails in `errors[].field` ("currencies.2").
 */
export const ZCreateAccountsBulkRequest = z.strictObject({
  currencies: z
    .array(z.enum(CURRENCY_CODES, { error: 'Please select a currency' }))
    .min(1, 'Please select at least one currency')
    .max(50)
    .refine((c) => new Set(c).size === c.length, 'Each currency can be chosen once'),
});
export type TCreateAccountsBulkRequest = z.infer<typeof ZCreateAccountsBulkRequest>;
export const ZCreateAccountsBulkResponse = ZAccountList;
export type TCreateAccountsBulkResponse = z.infer<typeof ZCreateAccountsBulkResponse>;

export const createAccountsBulkEndpoint = defineEndpoint({
  method: 'POST',
  path: '/smebackend/api/v1/settings/account/createBulk',
  summary: 'Opens several currency accounts at once, all or none.',
  tag: 'accounts',
  body: ZCreateAccountsBulkRequest,
  response: ZCreateAccountsBulkResponse,
});
