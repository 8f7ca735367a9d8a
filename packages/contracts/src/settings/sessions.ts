import { z } from 'zod';
import { ZId } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';

/** One of the signed-in user's live sessions. */
export const ZUserSession = z.object({
  _id: z.string(),
  /** "Chrome on Windows", from the user agent it was started with. */
  device: z.string(),
  /** A country or network by its address, or "Unknown": no outside lookup is made. */
  place: z.string(),
  ip_address: z.string().nullable(),
  started_at: z.string(),
  last_seen_at: z.string(),
  is_current: z.boolean(),
});
export type TUserSession = z.infer<typeof ZUserSession>;
export const ZUserSessions = z.object({ sessions: z.array(ZUserSession) });

export const sessionsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/r/api/settings/userProfile/sessions',
  summary: "The signed-in user's active sessions: device, place and when last seen.",
  tag: 'settings',
  response: ZUserSessions,
});

/** Ends one of the user's own sessions (another user's id, or an ended one: 404). */
export const endSessionEndpoint = defineEndpoint({
  method: 'POST',
  path: '/r/api/settings/userProfile/sessions/:id/signOut',
  summary: "Signs out one of the user's own sessions.",
  tag: 'settings',
  params: z.strictObject({ id: ZId }),
  response: z.object({ message: z.string() }),
});

/** Ends every session of the user but the one calling ("sign out everywhere else"). */
export const endOtherSessionsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/r/api/settings/userProfile/sessions/signOutOthers',
  summary: "Signs out all of the user's other sessions.",
  tag: 'settings',
  response: z.object({ message: z.string(), ended: z.number().int() }),
});
