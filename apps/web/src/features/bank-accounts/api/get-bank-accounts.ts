import { listBankAccountsEndpoint } from '@corridor/contracts/bank-accounts/bank-accounts';
import { useEndpointQuery } from '@/lib/api/endpoint-hooks.ts';
import { bankAccountKeys } from './bank-account-keys.ts';

/** The business's linked bank accounts, newest first. */
export function useBankAccounts(clientId: string) {
  return useEndpointQuery(listBankAccountsEndpoint, bankAccountKeys.list(clientId), { params: { clientId } });
}
