import { accountSummaryEndpoint } from '@corridor/contracts/accounts/account-summary';
import { useEndpointQuery } from '@/lib/api/endpoint-hooks.ts';
import { exchangeKeys } from './exchange-keys.ts';

/** The business's open currency accounts with their available balances: what can be sold and bought. */
export function useExchangeAccounts() {
  return useEndpointQuery(accountSummaryEndpoint, exchangeKeys.accounts);
}
