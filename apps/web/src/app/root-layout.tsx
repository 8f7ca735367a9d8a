import { Navigate, Outlet, useLocation } from 'react-router';
import { useConfiguration } from '@/features/client/api/get-configuration.ts';
import { useRouteFocus } from './hooks/use-route-focus.ts';
import { useSessionLifecycle } from './hooks/use-session-lifecycle.ts';
import { PATHS } from './paths.ts';

/** Above every route: the session's start and end, focus after navigation, and the maintenance switch. */
export function RootLayout() {
  useSessionLifecycle();
  useRouteFocus();
  const configuration = useConfiguration();
  const { pathname } = useLocation();
  if (configuration.data?.isMaintenance && pathname !== PATHS.maintenance) {
    return <Navigate to={PATHS.maintenance} replace />;
  }
  return <Outlet />;
}
