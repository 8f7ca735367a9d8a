import { CURRENCY_CODES } from '@corridor/domain/currencies';
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { ZAccountResponse } from './currency-account.ts';

/**
 * POST /smebackend/api/v1/settings/account/create — open one currency account (re-opens a closed one).
 * 409 ACCOUNT_EXISTS when it is already open; 422 CURRENCY_NOT_OFFERED when the entity does not offer it.
 * The web retries twice on 404 (spec §8).
 */
export const ZCreateAccountRequest = z.strictObject({
  currency: z.enum(CURRENCY_CODES, { error: 'Please select a currency' }),
  label: z.string().trim().max(50, 'Label can be at most 50 characters').optional(),
});
export type TCreateAccountRequest = z.infer<typeof ZCreateAccountRequest>;
export const ZCreateAccountResponse = ZAccountResponse;
export type TCreateAccountResponse = z.infer<typeof ZCreateAccountResponse>;

export const createAccountEndpoint = defineEndpoint({
  method: 'POST',
  path: '/smebackend/api/v1/settings/account/create',
  summary: 'Opens one currency account (or re-opens a closed one).',
  tag: 'accounts',
  body: ZCreateAccountRequest,
  response: ZCreateAccountResponse,
});
