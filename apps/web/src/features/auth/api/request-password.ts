import { requestPasswordEndpoint } from '@corridor/contracts/auth/request-password';
import { useEndpointMutation } from '@/lib/api/endpoint-hooks.ts';

/** Emails a reset link; the answer is the same whether the account exists. */
export function useRequestPassword() {
  return useEndpointMutation(requestPasswordEndpoint);
}
