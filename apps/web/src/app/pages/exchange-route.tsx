import { useClientDetails } from '@/features/client/api/get-client-details.ts';
import { ExchangePage } from '@/features/exchange/pages/exchange-page.tsx';

/** /r/exchange: times in the recent list are the business's own, so its UTC offset comes from the client feature. */
export function ExchangeRoute() {
  const details = useClientDetails();
  return <ExchangePage timeZone={details.data?.client.utcOffset} />;
}
