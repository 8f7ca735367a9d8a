import { signInPolicyEndpoint, updateSignInPolicyEndpoint } from '@corridor/contracts/mfa/sign-in-policy';
import { useEndpointMutation, useEndpointQuery } from '@/lib/api/endpoint-hooks.ts';
import { refreshSessionUser, twoFactorKey } from './two-factor.ts';

const policyKey = ['settings', 'sign-in-policy'] as const;

/** Admins: who must use an authenticator app or a passkey, and whether emailed codes stay a fallback. */
export function useSignInPolicy(isEnabled = true) {
  return useEndpointQuery(signInPolicyEndpoint, policyKey, {}, { enabled: isEnabled });
}

export function useUpdateSignInPolicy() {
  return useEndpointMutation(updateSignInPolicyEndpoint, {
    invalidates: [policyKey, twoFactorKey],
    onSuccess: refreshSessionUser,
  });
}
