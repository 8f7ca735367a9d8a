import { z } from 'zod';
import { ZSessionUser } from './session-user.ts';

/** GET /r/api/session — the current session's user and CSRF token (after a reload); 401 user_not_logged_in otherwise. */
export const ZSessionResponse = z.object({ user: ZSessionUser, csrfToken: z.string() });
export type TSessionResponse = z.infer<typeof ZSessionResponse>;
