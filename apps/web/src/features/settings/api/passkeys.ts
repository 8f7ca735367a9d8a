import {
  addPasskeyEndpoint,
  deletePasskeyEndpoint,
  passkeyRegistrationOptionsEndpoint,
  type TCredentialResponse,
} from '@corridor/contracts/mfa/passkeys';
import { type PublicKeyCredentialCreationOptionsJSON, startRegistration } from '@simplewebauthn/browser';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api/call-endpoint.ts';
import { refreshSessionUser, twoFactorKey } from './two-factor.ts';

/**
 * Adds a passkey: the server's options (a single-use challenge), the browser's own dialog (the person verifies with
 * a PIN or biometrics), then the server checks and keeps the public key.
 */
async function addPasskey(name: string) {
  const { challengeId, options } = await callEndpoint(passkeyRegistrationOptionsEndpoint, { body: {} });
  const credential = await startRegistration({
    optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
  });
  // The library's JSON types are interfaces; the contract checks the same outline on the server.
  return callEndpoint(addPasskeyEndpoint, {
    body: { challengeId, name, credential: credential as unknown as TCredentialResponse },
  });
}

export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPasskey,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: twoFactorKey });
      await refreshSessionUser();
    },
  });
}

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(deletePasskeyEndpoint, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorKey }),
  });
}
