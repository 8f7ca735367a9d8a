import { updateAccountEndpoint } from '@corridor/contracts/accounts/update-account';
import { useEndpointMutation } from '@/lib/api/endpoint-hooks.ts';
import { MONEY_ROOT } from './account-keys.ts';

/** Label, default, hidden or auto-bookfx; only the fields sent change. Hidden accounts drop out of the dashboard
 * and statement pickers too, so all money queries refresh. */
export function useUpdateAccount() {
  return useEndpointMutation(updateAccountEndpoint, { invalidates: [MONEY_ROOT] });
}
