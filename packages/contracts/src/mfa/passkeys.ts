import { ZPasskeyName } from '@corridor/domain/mfa';
import { z } from 'zod';
import { ZLoginResponse } from '../auth/login.ts';
import { ZId, ZMessage } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZPasskeyView } from './two-factor.ts';

/**
 * WebAuthn options and answers travel as the JSON that @simplewebauthn/browser and /server exchange; the server
 * checks them with the library, so here only their outline is pinned (and their size bounded).
 */
const b64url = z
  .string()
  .max(4096)
  .regex(/^[A-Za-z0-9_-]*$/, 'Not base64url');
export const ZPublicKeyOptions = z.looseObject({ challenge: z.string() });

export const ZCredentialResponse = z.strictObject({
  id: b64url,
  rawId: b64url,
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  response: z.looseObject({
    clientDataJSON: b64url,
    attestationObject: b64url.optional(),
    authenticatorData: b64url.optional(),
    signature: b64url.optional(),
    userHandle: b64url.optional(),
    transports: z.array(z.string().max(32)).max(10).optional(),
  }),
});
export type TCredentialResponse = z.infer<typeof ZCredentialResponse>;

export const ZPasskeyChallenge = z.object({ challengeId: z.string(), options: ZPublicKeyOptions });
export type TPasskeyChallenge = z.infer<typeof ZPasskeyChallenge>;

const SETTINGS = '/smebackend/api/v1/settings/passkeys';

export const passkeyRegistrationOptionsEndpoint = defineEndpoint({
  method: 'POST',
  path: `${SETTINGS}/options`,
  summary: 'Starts adding a passkey: registration options with a single-use challenge (5 minutes).',
  tag: 'mfa',
  body: z.strictObject({}),
  response: ZPasskeyChallenge,
});

export const ZAddPasskeyRequest = z.strictObject({
  challengeId: ZId,
  name: ZPasskeyName,
  credential: ZCredentialResponse,
});
export type TAddPasskeyRequest = z.infer<typeof ZAddPasskeyRequest>;

export const addPasskeyEndpoint = defineEndpoint({
  method: 'POST',
  path: SETTINGS,
  summary: "Adds the passkey the browser created for the challenge; one already registered (anyone's) is refused.",
  tag: 'mfa',
  body: ZAddPasskeyRequest,
  response: ZPasskeyView,
  status: 201,
});

export const deletePasskeyEndpoint = defineEndpoint({
  method: 'DELETE',
  path: `${SETTINGS}/:id`,
  summary: "Removes one of the signed-in user's passkeys (another user's is a 404).",
  tag: 'mfa',
  params: z.strictObject({ id: ZId }),
  response: ZMessage,
});

export const passkeySignInOptionsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/r/api/authentication/passkey/options',
  summary: 'Starts a passkey sign-in: options with a single-use challenge (5 minutes) for any registered passkey.',
  tag: 'auth',
  body: z.strictObject({}),
  response: ZPasskeyChallenge,
});

export const ZPasskeySignInRequest = z.strictObject({ challengeId: ZId, credential: ZCredentialResponse });
export type TPasskeySignInRequest = z.infer<typeof ZPasskeySignInRequest>;

export const passkeySignInEndpoint = defineEndpoint({
  method: 'POST',
  path: '/r/api/authentication/passkey/login',
  summary: 'Signs in with a passkey instead of password and code: sets the session cookie, returns the CSRF token.',
  tag: 'auth',
  body: ZPasskeySignInRequest,
  response: ZLoginResponse,
});
