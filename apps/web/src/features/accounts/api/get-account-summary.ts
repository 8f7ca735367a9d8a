import { accountSummaryEndpoint } from '@corridor/contracts/accounts/account-summary';
import { useEndpointQuery } from '@/lib/api/endpoint-hooks.ts';
import { accountKeys } from './account-keys.ts';

/** The business's open currency accounts (hidden ones flagged) with balances. */
export function useAccountSummary() {
  return useEndpointQuery(accountSummaryEndpoint, accountKeys.summary);
}
