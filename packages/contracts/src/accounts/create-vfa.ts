import { z } from 'zod';
import { ZId } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZVfa } from './currency-account.ts';

/**
 * POST /smebackend/api/v1/settings/account/createVfa — ask the bank for receiving details for an open account.
 * Answers the VFA with its status (an existing live VFA is returned as is). 422 CURRENCY_NOT_OFFERED when the
 * currency cannot be received; 404 for unknown ids or a clientId that is not the signed-in business.
 */
export const ZCreateVfaRequest = z.strictObject({ accountId: ZId, clientId: ZId });
export type TCreateVfaRequest = z.infer<typeof ZCreateVfaRequest>;
export const ZCreateVfaResponse = z.object({ vfa: ZVfa });
export type TCreateVfaResponse = z.infer<typeof ZCreateVfaResponse>;

export const createVfaEndpoint = defineEndpoint({
  method: 'POST',
  path: '/smebackend/api/v1/settings/account/createVfa',
  summary: 'Asks the bank for receiving details (a virtual account) for an open account.',
  tag: 'accounts',
  body: ZCreateVfaRequest,
  response: ZCreateVfaResponse,
});
