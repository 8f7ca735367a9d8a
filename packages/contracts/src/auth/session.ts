import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { ZSessionUser } from './session-user.ts';

export const ZSessionResponse = z.object({ user: ZSessionUser, csrfToken: z.string() });
export type TSessionResponse = z.infer<typeof ZSessionResponse>;

export const sessionEndpoint = defineEndpoint({
  method: 'GET',
  path: '/r/api/session',
  summary: "The current session's user and CSRF token (after a reload); 401 user_not_logged_in otherwise.",
  tag: 'auth',
  response: ZSessionResponse,
});
