import { Navigate, Outlet, useLocation } from 'react-router';
import { useConfiguration } from '@/features/client/api/get-configuration.ts';
import { useSessionLifecycle } from './hooks/use-session-lifecycle.ts';
import { PATHS } from './paths.ts';

/** Above every route: the session's start and end, and the maintenance switch. */
export function RootLayout() {
  useSessionLifecycle();
  const configuration = useConfiguration();
  const { pathname } = useLocation();
  if (configuration.data?.isMaintenance && pathname !== PATHS.maintenance) {
    return <Navigate to={PATHS.maintenance} replace />;
  }
  return <Outlet />;
}
