import { apiRequest } from '@/lib/api/api-client.ts';

/** GET /r/api/logout: ends the server session. Errors are ignored (spec §7): we sign out locally regardless. */
export async function logout(): Promise<void> {
  try {
    await apiRequest('/r/api/logout', { ignoreSessionErrors: true });
  } catch {
    // The session may already be gone (expired, signed in elsewhere); there is nothing left to end.
  }
}
