import { MFA_POLICIES, ZTotpCode } from '@corridor/domain/mfa';
import { z } from 'zod';
import { ZMessage } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';

const BASE = '/smebackend/api/v1/settings/two-factor';

export const ZPasskeyView = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  /** Synced across the user's devices (a passkey in a password manager or platform account). */
  isBackedUp: z.boolean(),
});
export type TPasskeyView = z.infer<typeof ZPasskeyView>;

/** The signed-in user's factors, and what their business asks of them. */
export const ZTwoFactorStatus = z.object({
  totp: z.object({ isEnabled: z.boolean(), enabledAt: z.string().nullable() }),
  recoveryCodesLeft: z.number().int(),
  passkeys: z.array(ZPasskeyView),
  policy: z.enum(MFA_POLICIES),
  isEmailCodeAllowed: z.boolean(),
  /** The business's policy applies to this user. */
  isRequired: z.boolean(),
  /** Required, and neither an authenticator app nor a passkey yet: the user must add one. */
  mustEnrol: z.boolean(),
});
export type TTwoFactorStatus = z.infer<typeof ZTwoFactorStatus>;

export const twoFactorStatusEndpoint = defineEndpoint({
  method: 'GET',
  path: BASE,
  summary: "The signed-in user's authenticator app, recovery codes and passkeys, and the business's policy.",
  tag: 'mfa',
  response: ZTwoFactorStatus,
});

export const ZTotpSetupResponse = z.object({
  /** Base32, for typing into an app that cannot scan. */
  secret: z.string(),
  otpauthUri: z.string(),
  /** The otpauth URI as a QR code (an SVG data URL, made on the server: no outside service sees the secret). */
  qrDataUrl: z.string(),
});
export type TTotpSetupResponse = z.infer<typeof ZTotpSetupResponse>;

export const totpSetupEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/totp/setup`,
  summary: 'Starts adding an authenticator app: a new secret and its QR code (active once confirmed with a code).',
  tag: 'mfa',
  body: z.strictObject({}),
  response: ZTotpSetupResponse,
});

export const ZTotpConfirmRequest = z.strictObject({ code: ZTotpCode });
export const ZRecoveryCodesResponse = z.object({
  message: z.string(),
  /** Shown once: only their hashes are kept. */
  recoveryCodes: z.array(z.string()),
});
export type TRecoveryCodesResponse = z.infer<typeof ZRecoveryCodesResponse>;

export const totpConfirmEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/totp/confirm`,
  summary: 'Confirms the authenticator app with its first code; answers the recovery codes, shown once.',
  tag: 'mfa',
  body: ZTotpConfirmRequest,
  response: ZRecoveryCodesResponse,
});

export const ZTotpRemoveRequest = z.strictObject({ currentPassword: z.string().min(1, 'Password required').max(256) });
export const totpRemoveEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/totp/remove`,
  summary: 'Removes the authenticator app and its recovery codes (needs the current password).',
  tag: 'mfa',
  body: ZTotpRemoveRequest,
  response: ZMessage,
});

export const recoveryCodesEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/recovery-codes`,
  summary: 'Replaces the recovery codes (needs a code from the authenticator app); the new ones are shown once.',
  tag: 'mfa',
  body: ZTotpConfirmRequest,
  response: ZRecoveryCodesResponse,
});
