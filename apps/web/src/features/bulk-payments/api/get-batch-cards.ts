import { savedCardsEndpoint } from '@corridor/contracts/fundings/cards';
import { useEndpointQuery } from '@/lib/api/endpoint-hooks.ts';
import { batchKeys } from './batch-keys.ts';

/** The business's saved cards a batch can be charged to, newest first. */
export function useBatchCards(isEnabled: boolean) {
  return useEndpointQuery(savedCardsEndpoint, batchKeys.cards, undefined, { enabled: isEnabled });
}
