/**
 * A second factor that is not the mailbox (NIST 800-63B, ASVS 5.0 6.3.6): an authenticator app (TOTP, RFC 6238),
 * recovery codes for when the phone is lost, and passkeys (WebAuthn), which replace password and code together.
 * The emailed Dynamic Access Code stays as a fallback the business's admin can switch off. Pure rules and words.
 */
import { z } from 'zod';

/** Who the business requires a strong factor (an authenticator app or a passkey) of. */
export const MFA_POLICIES = ['OFF', 'ALL_USERS', 'APPROVERS'] as const;
export type MfaPolicy = (typeof MFA_POLICIES)[number];

export const MFA_POLICY_LABELS: Record<MfaPolicy, string> = {
  OFF: 'Not required',
  ALL_USERS: 'Every user',
  APPROVERS: 'Approvers only',
};

/** The factor that completes a password sign-in. */
export const SIGN_IN_FACTORS = ['email', 'totp', 'recovery'] as const;
export type SignInFactor = (typeof SIGN_IN_FACTORS)[number];

export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** One step either side of now: a phone's clock a little off still works, a code from two minutes ago does not. */
export const TOTP_TOLERANCE_STEPS = 1;
export const TOTP_ISSUER = 'Corridor';
export const RECOVERY_CODE_COUNT = 10;
/** Sign-in and registration challenges for passkeys live this long, and are good for one answer. */
export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60_000;
export const PASSKEY_NAME_MAX = 60;

export const MFA_MESSAGES = {
  totpPrompt: 'Enter the 6-digit code from your authenticator app.',
  totpIncorrect: 'Incorrect code.',
  totpReused: 'This code was already used. Wait for the next one in your authenticator app.',
  recoveryIncorrect: 'This recovery code is not valid or was already used.',
  recoveryRequired: 'Enter one of your recovery codes.',
  emailCodeOff:
    'Your business has switched off emailed codes. Use your authenticator app, a recovery code or a passkey.',
  enrolRequired: 'Your business requires an authenticator app or a passkey. Add one to continue.',
  lastFactorRequired: 'Your business requires an authenticator app or a passkey: add another before removing this one.',
  passkeyFailed: 'We could not verify this passkey. Try again or sign in with your password.',
  passkeyTaken: 'This passkey is already registered.',
  passkeyChallengeExpired: 'This passkey request has expired. Please try again.',
  totpEnabled: 'Your authenticator app is set up.',
  totpRemoved: 'Your authenticator app was removed.',
  passkeyAdded: 'Your passkey was added.',
  passkeyRemoved: 'Your passkey was removed.',
  policyUpdated: 'Your sign-in settings have been updated',
} as const;

/** Whether the business's policy asks this user for a strong factor. */
export function isUnderMfaPolicy(policy: MfaPolicy, user: { isApprover: boolean }): boolean {
  return policy === 'ALL_USERS' || (policy === 'APPROVERS' && user.isApprover);
}

/**
 * Whether an emailed code may complete this user's sign-in: always for someone with no strong factor yet (else they
 * could never sign in to add one), and for the others only while the business allows the fallback.
 */
export function mayUseEmailCode(hasStrongFactor: boolean, isEmailFallbackAllowed: boolean): boolean {
  return !hasStrongFactor || isEmailFallbackAllowed;
}

/** Recovery codes are 10 characters from an alphabet without look-alikes, shown as two groups of five. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export function formatRecoveryCode(randomBytes: Uint8Array): string {
  const chars = Array.from(randomBytes.slice(0, 10), (b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5, 10).join('')}`;
}

/** What a person types: case, spaces and the dash do not matter. */
export function normaliseRecoveryCode(typed: string): string {
  return typed.toLowerCase().replace(/[\s-]/g, '');
}

export const ZRecoveryCode = z
  .string({ error: MFA_MESSAGES.recoveryRequired })
  .trim()
  .min(1, MFA_MESSAGES.recoveryRequired)
  .max(32, MFA_MESSAGES.recoveryIncorrect);

export const ZTotpCode = z
  .string({ error: 'Enter the 6-digit code.' })
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code.');

export const ZPasskeyName = z
  .string()
  .trim()
  .min(1, 'Give this passkey a name.')
  .max(PASSKEY_NAME_MAX, `Use at most ${PASSKEY_NAME_MAX} characters.`);
