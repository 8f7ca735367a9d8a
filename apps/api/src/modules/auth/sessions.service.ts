import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { SessionContext } from '../../http/session-guard.ts';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, SESSION_TOUCH_MS } from './auth.constants.ts';
import {
  endSession,
  endUserSessions,
  findSessionByTokenHash,
  insertSession,
  touchSession,
} from './sessions.repository.ts';

export const hashToken = (token: string) => createHash('sha256').update(token).digest();

/** Starts a session with a fresh 128-bit token; any other open session of the user ends as `concurrent_login`. */
export async function startSession(tx: Queryable, user: { id: string; client_id: string }, now: Date) {
  await endUserSessions(tx, user.id, 'concurrent_login', now);
  const token = randomBytes(16).toString('base64url');
  const csrfToken = randomBytes(24).toString('base64url');
  await insertSession(tx, {
    tokenHash: hashToken(token),
    userId: user.id,
    clientId: user.client_id,
    csrfToken,
    now,
    expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
  });
  return { token, csrfToken, maxAgeSeconds: SESSION_ABSOLUTE_MS / 1000 };
}

/** The live session for a token, or the spec's session error (§8) saying why there is none. */
export async function resolveSession(db: Queryable, token: string | undefined, now: Date): Promise<SessionContext> {
  if (!token) throw new AppError('user_not_logged_in');
  const s = await findSessionByTokenHash(db, hashToken(token));
  if (!s) throw new AppError('user_not_logged_in');
  if (s.ended_at) {
    throw new AppError(s.ended_reason === 'concurrent_login' ? 'concurrent_login' : 'user_not_logged_in');
  }
  if (!s.user_is_active) {
    await endSession(db, s.id, 'logout', now);
    throw new AppError('user_not_logged_in');
  }
  if (s.expires_at <= now) {
    await endSession(db, s.id, 'expired', now);
    throw new AppError('user_not_logged_in');
  }
  const idleFor = now.getTime() - s.last_seen_at.getTime();
  if (idleFor >= SESSION_IDLE_MS) {
    await endSession(db, s.id, 'idle', now);
    throw new AppError('user_not_logged_in');
  }
  if (idleFor >= SESSION_TOUCH_MS) await touchSession(db, s.id, now);
  return {
    sessionId: s.id,
    userId: s.user_id,
    clientId: s.client_id,
    csrfToken: s.csrf_token,
    user: {
      id: s.user_id,
      email: s.email,
      name: s.name,
      roles: s.roles,
      menus: s.menus,
      isApprover: s.is_approver,
      isMaker: s.is_maker,
    },
    client: {
      id: s.client_id,
      name: s.client_name,
      legalEntity: s.client_legal_entity,
      status: s.client_status,
      baseCurrency: s.client_base_currency,
    },
  };
}

export function csrfMatches(expected: string, given: unknown): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
