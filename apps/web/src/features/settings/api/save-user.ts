import { createUserEndpoint, updateUserEndpoint } from '@corridor/contracts/settings/users';
import { useEndpointMutation } from '@/lib/api/endpoint-hooks.ts';
import { settingsKeys } from './settings-keys.ts';

/** Adds a user (mailed a generated password); the users list is refreshed. */
export function useCreateUser() {
  return useEndpointMutation(createUserEndpoint, { invalidates: [settingsKeys.users] });
}

/** Changes a user's name, roles and boxes; the users list is refreshed. */
export function useUpdateUser() {
  return useEndpointMutation(updateUserEndpoint, { invalidates: [settingsKeys.users] });
}
