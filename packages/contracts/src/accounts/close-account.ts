import { z } from 'zod';
import { ZId } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZAccountResponse } from './currency-account.ts';

/**
 * POST /smebackend/api/v1/settings/account/close — close an empty currency account; its receiving details are
 * deactivated. 422 ACCOUNT_NOT_EMPTY while it holds or has reserved money; 404 for unknown ids.
 */
export const ZCloseAccountRequest = z.strictObject({ accountId: ZId });
export type TCloseAccountRequest = z.infer<typeof ZCloseAccountRequest>;
export const ZCloseAccountResponse = ZAccountResponse;
export type TCloseAccountResponse = z.infer<typeof ZCloseAccountResponse>;

export const closeAccountEndpoint = defineEndpoint({
  method: 'POST',
  path: '/smebackend/api/v1/settings/account/close',
  summary: 'Closes an empty currency account; its receiving details stop working.',
  tag: 'accounts',
  body: ZCloseAccountRequest,
  response: ZCloseAccountResponse,
});
