import { createHash, randomInt, randomUUID } from 'node:crypto';
import type { TChangePasswordRequest } from '@corridor/contracts/auth/change-password';
import type { TGenerateOtpRequest } from '@corridor/contracts/auth/generate-otp';
import type { TLoginRequest } from '@corridor/contracts/auth/login';
import type { TResetPasswordRequest } from '@corridor/contracts/auth/reset-password';
import { MFA_MESSAGES } from '@corridor/domain/mfa';
import { AUTH_MESSAGES, isResetToken } from '@corridor/domain/validation/auth';
import type { AppDeps } from '../../app-deps.ts';
import type { SessionContext } from '../../caller.ts';
import { AppError } from '../../errors.ts';
import { assertNotThrottled, clearFailures, hit, limitOrThrow, recordFailure } from '../../platform/rate-limit.ts';
import { callerEntry, recordAudit, recordAuditAlone } from '../audit/audit.service.ts';
import { factorSummary } from '../mfa/mfa-factors.service.ts';
import { checkRecoverySignIn, checkTotpSignIn } from '../mfa/mfa-sign-in.service.ts';
import {
  APP_CODE_FAILURES,
  CODE_MAX_WRONG_TRIES,
  CODE_TTL_MS,
  LIMITS,
  PASSWORD_FAILURES,
  RESET_TOKEN_TTL_MS,
} from './auth.constants.ts';
import { codeMail, failedSignInMail, resetMail } from './auth.mails.ts';
import { insertCode, latestLiveCode, markCodeUsed, recordWrongCode } from './login-codes.repository.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password.ts';
import { findLiveReset, insertReset, markResetUsed } from './password-resets.repository.ts';
import { evictSessions } from './session-cache.ts';
import { toSessionUser } from './session-user.ts';
import { endOtherUserSessions, endSession, endUserSessions } from './sessions.repository.ts';
import { startSession } from './sessions.service.ts';
import { signInEntry, signInFailure } from './sign-in-audit.ts';
import { findUserByEmail, findUserById, setPassword, type UserRow } from './users.repository.ts';

/** Where a call without a session comes from: rate limits and throttles are keyed on it; a session records it. */
type Origin = { ip: string; userAgent?: string | null };

const codeHash = (userId: string, code: string) => createHash('sha256').update(`${userId}:${code}`).digest();

/**
 * The password check shared by both sign-in steps. Unknown, inactive and deactivated accounts all answer
 * INVALID_CREDENTIALS after the same Argon2 work, so the answer never tells which it was. Failures slow down
 * their source (for this account, and across accounts) with growing delays; nobody else is kept out.
 */
async function checkPassword(deps: AppDeps, email: string, password: string, ip: string): Promise<UserRow> {
  const now = deps.clock.now();
  const sourceKey = `pw:src:${ip}`;
  const accountSourceKey = `pw:acct-src:${email}|${ip}`;
  await assertNotThrottled(deps.db, sourceKey, now);
  await assertNotThrottled(deps.db, accountSourceKey, now);
  const user = await findUserByEmail(deps.db, email);
  const isValid = await verifyPassword(user?.password_hash ?? (await dummyPasswordHash()), password);
  if (!isValid) {
    await recordFailure(deps.db, accountSourceKey, PASSWORD_FAILURES.perAccountAndSource, now);
    await recordFailure(deps.db, sourceKey, PASSWORD_FAILURES.perSource, now);
    await warnOwnerOnRepeatedFailures(deps, email, user, now);
    await recordAuditAlone(deps.db, signInFailure(user, 'wrong_password', ip, now));
    throw new AppError('INVALID_CREDENTIALS');
  }
  await clearFailures(deps.db, accountSourceKey);
  if (!user?.is_active || !user.client_is_active) {
    await recordAuditAlone(deps.db, signInFailure(user, 'account_inactive', ip, now));
    throw new AppError('INVALID_CREDENTIALS');
  }
  return user;
}

/** Once per window, tells the owner that their account sees many wrong passwords (from any source). */
async function warnOwnerOnRepeatedFailures(deps: AppDeps, email: string, user: UserRow | undefined, now: Date) {
  const rule = LIMITS.passwordFailAlertPerAccount;
  const { hits } = await hit(deps.db, `pw-fail-alert:${email}`, rule, now);
  if (hits !== rule.limit || !user?.is_active) return;
  try {
    await deps.mail.send(failedSignInMail(user.email, user.name, rule.limit, deps.config.PUBLIC_URL));
  } catch (err) {
    // The warning is a courtesy: a mail outage must not change the sign-in answer.
    console.error('failed sign-in warning mail not sent', err);
  }
}

/** Step one: password right → a fresh 6-digit code by email (earlier codes die). */
export async function generateOtp(deps: AppDeps, req: TGenerateOtpRequest, origin: Origin) {
  await limitOrThrow(deps.db, `otp:ip:${origin.ip}`, LIMITS.codeRequestPerIp, deps.clock.now());
  const user = await checkPassword(deps, req.email, req.password, origin.ip);
  const factors = await factorSummary(deps.db, user);
  // Someone with an authenticator app gets no mail unless they ask for it and their business allows it.
  if (factors.hasTotp && !req.useEmailCode) {
    return {
      message: MFA_MESSAGES.totpPrompt,
      expiresInSeconds: 0,
      factor: 'totp' as const,
      canUseEmailCode: factors.canUseEmailCode,
    };
  }
  if (!factors.canUseEmailCode) throw new AppError('EMAIL_CODE_OFF');
  // Counted only once the password is right: a stranger cannot use up the owner's code mails.
  await limitOrThrow(deps.db, `otp:acct:${user.id}`, LIMITS.codeRequestPerAccount, deps.clock.now());
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const now = deps.clock.now();
  await deps.db.tx(async (tx) => {
    await insertCode(tx, {
      userId: user.id,
      codeHash: codeHash(user.id, code),
      now,
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    });
  });
  await deps.mail.send(codeMail(user.email, user.name, code, CODE_TTL_MS / 60_000));
  return {
    message: 'We have sent a Dynamic Access Code to your email.',
    expiresInSeconds: CODE_TTL_MS / 1000,
    factor: 'email' as const,
    canUseEmailCode: true,
  };
}

/** Step two: password and code right → a new session; the user's other sessions end. */
export async function login(deps: AppDeps, req: TLoginRequest, origin: Origin) {
  await limitOrThrow(deps.db, `signin:ip:${origin.ip}`, LIMITS.signInPerIp, deps.clock.now());
  const user = await checkPassword(deps, req.email, req.password, origin.ip);
  const now = deps.clock.now();
  const factors = await factorSummary(deps.db, user);
  const factor = req.factor ?? (factors.hasTotp ? 'totp' : 'email');
  if (factor !== 'email') return loginWithAppCode(deps, user, req, factor, origin, now);
  if (!factors.canUseEmailCode) throw new AppError('EMAIL_CODE_OFF');
  const otp = req.otp ?? '';
  const outcome = await deps.db.tx(async (tx) => {
    const code = await latestLiveCode(tx, user.id);
    if (!code || code.expires_at <= now) {
      await recordAudit(tx, signInFailure(user, 'code_expired', origin.ip, now));
      return { ok: false, code: 'CODE_EXPIRED' } as const;
    }
    if (!codeHash(user.id, otp).equals(code.code_hash)) {
      await recordWrongCode(tx, code.id, CODE_MAX_WRONG_TRIES, now);
      await recordAudit(tx, signInFailure(user, 'incorrect_code', origin.ip, now));
      return { ok: false, code: 'INCORRECT_CODE' } as const;
    }
    await markCodeUsed(tx, code.id, now);
    const session = await startSession(tx, user, now, origin);
    await recordAudit(tx, signInEntry(user, 'email_code', origin.ip, now));
    return { ok: true, session } as const;
  });
  // The wrong-try count must survive, so the error is raised after the transaction commits.
  if (!outcome.ok) throw new AppError(outcome.code);
  await evictSessions(deps.db, `user:${user.id}`);
  return { user: toSessionUser(user, factors.mustEnrol), session: outcome.session };
}

/**
 * Step two with the authenticator app's code or a recovery code. Wrong codes count per account as an emailed code's
 * tries do: the fifth within 15 minutes makes the account wait out the 15 minutes (429), whoever sends them.
 */
async function loginWithAppCode(
  deps: AppDeps,
  user: UserRow,
  req: TLoginRequest,
  factor: 'totp' | 'recovery',
  origin: Origin,
  now: Date,
) {
  const throttleKey = `mfa:acct:${user.id}`;
  await assertNotThrottled(deps.db, throttleKey, now);
  const outcome = await deps.db.tx(async (tx) => {
    const check =
      factor === 'totp'
        ? await checkTotpSignIn(tx, user, req.otp ?? '', now)
        : await checkRecoverySignIn(tx, user, req.recoveryCode ?? '', now);
    if (!check.ok) {
      await recordFailure(tx, throttleKey, APP_CODE_FAILURES, now);
      await recordAudit(tx, signInFailure(user, check.reason, origin.ip, now));
      return check;
    }
    const session = await startSession(tx, user, now, origin);
    await recordAudit(tx, signInEntry(user, factor, origin.ip, now));
    if (factor === 'recovery') {
      await recordAudit(
        tx,
        callerEntry({ clientId: user.client_id, userId: user.id }, 'mfa.recovery_code_used', now, { ip: origin.ip }),
      );
    }
    return { ok: true, session } as const;
  });
  // The failure count must survive, so the error is raised after the transaction commits.
  if (!outcome.ok) throw outcome.error;
  await evictSessions(deps.db, `user:${user.id}`);
  return { user: toSessionUser(user), session: outcome.session };
}

export async function logout(deps: AppDeps, session: SessionContext | undefined) {
  if (!session) return;
  const now = deps.clock.now();
  await deps.db.tx(async (tx) => {
    await endSession(tx, session.sessionId, 'logout', now);
    await recordAudit(
      tx,
      callerEntry(session.caller, 'auth.sign_out', now, { target: { type: 'session', id: session.sessionId } }),
    );
  });
  await evictSessions(deps.db, `user:${session.caller.userId}`);
}

/** Emails a single-use reset link when the account exists; the answer is the same either way. */
export async function requestPasswordReset(deps: AppDeps, email: string, origin: Origin) {
  await limitOrThrow(deps.db, `reset:ip:${origin.ip}`, LIMITS.resetRequestPerIp, deps.clock.now());
  // Past the per-account limit the answer stays the same and no mail goes out, so it tells nothing.
  const { isAllowed: isUnderLimit } = await hit(
    deps.db,
    `reset:acct:${email}`,
    LIMITS.resetRequestPerAccount,
    deps.clock.now(),
  );
  const user = await findUserByEmail(deps.db, email);
  if (user?.is_active && isUnderLimit) {
    const now = deps.clock.now();
    const token = randomUUID();
    await insertReset(deps.db, {
      token,
      userId: user.id,
      now,
      expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
    });
    // Built from PUBLIC_URL only: a Host or X-Forwarded-Host header must never steer a real token elsewhere.
    const link = `${deps.config.PUBLIC_URL}/resetPassword/${token}`;
    await deps.mail.send(resetMail(user.email, user.name, link, RESET_TOKEN_TTL_MS / 60_000));
  }
  return { message: 'If an account exists for this email, we have sent a link to reset the password.' };
}

export async function checkResetToken(deps: AppDeps, token: string) {
  const reset = isResetToken(token) ? await findLiveReset(deps.db, token, deps.clock.now()) : undefined;
  if (!reset) throw new AppError('INVALID_RESET_TOKEN');
  return { valid: true as const, email: reset.email };
}

function assertPasswordsMatch(password: string, confirmPassword: string) {
  if (password !== confirmPassword) {
    throw new AppError('VALIDATION_ERROR', {
      message: AUTH_MESSAGES.passwordsMustMatch,
      errors: [{ field: 'confirmPassword', message: AUTH_MESSAGES.passwordsMustMatch }],
    });
  }
}

/** Sets the password with a single-use token; every open session of the user ends. */
export async function resetPassword(deps: AppDeps, req: TResetPasswordRequest) {
  if (!isResetToken(req.resetToken)) throw new AppError('INVALID_RESET_TOKEN');
  assertPasswordsMatch(req.password, req.confirmPassword);
  const passwordHash = await hashPassword(req.password);
  const now = deps.clock.now();
  const userId = await deps.db.tx(async (tx) => {
    const reset = await findLiveReset(tx, req.resetToken, now, true);
    if (!reset) throw new AppError('INVALID_RESET_TOKEN');
    await setPassword(tx, reset.user_id, passwordHash);
    await markResetUsed(tx, req.resetToken, now);
    await recordAudit(
      tx,
      callerEntry({ clientId: reset.client_id, userId: reset.user_id }, 'auth.password_reset', now),
    );
    await endUserSessions(tx, reset.user_id, 'logout', now);
    return reset.user_id;
  });
  await evictSessions(deps.db, `user:${userId}`);
  return { message: AUTH_MESSAGES.passwordUpdated };
}

/**
 * The current password before a change. Wrong ones slow this session with the sign-in's growing delays (429 with
 * Retry-After) and are audited; the key is the session, so nobody else, the owner included, is held up by them.
 */
async function checkCurrentPassword(
  deps: AppDeps,
  session: Pick<SessionContext, 'caller' | 'sessionId'>,
  user: UserRow,
  currentPassword: string | undefined,
) {
  const now = deps.clock.now();
  const key = `pw-change:session:${session.sessionId}`;
  await assertNotThrottled(deps.db, key, now);
  const isValid = currentPassword ? await verifyPassword(user.password_hash, currentPassword) : false;
  if (isValid) {
    await clearFailures(deps.db, key);
    return;
  }
  await deps.db.tx(async (tx) => {
    await recordFailure(tx, key, PASSWORD_FAILURES.perSessionOnChange, now);
    await recordAudit(
      tx,
      callerEntry(session.caller, 'auth.password_change_failed', now, {
        outcome: 'failure',
        details: { reason: 'wrong_current_password' },
      }),
    );
  });
  const message = 'Your current password is incorrect.';
  throw new AppError('VALIDATION_ERROR', { message, errors: [{ field: 'currentPassword', message }] });
}

/**
 * A signed-in user sets a new password; the current one is needed unless it was generated for them. The user's other
 * sessions end; the one that made the change goes on.
 */
export async function changePassword(
  deps: AppDeps,
  session: Pick<SessionContext, 'caller' | 'sessionId'>,
  req: TChangePasswordRequest,
) {
  const { caller, sessionId } = session;
  const { userId } = caller;
  assertPasswordsMatch(req.password, req.confirmPassword);
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError('user_not_logged_in');
  if (!user.is_password_generated) await checkCurrentPassword(deps, session, user, req.currentPassword);
  const passwordHash = await hashPassword(req.password);
  await deps.db.tx(async (tx) => {
    await setPassword(tx, userId, passwordHash);
    // Whoever else holds a session of this user (a stolen cookie, a forgotten laptop) is signed out with the change.
    await endOtherUserSessions(tx, userId, sessionId, 'password_changed', deps.clock.now());
    await recordAudit(tx, callerEntry(caller, 'auth.password_changed', deps.clock.now()));
  });
  await evictSessions(deps.db, `user:${userId}`);
  return { message: AUTH_MESSAGES.passwordUpdated };
}
