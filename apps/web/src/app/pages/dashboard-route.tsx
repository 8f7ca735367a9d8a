import { canAccess } from '@corridor/domain/access';
import { useClientDetails } from '@/features/client/api/get-client-details.ts';
import { DashboardPage } from '@/features/dashboard/pages/dashboard-page.tsx';
import { useOpenFeedback } from '@/features/feedback/components/feedback-dialog-provider.tsx';
import { useSessionUser } from '@/lib/session/session-store.ts';
import { isRouteAvailable } from '../route-availability.ts';

export function DashboardRoute() {
  const user = useSessionUser();
  const details = useClientDetails();
  const openFeedback = useOpenFeedback();
  return (
    <DashboardPage
      canOpen={(path) => user !== null && canAccess(path, user)}
      isAvailable={isRouteAvailable}
      onLeaveFeedback={openFeedback ?? undefined}
      timeZone={details.data?.client.utcOffset}
    />
  );
}
