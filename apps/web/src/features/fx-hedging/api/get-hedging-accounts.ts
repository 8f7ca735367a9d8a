import { accountSummaryEndpoint } from '@corridor/contracts/accounts/account-summary';
import { useEndpointQuery } from '@/lib/api/endpoint-hooks.ts';
import { hedgingKeys } from './hedging-keys.ts';

/** The business's currency accounts: what a forward contract can sell from and buy into. */
export function useHedgingAccounts() {
  return useEndpointQuery(accountSummaryEndpoint, hedgingKeys.accounts);
}
