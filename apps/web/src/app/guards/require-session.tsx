import { enrolmentRedirect, loginWithRedirect } from '@corridor/domain/access';
import { Navigate, Outlet, useLocation } from 'react-router';
import { saveRedirectTarget } from '@/lib/session/redirect-target.ts';
import { useSession } from '@/lib/session/session-store.ts';
import { PageSpinner } from '@/ui/spinner.tsx';

/**
 * Private routes (spec §2): an anonymous visitor goes to sign-in and the page they wanted is kept as the
 * redirect target. A user the sign-in policy sends to enrol stays on the enrolment page. When a session has just ended (logout, session error) the app's handler chooses the page.
 */
export function RequireSession() {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'unknown') return <PageSpinner label="Loading your session…" />;
  if (session.status === 'anonymous') {
    if (session.endedBy) return <PageSpinner label="Signing out…" />;
    const target = `${location.pathname}${location.search}`;
    saveRedirectTarget(target);
    return <Navigate to={loginWithRedirect(target)} replace />;
  }
  const enrol = enrolmentRedirect(session.user, location.pathname);
  if (enrol) return <Navigate to={enrol} replace />;
  return <Outlet />;
}
