import { deleteCardEndpoint, saveCardEndpoint, savedCardsEndpoint } from '@corridor/contracts/fundings/cards';
import { useEndpointMutation, useEndpointQuery } from '@/lib/api/endpoint-hooks.ts';
import { addMoneyKeys } from './add-money-keys.ts';

/** The business's saved cards, newest first, one per card (the server removes duplicates). */
export function useSavedCards() {
  return useEndpointQuery(savedCardsEndpoint, addMoneyKeys.savedCards);
}

/**
 * Hands a typed card to the card processor through our API (its only trip: the number and CVV are kept nowhere);
 * the saved-card list is fetched again, so a new card comes first (spec §4).
 */
export function useSaveCard() {
  return useEndpointMutation(saveCardEndpoint, { invalidates: [addMoneyKeys.savedCards] });
}

export function useDeleteCard() {
  return useEndpointMutation(deleteCardEndpoint, { invalidates: [addMoneyKeys.savedCards] });
}
