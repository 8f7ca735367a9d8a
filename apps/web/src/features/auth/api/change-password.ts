import { changePasswordEndpoint } from '@corridor/contracts/auth/change-password';
import { useEndpointMutation } from '@/lib/api/endpoint-hooks.ts';
import { getSession, updateSessionUser } from '@/lib/session/session-store.ts';

/** Afterwards the password is no longer the generated one. */
export function useChangePassword() {
  return useEndpointMutation(changePasswordEndpoint, {
    onSuccess: () => {
      const { user } = getSession();
      if (user) updateSessionUser({ ...user, isPasswordGenerated: false });
    },
  });
}
