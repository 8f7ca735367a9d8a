import type { TRecoveryCodesResponse, TTotpSetupResponse } from '@corridor/contracts/mfa/two-factor';
import { MFA_MESSAGES } from '@corridor/domain/mfa';
import type { AppDeps } from '../../app-deps.ts';
import type { Caller } from '../../caller.ts';
import { AppError } from '../../errors.ts';
import { limitOrThrow } from '../../platform/rate-limit.ts';
import { callerEntry, recordAudit } from '../audit/audit.service.ts';
import { evictClientSessions } from '../auth/sessions.service.ts';
import { hasApproverRight, isCurrentPassword, userEmailOf } from '../auth/users.service.ts';
import { factorSummary } from './mfa-factors.service.ts';
import * as repo from './totp.repository.ts';
import { checkTotp, newRecoveryCodes, newTotpSecret, otpauthUri, qrDataUrl } from './totp.ts';

/** Wrong codes while setting up or renewing, per user: as many as a sign-in code allows. */
const CODE_TRIES = { limit: 5, windowMs: 15 * 60_000 };

export const userOf = (caller: Caller) => ({ id: caller.userId, client_id: caller.clientId });

/**
 * Starts adding an authenticator app: a new secret (replacing one never confirmed) and its QR code. A user who
 * already has a confirmed app removes it first, so a stolen session cannot quietly swap it.
 */
export async function setupTotp(deps: AppDeps, caller: Caller): Promise<TTotpSetupResponse> {
  const existing = await repo.findTotp(deps.db, caller.clientId, caller.userId);
  if (existing?.confirmed_at) {
    throw new AppError('CONFLICT', { message: 'You already have an authenticator app. Remove it first.' });
  }
  const secret = newTotpSecret();
  await repo.upsertPendingTotp(deps.db, {
    clientId: caller.clientId,
    userId: caller.userId,
    secret,
    now: deps.clock.now(),
  });
  const uri = otpauthUri(secret, (await userEmailOf(deps.db, caller.userId)) ?? caller.clientName);
  return { secret, otpauthUri: uri, qrDataUrl: await qrDataUrl(uri) };
}

async function assertCode(deps: AppDeps, caller: Caller, secret: string, code: string, lastStep: number) {
  const now = deps.clock.now();
  const check = checkTotp(secret, code, now, lastStep);
  if (check.ok) return check.step;
  await limitOrThrow(deps.db, `totp-setup:${caller.userId}`, CODE_TRIES, now);
  const message = check.reason === 'reused' ? MFA_MESSAGES.totpReused : MFA_MESSAGES.totpIncorrect;
  throw new AppError('VALIDATION_ERROR', { message, errors: [{ field: 'code', message }] });
}

/** Confirms the app with its first code; answers ten recovery codes, shown this once (only hashes are kept). */
export async function confirmTotp(deps: AppDeps, caller: Caller, code: string): Promise<TRecoveryCodesResponse> {
  const pending = await repo.findTotp(deps.db, caller.clientId, caller.userId);
  if (!pending || pending.confirmed_at) {
    throw new AppError('CONFLICT', { message: 'Start again: scan a new QR code first.' });
  }
  const step = await assertCode(deps, caller, pending.secret, code, 0);
  const { codes, hashes } = newRecoveryCodes();
  const now = deps.clock.now();
  await deps.db.tx(async (tx) => {
    const row = await repo.findTotp(tx, caller.clientId, caller.userId, true);
    if (!row || row.confirmed_at || row.secret !== pending.secret) {
      throw new AppError('CONFLICT', { message: 'Start again: scan a new QR code first.' });
    }
    await repo.confirmTotp(tx, caller.clientId, caller.userId, step, now);
    await repo.replaceRecoveryCodes(tx, caller.clientId, caller.userId, hashes, now);
    await recordAudit(tx, callerEntry(caller, 'mfa.totp_enrolled', now, { target: userTarget(caller) }));
    await recordAudit(tx, callerEntry(caller, 'mfa.recovery_codes_created', now, { target: userTarget(caller) }));
  });
  await evictClientSessions(deps.db, caller.clientId);
  return { message: MFA_MESSAGES.totpEnabled, recoveryCodes: codes };
}

/** New recovery codes (the old ones stop working), for a code from the app. */
export async function renewRecoveryCodes(deps: AppDeps, caller: Caller, code: string): Promise<TRecoveryCodesResponse> {
  const now = deps.clock.now();
  const totp = await repo.findTotp(deps.db, caller.clientId, caller.userId);
  if (!totp?.confirmed_at) throw new AppError('CONFLICT', { message: 'Add an authenticator app first.' });
  const step = await assertCode(deps, caller, totp.secret, code, Number(totp.last_step));
  const { codes, hashes } = newRecoveryCodes();
  await deps.db.tx(async (tx) => {
    await repo.setLastStep(tx, caller.clientId, caller.userId, step);
    await repo.replaceRecoveryCodes(tx, caller.clientId, caller.userId, hashes, now);
    await recordAudit(tx, callerEntry(caller, 'mfa.recovery_codes_created', now, { target: userTarget(caller) }));
  });
  return { message: 'Your new recovery codes are ready. The old ones no longer work.', recoveryCodes: codes };
}

/** Removes the app and its recovery codes, for the current password; never the last factor the policy requires. */
export async function removeTotp(deps: AppDeps, caller: Caller, currentPassword: string) {
  if (!(await isCurrentPassword(deps.db, caller.userId, currentPassword))) {
    const message = 'Your current password is incorrect.';
    throw new AppError('VALIDATION_ERROR', { message, errors: [{ field: 'currentPassword', message }] });
  }
  const now = deps.clock.now();
  await deps.db.tx(async (tx) => {
    const totp = await repo.findTotp(tx, caller.clientId, caller.userId, true);
    if (!totp?.confirmed_at) throw new AppError('NOT_FOUND', { message: 'You have no authenticator app.' });
    const summary = await factorSummary(tx, { ...userOf(caller), is_approver: await hasApproverRight(tx, caller) });
    if (summary.isRequired && summary.passkeyCount === 0) throw new AppError('LAST_FACTOR_REQUIRED');
    await repo.deleteTotp(tx, caller.clientId, caller.userId);
    await recordAudit(tx, callerEntry(caller, 'mfa.totp_removed', now, { target: userTarget(caller) }));
  });
  await evictClientSessions(deps.db, caller.clientId);
  return { message: MFA_MESSAGES.totpRemoved };
}

export const userTarget = (caller: Caller) => ({ type: 'user', id: caller.userId });
