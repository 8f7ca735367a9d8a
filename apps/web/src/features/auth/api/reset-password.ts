import { resetPasswordEndpoint, resetTokenEndpoint } from '@corridor/contracts/auth/reset-password';
import { useEndpointMutation, useEndpointQuery } from '@/lib/api/endpoint-hooks.ts';

/** Is the emailed link still good? */
export function useResetToken(resetToken: string, isEnabled: boolean) {
  return useEndpointQuery(
    resetTokenEndpoint,
    ['auth', 'reset-token', resetToken],
    { params: { resetToken } },
    { enabled: isEnabled, retry: false, staleTime: Number.POSITIVE_INFINITY },
  );
}

/** Sets the new password and spends the token. */
export function useResetPassword() {
  return useEndpointMutation(resetPasswordEndpoint);
}
