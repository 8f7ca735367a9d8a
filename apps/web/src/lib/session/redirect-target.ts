import { isSafeRedirect } from '@corridor/domain/access';
import { matchRoute } from '@corridor/domain/paths';

/** Where to return after sign-in (spec §2). sessionStorage: it dies with the tab, as the redirect should. */
const KEY = 'corridor.redirectTarget';

/** Saves `target` only when it is one of our private pages; sign-in pages never become a redirect. */
export function saveRedirectTarget(target: string) {
  if (!isSafeRedirect(target)) return;
  if (!matchRoute(target.split(/[?#]/, 1)[0] ?? '')?.isPrivate) return;
  try {
    sessionStorage.setItem(KEY, target);
  } catch {
    // Storage can be full or blocked (private mode); the user then simply lands on the default page.
  }
}

export function readRedirectTarget(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function clearRedirectTarget() {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}

export function currentLocationTarget(): string {
  return `${window.location.pathname}${window.location.search}`;
}
