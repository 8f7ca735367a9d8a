import { z } from 'zod';
import { ZSessionUser } from '../auth/session-user.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZActiveClient } from './active-client.ts';

/** GET /smebackend/api/v1/settings/client/details — the signed-in user's business and user record. */
export const ZClientDetailsResponse = z.object({ client: ZActiveClient, user: ZSessionUser });
export type TClientDetailsResponse = z.infer<typeof ZClientDetailsResponse>;

export const clientDetailsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/smebackend/api/v1/settings/client/details',
  summary: "The signed-in user's business and user record.",
  tag: 'clients',
  response: ZClientDetailsResponse,
});
