import { allAccountsEndpoint } from '@corridor/contracts/accounts/all-accounts';
import { useEndpointQuery } from '@/lib/api/endpoint-hooks.ts';
import { statementKeys } from './statement-keys.ts';

/** Every account, closed ones too, since their history stays readable. */
export function useStatementAccounts() {
  return useEndpointQuery(allAccountsEndpoint, statementKeys.accounts);
}
