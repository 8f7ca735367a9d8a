import { useClientDetails } from '@/features/client/api/get-client-details.ts';
import { SendPage } from '@/features/send/pages/send-page.tsx';
import { isRouteAvailable } from '../route-availability.ts';

/** /r/send: which ways to send are built comes from the route table; times are the business's own. */
export function SendRoute() {
  const details = useClientDetails();
  return <SendPage isAvailable={isRouteAvailable} timeZone={details.data?.client.utcOffset} />;
}
