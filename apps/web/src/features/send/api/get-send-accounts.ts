import { accountSummaryEndpoint } from '@corridor/contracts/accounts/account-summary';
import { useEndpointQuery } from '@/lib/api/endpoint-hooks.ts';
import { sendKeys } from './send-keys.ts';

/** The business's currency accounts with their available balances: what a payout can be paid from. */
export function useSendAccounts() {
  return useEndpointQuery(accountSummaryEndpoint, sendKeys.accounts);
}
