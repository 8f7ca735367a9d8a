import { canAccess } from '@corridor/domain/access';
import { DashboardPage } from '@/features/dashboard/pages/dashboard-page.tsx';
import { useSessionUser } from '@/lib/session/session-store.ts';

export function DashboardRoute() {
  const user = useSessionUser();
  return <DashboardPage canOpen={(path) => user !== null && canAccess(path, user)} />;
}
