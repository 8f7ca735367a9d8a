import {
  type TResetPasswordRequest,
  ZResetPasswordResponse,
  ZResetTokenResponse,
} from '@corridor/contracts/auth/reset-password';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from '@/lib/api/api-client.ts';

/** GET /r/api/resetPassword/:resetToken: is the emailed link still good? */
export function useResetToken(resetToken: string, isEnabled: boolean) {
  return useQuery({
    queryKey: ['auth', 'reset-token', resetToken],
    queryFn: ({ signal }) =>
      apiGet(`/r/api/resetPassword/${encodeURIComponent(resetToken)}`, ZResetTokenResponse, signal),
    enabled: isEnabled,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** POST /r/api/resetPassword: sets the new password and spends the token. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (body: TResetPasswordRequest) =>
      apiPost<{ message: string }>('/r/api/resetPassword', body, ZResetPasswordResponse),
  });
}
