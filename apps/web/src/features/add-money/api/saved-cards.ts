import {
  deleteCardEndpoint,
  saveCardEndpoint,
  savedCardsEndpoint,
  type TSavedCardList,
} from '@corridor/contracts/fundings/cards';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '@/lib/api/api-error.ts';
import { callEndpoint } from '@/lib/api/call-endpoint.ts';
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

/** Removes a saved card (every token of it); the list comes back without it. */
export function useDeleteCard() {
  const queryClient = useQueryClient();
  return useMutation<TSavedCardList, ApiError, string>({
    mutationFn: (id) => callEndpoint(deleteCardEndpoint, { params: { id } }),
    onSuccess: (list) => queryClient.setQueryData(addMoneyKeys.savedCards, list),
  });
}
