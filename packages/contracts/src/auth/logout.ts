import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';

export const ZLogoutResponse = z.object({ ok: z.literal(true) });
export type TLogoutResponse = z.infer<typeof ZLogoutResponse>;

export const logoutEndpoint = defineEndpoint({
  method: 'GET',
  path: '/r/api/logout',
  summary: 'Ends the session, if any; always answers 200.',
  tag: 'auth',
  response: ZLogoutResponse,
});
