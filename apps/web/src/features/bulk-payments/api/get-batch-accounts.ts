import { accountSummaryEndpoint } from '@corridor/contracts/accounts/account-summary';
import { useEndpointQuery } from '@/lib/api/endpoint-hooks.ts';
import { batchKeys } from './batch-keys.ts';

/** The business's currency accounts with their available balances: whether the balance can pay a batch. */
export function useBatchAccounts(isEnabled: boolean) {
  return useEndpointQuery(accountSummaryEndpoint, batchKeys.accounts, {}, { enabled: isEnabled });
}
