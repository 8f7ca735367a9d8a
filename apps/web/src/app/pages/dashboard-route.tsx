import { canAccess } from '@corridor/domain/access';
import { useClientDetails } from '@/features/client/api/get-client-details.ts';
import { DashboardPage } from '@/features/dashboard/pages/dashboard-page.tsx';
import { useSessionUser } from '@/lib/session/session-store.ts';

export function DashboardRoute() {
  const user = useSessionUser();
  const details = useClientDetails();
  return (
    <DashboardPage
      canOpen={(path) => user !== null && canAccess(path, user)}
      timeZone={details.data?.client.utcOffset}
    />
  );
}
