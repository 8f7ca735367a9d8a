import { cardBalancesEndpoint } from '@corridor/contracts/card-balances/card-balances';
import { useEndpointQuery } from '@/lib/api/endpoint-hooks.ts';
import { cardWithdrawKeys } from './card-withdraw-keys.ts';

/** The business's card balances, each with the currency account a withdrawal would go to. */
export function useCardBalances() {
  return useEndpointQuery(cardBalancesEndpoint, cardWithdrawKeys.balances);
}
