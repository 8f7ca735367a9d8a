import { rolesBulkEndpoint } from '@corridor/contracts/settings/users';
import { useEndpointMutation } from '@/lib/api/endpoint-hooks.ts';
import { settingsKeys } from './settings-keys.ts';

/** Sets the roles of several users in one change, all or none. */
export function useSetRolesInBulk() {
  return useEndpointMutation(rolesBulkEndpoint, { invalidates: [settingsKeys.users] });
}
