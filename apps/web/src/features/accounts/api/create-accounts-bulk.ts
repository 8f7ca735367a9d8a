import { createAccountsBulkEndpoint } from '@corridor/contracts/accounts/create-accounts-bulk';
import { useEndpointMutation } from '@/lib/api/endpoint-hooks.ts';
import { MONEY_ROOT } from './account-keys.ts';

/** Several currency accounts at once, all or none. */
export function useCreateAccountsBulk() {
  return useEndpointMutation(createAccountsBulkEndpoint, { invalidates: [MONEY_ROOT] });
}
