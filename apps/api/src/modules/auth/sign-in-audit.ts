import { callerEntry } from '../audit/audit.service.ts';
import type { UserRow } from './users.repository.ts';

/**
 * A refused sign-in for the audit log: on the business's chain when the email is someone's, else on the system chain
 * with no email (what a stranger typed is not kept: it may be a password typed in the wrong box).
 */
export function signInFailure(
  user: Pick<UserRow, 'id' | 'client_id'> | undefined,
  reason: string,
  ip: string,
  at: Date,
) {
  return {
    clientId: user?.client_id ?? null,
    actorUserId: user?.id ?? null,
    action: 'auth.sign_in_failed',
    outcome: 'failure',
    ip,
    details: { reason },
    at,
  } as const;
}

/** A sign-in that started a session, and the factor that completed it. */
export function signInEntry(user: Pick<UserRow, 'id' | 'client_id'>, factor: string, ip: string, at: Date) {
  return callerEntry({ clientId: user.client_id, userId: user.id }, 'auth.sign_in', at, { ip, details: { factor } });
}
