import { closeAccountEndpoint } from '@corridor/contracts/accounts/close-account';
import { useEndpointMutation } from '@/lib/api/endpoint-hooks.ts';
import { MONEY_ROOT } from './account-keys.ts';

/** Only an empty account with nothing on its way closes (422 ACCOUNT_NOT_EMPTY or ACCOUNT_IN_USE otherwise). */
export function useCloseAccount() {
  return useEndpointMutation(closeAccountEndpoint, { invalidates: [MONEY_ROOT] });
}
