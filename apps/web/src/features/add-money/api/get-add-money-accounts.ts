import { accountSummaryEndpoint } from '@corridor/contracts/accounts/account-summary';
import { useEndpointQuery } from '@/lib/api/endpoint-hooks.ts';
import { addMoneyKeys } from './add-money-keys.ts';

/** The business's currency accounts money can be added to. */
export function useAddMoneyAccounts() {
  return useEndpointQuery(accountSummaryEndpoint, addMoneyKeys.accounts);
}
