import { MFA_MESSAGES } from '@corridor/domain/mfa';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { findTotp, setLastStep, useRecoveryCode } from './totp.repository.ts';
import { checkTotp, recoveryCodeHash } from './totp.ts';

export type SecondFactorResult = { ok: true } | { ok: false; error: AppError; reason: string };

/**
 * A sign-in's code from the authenticator app, inside the sign-in's transaction: the app's row is locked, so two
 * requests with the same code cannot both pass; the accepted step is stored, so the code cannot be used again.
 */
export async function checkTotpSignIn(
  tx: Queryable,
  user: { id: string; client_id: string },
  code: string,
  now: Date,
): Promise<SecondFactorResult> {
  const totp = await findTotp(tx, user.client_id, user.id, true);
  if (!totp?.confirmed_at) {
    return { ok: false, error: new AppError('INCORRECT_CODE'), reason: 'no_authenticator_app' };
  }
  const check = checkTotp(totp.secret, code, now, Number(totp.last_step));
  if (!check.ok) {
    const message = check.reason === 'reused' ? MFA_MESSAGES.totpReused : MFA_MESSAGES.totpIncorrect;
    return { ok: false, error: new AppError('INCORRECT_CODE', { message }), reason: `totp_${check.reason}` };
  }
  await setLastStep(tx, user.client_id, user.id, check.step);
  return { ok: true };
}

/** A recovery code instead of the app: good once. */
export async function checkRecoverySignIn(
  tx: Queryable,
  user: { id: string; client_id: string },
  code: string,
  now: Date,
): Promise<SecondFactorResult> {
  const isUsed = await useRecoveryCode(tx, user.client_id, user.id, recoveryCodeHash(code), now);
  if (!isUsed) {
    return {
      ok: false,
      error: new AppError('INCORRECT_CODE', { message: MFA_MESSAGES.recoveryIncorrect }),
      reason: 'recovery_incorrect',
    };
  }
  return { ok: true };
}
