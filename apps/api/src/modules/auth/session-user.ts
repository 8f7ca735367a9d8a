import type { TSessionUser } from '@corridor/contracts/auth/session-user';
import type { UserRow } from './users.repository.ts';

/** The user as the web sees it: no hash, roles in the spec's { role_name } shape. */
export function toSessionUser(
  u: Omit<UserRow, 'password_hash' | 'client_is_active'>,
  mustEnrolSecondFactor = false,
): TSessionUser {
  return {
    _id: u.id,
    clientId: u.client_id,
    name: u.name,
    email: u.email,
    roles: u.roles.map((role_name) => ({ role_name })),
    menus: u.menus,
    referral_code: u.referral_code,
    isPasswordGenerated: u.is_password_generated,
    usesAlternateFrontend: u.uses_alternate_frontend,
    isApprover: u.is_approver,
    isMaker: u.is_maker,
    mustEnrolSecondFactor,
  };
}
