import type { TPasskeySignInRequest } from '@corridor/contracts/mfa/passkeys';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../errors.ts';
import { limitOrThrow } from '../../platform/rate-limit.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { factorSummary } from '../mfa/mfa-factors.service.ts';
import { passkeySignInOptions, verifyPasskeySignIn } from '../mfa/passkeys.service.ts';
import { LIMITS } from './auth.constants.ts';
import { evictSessions } from './session-cache.ts';
import { toSessionUser } from './session-user.ts';
import { startSession } from './sessions.service.ts';
import { signInEntry, signInFailure } from './sign-in-audit.ts';
import { findUserById } from './users.repository.ts';

type Origin = { ip: string; userAgent?: string | null };

/** Starts a passkey sign-in (no account named: the passkey will say whose it is). */
export async function passkeyOptions(deps: AppDeps, origin: Origin) {
  await limitOrThrow(deps.db, `passkey:ip:${origin.ip}`, LIMITS.codeRequestPerIp, deps.clock.now());
  return passkeySignInOptions(deps);
}

/**
 * A passkey that verifies the person (PIN, biometrics) replaces password and code together: the assertion is
 * checked, the owner must still be active, and a session starts as after any sign-in (the other sessions end).
 */
export async function signInWithPasskey(deps: AppDeps, req: TPasskeySignInRequest, origin: Origin) {
  await limitOrThrow(deps.db, `signin:ip:${origin.ip}`, LIMITS.signInPerIp, deps.clock.now());
  const now = deps.clock.now();
  const outcome = await deps.db.tx(async (tx) => {
    const check = await verifyPasskeySignIn(tx, deps, req.challengeId, req.credential, now);
    const owner = check.userId ? await findUserById(tx, check.userId) : undefined;
    if (!check.ok || !owner?.is_active || !owner.client_is_active) {
      const reason = check.ok ? 'account_inactive' : check.reason;
      await recordAudit(tx, signInFailure(owner, reason, origin.ip, now));
      return { ok: false } as const;
    }
    const session = await startSession(tx, owner, now, origin);
    await recordAudit(tx, signInEntry(owner, 'passkey', origin.ip, now));
    return { ok: true, owner, session } as const;
  });
  // Raised after the commit: the challenge stays used and the failure stays recorded.
  if (!outcome.ok) throw new AppError('PASSKEY_FAILED');
  await evictSessions(deps.db, `user:${outcome.owner.id}`);
  const { mustEnrol } = await factorSummary(deps.db, outcome.owner);
  return { user: toSessionUser(outcome.owner, mustEnrol), session: outcome.session };
}
