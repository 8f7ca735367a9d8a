import type { TSessionUser } from '@corridor/contracts/auth/session-user';
import { useSyncExternalStore } from 'react';

/**
 * The signed-in user and the CSRF token, in memory only: a reload asks GET /r/api/session again, so the token
 * never sits in storage where another script could read it.
 */
export type SessionState =
  | { status: 'unknown'; user: null; csrfToken: null; endedBy: null }
  /** `endedBy` says why a session just ended (logout or a session error); the app then decides where to go. */
  | { status: 'anonymous'; user: null; csrfToken: null; endedBy: string | null }
  | { status: 'authenticated'; user: TSessionUser; csrfToken: string; endedBy: null };

let state: SessionState = { status: 'unknown', user: null, csrfToken: null, endedBy: null };
const listeners = new Set<() => void>();

function set(next: SessionState) {
  state = next;
  for (const listener of listeners) listener();
}

export function getSession(): SessionState {
  return state;
}

export function setSession(user: TSessionUser, csrfToken: string) {
  set({ status: 'authenticated', user, csrfToken, endedBy: null });
}

/** Keeps the token, refreshes what we know of the user (client details return the user too). */
export function updateSessionUser(user: TSessionUser) {
  if (state.status === 'authenticated') set({ ...state, user });
}

export function clearSession(endedBy: string | null = null) {
  set({ status: 'anonymous', user: null, csrfToken: null, endedBy });
}

/** Once the app has moved to a sign-in page, a later visit to a private page is an ordinary anonymous visit. */
export function markSessionEndHandled() {
  if (state.status === 'anonymous' && state.endedBy) set({ ...state, endedBy: null });
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

/** For components that only render inside a signed-in area. */
export function useSessionUser(): TSessionUser | null {
  return useSession().user;
}
