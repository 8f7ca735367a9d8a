import { listBankAccountsEndpoint } from '@corridor/contracts/bank-accounts/bank-accounts';
import { useEndpointQuery } from '@/lib/api/endpoint-hooks.ts';
import { withdrawKeys } from './withdraw-keys.ts';

/** The business's linked bank accounts: where a withdrawal can go. */
export function useLinkedAccounts(clientId: string) {
  return useEndpointQuery(listBankAccountsEndpoint, withdrawKeys.bankAccounts(clientId), { params: { clientId } });
}
