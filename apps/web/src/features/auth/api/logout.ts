import { logoutEndpoint } from '@corridor/contracts/auth/logout';
import { callEndpoint } from '@/lib/api/call-endpoint.ts';

/** Ends the server session. Errors are ignored (spec §7): we sign out locally regardless. */
export async function logout(): Promise<void> {
  try {
    await callEndpoint(logoutEndpoint, { ignoreSessionErrors: true });
  } catch {
    // The session may already be gone (expired, signed in elsewhere); there is nothing left to end.
  }
}
