import { sessionEndpoint } from '@corridor/contracts/auth/session';
import { callEndpoint } from '@/lib/api/call-endpoint.ts';
import { clearSession, setSession } from '@/lib/session/session-store.ts';

/**
 * At start-up: restores the user and the in-memory CSRF token after a reload.
 * "Not signed in" is an ordinary answer here, so it must not trigger the session-ended flow.
 */
export async function restoreSession(signal?: AbortSignal): Promise<void> {
  try {
    const { user, csrfToken } = await callEndpoint(sessionEndpoint, { signal, ignoreSessionErrors: true });
    setSession(user, csrfToken);
  } catch {
    // Any failure (no session, server down) leaves the visitor signed out; private pages then ask them to sign in.
    if (!signal?.aborted) clearSession();
  }
}
