import {
  passkeySignInEndpoint,
  passkeySignInOptionsEndpoint,
  type TCredentialResponse,
} from '@corridor/contracts/mfa/passkeys';
import { type PublicKeyCredentialRequestOptionsJSON, startAuthentication } from '@simplewebauthn/browser';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api/call-endpoint.ts';
import { setSession } from '@/lib/session/session-store.ts';

/**
 * A passkey sign-in: a single-use challenge from the server, the browser's own passkey dialog (the person verifies
 * with a fingerprint, face or PIN), then the server checks the signature and starts the session.
 */
async function signInWithPasskey() {
  const { challengeId, options } = await callEndpoint(passkeySignInOptionsEndpoint, { body: {} });
  const credential = await startAuthentication({
    optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
  });
  return callEndpoint(passkeySignInEndpoint, {
    body: { challengeId, credential: credential as unknown as TCredentialResponse },
  });
}

export function usePasskeySignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signInWithPasskey,
    onSuccess: ({ user, csrfToken }) => {
      // Nothing cached under a previous user may leak into this session.
      queryClient.clear();
      setSession(user, csrfToken);
    },
  });
}
