import { z } from 'zod';

/** GET /r/api/logout — ends the session; always answers 200 (errors are ignored by the web). */
export const ZLogoutResponse = z.object({ ok: z.literal(true) });
export type TLogoutResponse = z.infer<typeof ZLogoutResponse>;
