import type { TSettingsUser } from '@corridor/contracts/settings/users';
import { deactivateUserEndpoint } from '@corridor/contracts/settings/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '@/lib/api/api-error.ts';
import { callEndpoint } from '@/lib/api/call-endpoint.ts';
import { settingsKeys } from './settings-keys.ts';

/** Deactivates a user (their sessions end on the server); the users list is refreshed. */
export function useDeactivateUser() {
  const queryClient = useQueryClient();
  return useMutation<{ message: string; user: TSettingsUser }, ApiError, string>({
    mutationFn: (id) => callEndpoint(deactivateUserEndpoint, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.users }),
  });
}
