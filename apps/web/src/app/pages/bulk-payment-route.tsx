import { FLAGS, isFeatureOn } from '@corridor/domain/flags';
import { BulkPaymentPage } from '@/features/bulk-payments/pages/bulk-payment-page.tsx';
import { useClientDetails } from '@/features/client/api/get-client-details.ts';
import { useClientContext } from '@/features/client/hooks/use-client-context.ts';
import { SkeletonBlock } from '@/ui/skeleton.tsx';

/**
 * /r/bulkpayment: the business (its id, for the progress topic) and the ENABLE_BULK_UPLOADS flag for its entity come
 * from the client feature; the flags through the shell's own hook (see withdraw-route.tsx for why).
 */
export function BulkPaymentRoute() {
  const client = useClientDetails().data?.client;
  const { features, isPending } = useClientContext();
  if (!client || isPending) return <SkeletonBlock label="Loading" lines={4} />;
  return (
    <BulkPaymentPage
      clientId={client._id}
      isEnabled={isFeatureOn(features, FLAGS.bulkUploads, client.client_legal_entity)}
    />
  );
}
