import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { ZClientDetailsResponse } from '@corridor/contracts/clients/client-details';
import type { SessionContext } from '../../caller.ts';
import type { Db, Queryable } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { loadActiveClient } from '../clients/clients.service.ts';
import { factorSummary } from '../mfa/mfa-factors.service.ts';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, SESSION_TOUCH_MS } from './auth.constants.ts';
import { type CachedSession, evictSessions, sessionCacheFor } from './session-cache.ts';
import { toSessionUser } from './session-user.ts';
import {
  endSession,
  endUserSessions,
  findSessionByTokenHash,
  insertSession,
  touchSession,
} from './sessions.repository.ts';
import { findUserById } from './users.repository.ts';

export const hashToken = (token: string) => createHash('sha256').update(token).digest();

/**
 * Call after committing a change to what a business's sessions carry (the active client, e.g. its auto-sweep bank
 * account): every process reads it afresh from then on.
 */
export function evictClientSessions(db: Db, clientId: string): Promise<void> {
  return evictSessions(db, `client:${clientId}`);
}

/** What a session remembers of where it started, for the user's list of sessions (Settings, Security). */
export type SessionOrigin = { ip?: string | null; userAgent?: string | null };

/** Starts a session with a fresh 128-bit token; any other open session of the user ends as `concurrent_login`. */
export async function startSession(
  tx: Queryable,
  user: { id: string; client_id: string },
  now: Date,
  origin: SessionOrigin = {},
) {
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
    // Bounded as the table is: a user agent is the caller's to choose.
    userAgent: origin.userAgent?.slice(0, 512) ?? null,
    ipAddress: origin.ip?.slice(0, 64) ?? null,
  });
  return { token, csrfToken, maxAgeSeconds: SESSION_ABSOLUTE_MS / 1000 };
}

/** The live session for a token, or the spec's session error (§8) saying why there is none. */
export async function resolveSession(db: Db, token: string | undefined, now: Date): Promise<SessionContext> {
  if (!token) throw new AppError('user_not_logged_in');
  // Keyed by the token itself (it never leaves this process's memory): a cached call costs no hashing.
  const cache = sessionCacheFor(db);
  let entry = cache.get(token, now.getTime());
  if (!entry) {
    const readAt = cache.generation();
    entry = await loadSession(db, hashToken(token), now);
    cache.set(token, entry, readAt);
  }
  const t = now.getTime();
  const reason = t >= entry.expiresAt ? 'expired' : t - entry.lastSeenAt >= SESSION_IDLE_MS ? 'idle' : null;
  if (reason) {
    cache.evict(`user:${entry.ctx.caller.userId}`);
    await endSession(db, entry.ctx.sessionId, reason, now);
    throw new AppError('user_not_logged_in');
  }
  entry.lastSeenAt = t;
  // Idle time is tracked in memory; the row is written at most once a minute so other processes see activity.
  if (t - entry.lastWrittenAt >= SESSION_TOUCH_MS) {
    entry.lastWrittenAt = t;
    await touchSession(db, entry.ctx.sessionId, now);
  }
  return entry.ctx;
}

/**
 * Whether a token's session is still live — not ended, expired or idle, its user and business active — without
 * counting as activity: a progress stream's keep-alive is not the person doing something, so it must not hold off
 * the idle limit. Ending an idle session stays the next request's (resolveSession).
 */
export async function isSessionLive(db: Db, token: string | undefined, now: Date): Promise<boolean> {
  if (!token) return false;
  const cache = sessionCacheFor(db);
  let entry = cache.get(token, now.getTime());
  if (!entry) {
    const readAt = cache.generation();
    try {
      entry = await loadSession(db, hashToken(token), now);
    } catch (err) {
      if (err instanceof AppError) return false;
      throw err;
    }
    cache.set(token, entry, readAt);
  }
  const t = now.getTime();
  return t < entry.expiresAt && t - entry.lastSeenAt < SESSION_IDLE_MS;
}

async function loadSession(db: Db, tokenHash: Buffer, now: Date): Promise<CachedSession> {
  const s = await findSessionByTokenHash(db, tokenHash);
  if (!s) throw new AppError('user_not_logged_in');
  if (s.ended_at) {
    throw new AppError(s.ended_reason === 'concurrent_login' ? 'concurrent_login' : 'user_not_logged_in');
  }
  const [user, client] = await Promise.all([findUserById(db, s.user_id), loadActiveClient(db, s.client_id)]);
  if (!user?.is_active || !user.client_is_active || !client) {
    await endSession(db, s.id, 'logout', now);
    throw new AppError('user_not_logged_in');
  }
  const { mustEnrol } = await factorSummary(db, user);
  const ctx: SessionContext = {
    sessionId: s.id,
    csrfToken: s.csrf_token,
    mustEnrolSecondFactor: mustEnrol,
    mustSetPassword: user.is_password_generated,
    caller: {
      userId: s.user_id,
      clientId: s.client_id,
      legalEntity: client.client_legal_entity,
      clientName: client.client_name,
      baseCurrency: client.client_base_currency,
      utcOffset: client.utcOffset,
      roles: user.roles,
      menus: user.menus,
    },
    profile: { user: toSessionUser(user, mustEnrol), client },
    profileJson: '',
  };
  ctx.profileJson = JSON.stringify(ZClientDetailsResponse.parse(ctx.profile));
  const lastSeen = s.last_seen_at.getTime();
  return {
    ctx,
    expiresAt: s.expires_at.getTime(),
    loadedAt: now.getTime(),
    lastSeenAt: lastSeen,
    lastWrittenAt: lastSeen,
  };
}

export function csrfMatches(expected: string, given: unknown): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
