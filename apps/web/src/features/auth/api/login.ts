import { type TLoginRequest, type TLoginResponse, ZLoginResponse } from '@corridor/contracts/auth/login';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/api/api-client.ts';
import { setSession } from '@/lib/session/session-store.ts';

/** POST /r/api/login: password + code; the server sets the session cookie and gives us the CSRF token. */
export const login = (body: TLoginRequest) => apiPost<TLoginResponse>('/r/api/login', body, ZLoginResponse);

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ user, csrfToken }) => {
      // Nothing cached under a previous user may leak into this session.
      queryClient.clear();
      setSession(user, csrfToken);
    },
  });
}
