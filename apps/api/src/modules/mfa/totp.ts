import { createHash, randomBytes } from 'node:crypto';
import {
  formatRecoveryCode,
  normaliseRecoveryCode,
  RECOVERY_CODE_COUNT,
  TOTP_DIGITS,
  TOTP_ISSUER,
  TOTP_PERIOD_SECONDS,
  TOTP_TOLERANCE_STEPS,
} from '@corridor/domain/mfa';
import { generateSecret, generateURI, verifySync } from 'otplib';
import QRCode from 'qrcode';

/** RFC 6238 with the defaults every authenticator app reads (SHA-1, 6 digits, 30 s), through otplib. */
export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

export function otpauthUri(secret: string, accountLabel: string): string {
  return generateURI({
    issuer: TOTP_ISSUER,
    label: accountLabel,
    secret,
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  });
}

/** The URI as an SVG QR code in a data URL: drawn here, so the secret never reaches a QR service. */
export async function qrDataUrl(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

export type TotpCheck = { ok: true; step: number } | { ok: false; reason: 'incorrect' | 'reused' };

/**
 * Checks `code` at `now` within one step either side. A code whose step is not after `lastStep` (the last one
 * accepted) is refused as reused, even inside its own window: a code seen over a shoulder or replayed from a
 * captured request does not open a second session.
 */
export function checkTotp(secret: string, code: string, now: Date, lastStep: number): TotpCheck {
  const epoch = Math.floor(now.getTime() / 1000);
  const tolerance = TOTP_TOLERANCE_STEPS * TOTP_PERIOD_SECONDS;
  const result = verifySync({ secret, token: code, epoch, period: TOTP_PERIOD_SECONDS, epochTolerance: tolerance });
  if (!result.valid || !('timeStep' in result)) return { ok: false, reason: 'incorrect' };
  if (result.timeStep <= lastStep) return { ok: false, reason: 'reused' };
  return { ok: true, step: result.timeStep };
}

export const recoveryCodeHash = (code: string) => createHash('sha256').update(normaliseRecoveryCode(code)).digest();

/** A fresh set of recovery codes: what to show once, and what to keep. */
export function newRecoveryCodes(): { codes: string[]; hashes: Buffer[] } {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => formatRecoveryCode(randomBytes(10)));
  return { codes, hashes: codes.map(recoveryCodeHash) };
}
