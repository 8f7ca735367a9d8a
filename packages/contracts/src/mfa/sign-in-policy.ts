import { MFA_POLICIES } from '@corridor/domain/mfa';
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';

export const ZSignInPolicy = z.strictObject({
  /** Who must have an authenticator app or a passkey. */
  policy: z.enum(MFA_POLICIES, { message: 'Choose who must use an authenticator app or a passkey.' }),
  /** Whether people with one may still sign in with an emailed code instead. */
  isEmailCodeAllowed: z.boolean(),
});
export type TSignInPolicy = z.infer<typeof ZSignInPolicy>;

export const ZSignInPolicyResponse = ZSignInPolicy.extend({ message: z.string().optional() });

const PATH = '/smebackend/api/v1/settings/sign-in-policy';

export const signInPolicyEndpoint = defineEndpoint({
  method: 'GET',
  path: PATH,
  summary: "Admins: the business's sign-in policy (who needs a second factor, whether emailed codes stay a fallback).",
  tag: 'mfa',
  response: ZSignInPolicyResponse,
});

export const updateSignInPolicyEndpoint = defineEndpoint({
  method: 'PUT',
  path: PATH,
  summary: "Admins: changes the business's sign-in policy.",
  tag: 'mfa',
  body: ZSignInPolicy,
  response: ZSignInPolicyResponse,
});
