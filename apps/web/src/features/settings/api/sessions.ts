import { endOtherSessionsEndpoint, endSessionEndpoint, sessionsEndpoint } from '@corridor/contracts/settings/sessions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '@/lib/api/api-error.ts';
import { callEndpoint } from '@/lib/api/call-endpoint.ts';
import { useEndpointMutation, useEndpointQuery } from '@/lib/api/endpoint-hooks.ts';
import { settingsKeys } from './settings-keys.ts';

/** The signed-in user's live sessions (refreshed each minute, as "last seen" moves). */
export function useMySessions() {
  return useEndpointQuery(sessionsEndpoint, settingsKeys.sessions, {}, { refetchInterval: 60_000 });
}

/** Signs out one of the user's own sessions. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation<{ message: string }, ApiError, string>({
    mutationFn: (id) => callEndpoint(endSessionEndpoint, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.sessions }),
  });
}

/** Signs out every other session of the user. */
export function useEndOtherSessions() {
  return useEndpointMutation(endOtherSessionsEndpoint, { invalidates: [settingsKeys.sessions] });
}
