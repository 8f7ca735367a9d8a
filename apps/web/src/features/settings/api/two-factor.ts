import { sessionEndpoint } from '@corridor/contracts/auth/session';
import {
  recoveryCodesEndpoint,
  totpConfirmEndpoint,
  totpRemoveEndpoint,
  totpSetupEndpoint,
  twoFactorStatusEndpoint,
} from '@corridor/contracts/mfa/two-factor';
import { callEndpoint } from '@/lib/api/call-endpoint.ts';
import { useEndpointMutation, useEndpointQuery } from '@/lib/api/endpoint-hooks.ts';
import { updateSessionUser } from '@/lib/session/session-store.ts';

export const twoFactorKey = ['settings', 'two-factor'] as const;

/** The signed-in user's authenticator app, recovery codes, passkeys and the business's policy. */
export function useTwoFactorStatus() {
  return useEndpointQuery(twoFactorStatusEndpoint, twoFactorKey);
}

/**
 * A factor added or removed can end "sent to enrol": the session's user is read again so the app's redirects
 * follow at once.
 */
export async function refreshSessionUser() {
  const { user } = await callEndpoint(sessionEndpoint);
  updateSessionUser(user);
}

export function useTotpSetup() {
  return useEndpointMutation(totpSetupEndpoint);
}

export function useTotpConfirm() {
  return useEndpointMutation(totpConfirmEndpoint, { invalidates: [twoFactorKey], onSuccess: refreshSessionUser });
}

export function useTotpRemove() {
  return useEndpointMutation(totpRemoveEndpoint, { invalidates: [twoFactorKey], onSuccess: refreshSessionUser });
}

export function useRenewRecoveryCodes() {
  return useEndpointMutation(recoveryCodesEndpoint, { invalidates: [twoFactorKey] });
}
