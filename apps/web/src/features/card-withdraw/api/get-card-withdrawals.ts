import { cardWithdrawalsEndpoint } from '@corridor/contracts/card-balances/card-withdraw';
import { useEndpointQuery } from '@/lib/api/endpoint-hooks.ts';
import { cardWithdrawKeys } from './card-withdraw-keys.ts';

export const RECENT_CARD_WITHDRAWALS = 10;

/** The business's latest card withdrawals, newest first. */
export function useCardWithdrawals() {
  return useEndpointQuery(cardWithdrawalsEndpoint, cardWithdrawKeys.withdrawals, {
    query: { limit: RECENT_CARD_WITHDRAWALS },
  });
}
