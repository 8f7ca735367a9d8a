import type { TSignInPolicy } from '@corridor/contracts/mfa/sign-in-policy';
import type { TTwoFactorStatus } from '@corridor/contracts/mfa/two-factor';
import { canChangeClientSettings } from '@corridor/domain/access';
import { MFA_MESSAGES } from '@corridor/domain/mfa';
import type { AppDeps } from '../../app-deps.ts';
import type { Caller } from '../../caller.ts';
import { AppError } from '../../errors.ts';
import { callerEntry, recordAudit } from '../audit/audit.service.ts';
import { evictClientSessions } from '../auth/sessions.service.ts';
import { hasApproverRight } from '../auth/users.service.ts';
import { factorSummary } from './mfa-factors.service.ts';
import { findUserPasskeys } from './passkeys.repository.ts';
import { passkeyView } from './passkeys.service.ts';
import { findPolicy, upsertPolicy } from './policy.repository.ts';
import { countLiveRecoveryCodes, findTotp } from './totp.repository.ts';
import { userOf } from './totp.service.ts';

/** The Security tab's two-factor sections: the caller's app, recovery codes, passkeys and the business's policy. */
export async function twoFactorStatus(deps: AppDeps, caller: Caller): Promise<TTwoFactorStatus> {
  const user = { ...userOf(caller), is_approver: await hasApproverRight(deps.db, caller) };
  const [summary, totp, left, passkeys] = await Promise.all([
    factorSummary(deps.db, user),
    findTotp(deps.db, caller.clientId, caller.userId),
    countLiveRecoveryCodes(deps.db, caller.clientId, caller.userId),
    findUserPasskeys(deps.db, caller.clientId, caller.userId),
  ]);
  return {
    totp: { isEnabled: Boolean(totp?.confirmed_at), enabledAt: totp?.confirmed_at?.toISOString() ?? null },
    recoveryCodesLeft: left,
    passkeys: passkeys.map(passkeyView),
    policy: summary.policy,
    isEmailCodeAllowed: summary.isEmailCodeAllowed,
    isRequired: summary.isRequired,
    mustEnrol: summary.mustEnrol,
  };
}

function assertAdmin(caller: Caller) {
  if (!canChangeClientSettings(caller.roles)) throw new AppError('FORBIDDEN');
}

export async function getSignInPolicy(deps: AppDeps, caller: Caller): Promise<TSignInPolicy> {
  assertAdmin(caller);
  const p = await findPolicy(deps.db, caller.clientId);
  return { policy: p.policy, isEmailCodeAllowed: p.is_email_code_allowed };
}

/**
 * Admins set who needs an authenticator app or a passkey, and whether emailed codes stay a fallback. People it newly
 * applies to are sent to add one at their next page load (their sessions are reloaded).
 */
export async function updateSignInPolicy(deps: AppDeps, caller: Caller, req: TSignInPolicy) {
  assertAdmin(caller);
  const now = deps.clock.now();
  await deps.db.tx(async (tx) => {
    const before = await findPolicy(tx, caller.clientId);
    await upsertPolicy(tx, caller.clientId, {
      policy: req.policy,
      is_email_code_allowed: req.isEmailCodeAllowed,
      updatedBy: caller.userId,
      now,
    });
    await recordAudit(
      tx,
      callerEntry(caller, 'mfa.policy_changed', now, {
        target: { type: 'client', id: caller.clientId },
        details: {
          policy_before: before.policy,
          policy: req.policy,
          email_code_allowed_before: before.is_email_code_allowed,
          email_code_allowed: req.isEmailCodeAllowed,
        },
      }),
    );
  });
  await evictClientSessions(deps.db, caller.clientId);
  return { ...req, message: MFA_MESSAGES.policyUpdated };
}
