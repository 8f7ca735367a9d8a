import { catchAllTarget } from '@corridor/domain/access';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '@/lib/session/session-store.ts';
import { PageSpinner } from '@/ui/spinner.tsx';

/** Unknown paths and "/": the dashboard when signed in, else sign-in with the path to return to (spec §2). */
export function CatchAll() {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'unknown') return <PageSpinner />;
  return <Navigate to={catchAllTarget(status === 'authenticated', `${location.pathname}${location.search}`)} replace />;
}
