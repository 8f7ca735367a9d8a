import type { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { ZAccountList } from './currency-account.ts';

/** GET /smebackend/api/v1/settings/account/all — every currency account, closed ones included. */
export const ZAllAccountsResponse = ZAccountList;
export type TAllAccountsResponse = z.infer<typeof ZAllAccountsResponse>;

export const allAccountsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/smebackend/api/v1/settings/account/all',
  summary: 'Every currency account of the business, closed ones included.',
  tag: 'accounts',
  response: ZAllAccountsResponse,
});
