import { loginEndpoint } from '@corridor/contracts/auth/login';
import { useQueryClient } from '@tanstack/react-query';
import { useEndpointMutation } from '@/lib/api/endpoint-hooks.ts';
import { setSession } from '@/lib/session/session-store.ts';

/** Password + code; the server sets the session cookie and gives us the CSRF token. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useEndpointMutation(loginEndpoint, {
    onSuccess: ({ user, csrfToken }) => {
      // Nothing cached under a previous user may leak into this session.
      queryClient.clear();
      setSession(user, csrfToken);
    },
  });
}
