import { useClientDetails } from '@/features/client/api/get-client-details.ts';
import { FxHedgingPage } from '@/features/fx-hedging/pages/fx-hedging-page.tsx';

/** /r/fxhedging: dates and times are the business's own, so its UTC offset comes from the client feature. */
export function FxHedgingRoute() {
  const details = useClientDetails();
  return <FxHedgingPage timeZone={details.data?.client.utcOffset} />;
}
