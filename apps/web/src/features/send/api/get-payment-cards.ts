import { savedCardsEndpoint } from '@corridor/contracts/fundings/cards';
import { useEndpointQuery } from '@/lib/api/endpoint-hooks.ts';
import { sendKeys } from './send-keys.ts';

/** The business's saved cards a payment can be charged to, newest first (the server removes duplicates). */
export function usePaymentCards(isEnabled: boolean) {
  return useEndpointQuery(savedCardsEndpoint, sendKeys.cards, undefined, { enabled: isEnabled });
}
