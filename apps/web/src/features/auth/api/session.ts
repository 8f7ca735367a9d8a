import { type TSessionResponse, ZSessionResponse } from '@corridor/contracts/auth/session';
import { apiRequest } from '@/lib/api/api-client.ts';
import { clearSession, setSession } from '@/lib/session/session-store.ts';

/**
 * GET /r/api/session at start-up: restores the user and the in-memory CSRF token after a reload.
 * "Not signed in" is an ordinary answer here, so it must not trigger the session-ended flow.
 */
export async function restoreSession(signal?: AbortSignal): Promise<void> {
  try {
    const { user, csrfToken } = await apiRequest<TSessionResponse>('/r/api/session', {
      schema: ZSessionResponse,
      signal,
      ignoreSessionErrors: true,
    });
    setSession(user, csrfToken);
  } catch {
    // Any failure (no session, server down) leaves the visitor signed out; private pages then ask them to sign in.
    if (!signal?.aborted) clearSession();
  }
}
