import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { ZAllAccountsResponse } from './all-accounts.ts';
import { ZCloseAccountRequest, ZCloseAccountResponse } from './close-account.ts';
import { ZCreateAccountRequest, ZCreateAccountResponse } from './create-account.ts';

/**
 * The "Open currency" calls of spec §7 (accounts all/open/close with clientId). They do what the settings calls
 * do; the clientId they carry must be the caller's own business, or the answer is 404 NOT_FOUND.
 */
const ZClientId = z.string().uuid('Unknown client');

export const ZOpenCurrencyAllQuery = z.strictObject({ clientId: ZClientId });
export const ZOpenCurrencyAllResponse = ZAllAccountsResponse;

export const ZOpenCurrencyOpenRequest = ZCreateAccountRequest.extend({ clientId: ZClientId });
export type TOpenCurrencyOpenRequest = z.infer<typeof ZOpenCurrencyOpenRequest>;
export const ZOpenCurrencyOpenResponse = ZCreateAccountResponse;

export const ZOpenCurrencyCloseRequest = ZCloseAccountRequest.extend({ clientId: ZClientId });
export type TOpenCurrencyCloseRequest = z.infer<typeof ZOpenCurrencyCloseRequest>;
export const ZOpenCurrencyCloseResponse = ZCloseAccountResponse;

export const openCurrencyAllEndpoint = defineEndpoint({
  method: 'GET',
  path: '/smebackend/api/v1/accounts/all',
  summary: "Every currency account of the business named by clientId (the caller's own, else 404).",
  tag: 'accounts',
  query: ZOpenCurrencyAllQuery,
  response: ZOpenCurrencyAllResponse,
});

export const openCurrencyOpenEndpoint = defineEndpoint({
  method: 'POST',
  path: '/smebackend/api/v1/accounts/open',
  summary: "Opens a currency account for the business named by clientId (the caller's own, else 404).",
  tag: 'accounts',
  body: ZOpenCurrencyOpenRequest,
  response: ZOpenCurrencyOpenResponse,
});

export const openCurrencyCloseEndpoint = defineEndpoint({
  method: 'POST',
  path: '/smebackend/api/v1/accounts/close',
  summary: "Closes a currency account of the business named by clientId (the caller's own, else 404).",
  tag: 'accounts',
  body: ZOpenCurrencyCloseRequest,
  response: ZOpenCurrencyCloseResponse,
});
