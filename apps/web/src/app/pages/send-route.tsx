import { FLAGS, isFeatureOn } from '@corridor/domain/flags';
import { useClientDetails } from '@/features/client/api/get-client-details.ts';
import { useClientContext } from '@/features/client/hooks/use-client-context.ts';
import { SendPage } from '@/features/send/pages/send-page.tsx';
import { isRouteAvailable } from '../route-availability.ts';

/**
 * /r/send: which ways to send are built comes from the route table, and bulk payment is offered only under the
 * ENABLE_BULK_UPLOADS flag for the business's entity; times are the business's own.
 */
export function SendRoute() {
  const details = useClientDetails();
  const { client, features } = useClientContext();
  const isBulkOn = isFeatureOn(features, FLAGS.bulkUploads, client?.client_legal_entity);
  return (
    <SendPage
      isAvailable={isRouteAvailable}
      isOffered={(path) => path !== '/r/bulkpayment' || isBulkOn}
      timeZone={details.data?.client.utcOffset}
    />
  );
}
