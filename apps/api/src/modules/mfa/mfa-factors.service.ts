import { isUnderMfaPolicy, type MfaPolicy, mayUseEmailCode } from '@corridor/domain/mfa';
import type { Queryable } from '../../db/client.ts';
import { findFactorSummary } from './policy.repository.ts';

export type SignInUser = { id: string; client_id: string; is_approver: boolean };

/** What a user's sign-in can be completed with, under their business's policy. */
export type FactorSummary = {
  hasTotp: boolean;
  passkeyCount: number;
  policy: MfaPolicy;
  isEmailCodeAllowed: boolean;
  /** The business's policy applies to this user. */
  isRequired: boolean;
  /** Required, and no authenticator app nor passkey yet. */
  mustEnrol: boolean;
  /** Whether an emailed code may complete the sign-in. */
  canUseEmailCode: boolean;
};

/** One read: the user's factors and the business's policy (sign-in and each session load ask it). */
export async function factorSummary(q: Queryable, user: SignInUser): Promise<FactorSummary> {
  const s = await findFactorSummary(q, user.client_id, user.id);
  const hasStrong = s.has_totp || s.passkeys > 0;
  const isRequired = isUnderMfaPolicy(s.policy, { isApprover: user.is_approver });
  return {
    hasTotp: s.has_totp,
    passkeyCount: s.passkeys,
    policy: s.policy,
    isEmailCodeAllowed: s.is_email_code_allowed,
    isRequired,
    mustEnrol: isRequired && !hasStrong,
    canUseEmailCode: mayUseEmailCode(hasStrong, s.is_email_code_allowed),
  };
}
