import { FpxSuccessPage } from '@/features/add-money/pages/fpx-success-page.tsx';
import { useClientDetails } from '@/features/client/api/get-client-details.ts';

/** /r/fpx/success: back from the bank's FPX page, times in the business's own zone. */
export function FpxSuccessRoute() {
  const details = useClientDetails();
  return <FpxSuccessPage timeZone={details.data?.client.utcOffset} />;
}
