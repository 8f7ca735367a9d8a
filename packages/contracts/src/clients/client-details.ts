import { z } from 'zod';
import { ZSessionUser } from '../auth/session-user.ts';
import { ZActiveClient } from './active-client.ts';

/** GET /smebackend/api/v1/settings/client/details — the signed-in user's business and user record. */
export const ZClientDetailsResponse = z.object({ client: ZActiveClient, user: ZSessionUser });
export type TClientDetailsResponse = z.infer<typeof ZClientDetailsResponse>;
