import { type TChangePasswordRequest, ZChangePasswordResponse } from '@corridor/contracts/auth/change-password';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api/api-client.ts';
import { getSession, updateSessionUser } from '@/lib/session/session-store.ts';

/** POST /r/api/settings/userProfile/changePassword; afterwards the password is no longer the generated one. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: TChangePasswordRequest) =>
      apiPost<{ message: string }>('/r/api/settings/userProfile/changePassword', body, ZChangePasswordResponse),
    onSuccess: () => {
      const { user } = getSession();
      if (user) updateSessionUser({ ...user, isPasswordGenerated: false });
    },
  });
}
