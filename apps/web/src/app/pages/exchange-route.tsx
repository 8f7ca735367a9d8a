import { useClientDetails } from '@/features/client/api/get-client-details.ts';
import { ExchangePage } from '@/features/exchange/pages/exchange-page.tsx';

/**
 * /r/exchange: times in the recent list are the business's own, and a new exchange starts from its default side, so
 * both come from the client feature.
 */
export function ExchangeRoute() {
  const client = useClientDetails().data?.client;
  return <ExchangePage timeZone={client?.utcOffset} defaultBookFxType={client?.default_bookfx_type} />;
}
