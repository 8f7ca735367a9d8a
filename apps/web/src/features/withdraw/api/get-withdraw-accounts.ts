import { accountSummaryEndpoint } from '@corridor/contracts/accounts/account-summary';
import { useEndpointQuery } from '@/lib/api/endpoint-hooks.ts';
import { withdrawKeys } from './withdraw-keys.ts';

/** The business's currency accounts with what each can spend now. */
export function useWithdrawAccounts() {
  return useEndpointQuery(accountSummaryEndpoint, withdrawKeys.accounts);
}
