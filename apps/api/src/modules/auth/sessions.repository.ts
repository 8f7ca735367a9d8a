import type { Queryable } from '../../db/client.ts';

export type SessionRow = {
  id: string;
  user_id: string;
  client_id: string;
  csrf_token: string;
  last_seen_at: Date;
  expires_at: Date;
  ended_at: Date | null;
  ended_reason: string | null;
};

export async function insertSession(
  db: Queryable,
  s: {
    tokenHash: Buffer;
    userId: string;
    clientId: string;
    csrfToken: string;
    now: Date;
    expiresAt: Date;
    userAgent?: string | null;
    ipAddress?: string | null;
  },
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO sessions (token_hash, user_id, client_id, csrf_token, created_at, last_seen_at, expires_at,
       user_agent, ip_address)
     VALUES ($1, $2, $3, $4, $5, $5, $6, $7, $8) RETURNING id`,
    [s.tokenHash, s.userId, s.clientId, s.csrfToken, s.now, s.expiresAt, s.userAgent ?? null, s.ipAddress ?? null],
  );
  return rows[0]!.id;
}

export async function findSessionByTokenHash(db: Queryable, tokenHash: Buffer): Promise<SessionRow | undefined> {
  const { rows } = await db.query<SessionRow>(
    `SELECT id, user_id, client_id, csrf_token, last_seen_at, expires_at, ended_at, ended_reason
     FROM sessions WHERE token_hash = $1`,
    [tokenHash],
  );
  return rows[0];
}

export async function touchSession(db: Queryable, sessionId: string, now: Date): Promise<void> {
  await db.query('UPDATE sessions SET last_seen_at = $2 WHERE id = $1 AND ended_at IS NULL', [sessionId, now]);
}

export async function endSession(db: Queryable, sessionId: string, reason: string, now: Date): Promise<void> {
  await db.query('UPDATE sessions SET ended_at = $2, ended_reason = $3 WHERE id = $1 AND ended_at IS NULL', [
    sessionId,
    now,
    reason,
  ]);
}

/** Ends every open session of the user (a new sign-in, a password reset); answers how many ended. */
export async function endUserSessions(db: Queryable, userId: string, reason: string, now: Date): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `WITH d AS (UPDATE sessions SET ended_at = $2, ended_reason = $3
       WHERE user_id = $1 AND ended_at IS NULL RETURNING 1)
     SELECT count(*)::int AS n FROM d`,
    [userId, now, reason],
  );
  return rows[0]?.n ?? 0;
}

/** Ends the user's open sessions except `keepSessionId` (a password change, "sign out everywhere else"). */
export async function endOtherUserSessions(
  db: Queryable,
  userId: string,
  keepSessionId: string,
  reason: string,
  now: Date,
): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `WITH d AS (UPDATE sessions SET ended_at = $3, ended_reason = $4
       WHERE user_id = $1 AND id <> $2 AND ended_at IS NULL RETURNING 1)
     SELECT count(*)::int AS n FROM d`,
    [userId, keepSessionId, now, reason],
  );
  return rows[0]?.n ?? 0;
}

export type LiveSessionRow = {
  id: string;
  user_agent: string | null;
  ip_address: string | null;
  created_at: Date;
  last_seen_at: Date;
};

/** The user's sessions still open and not past their limits, most recently used first. */
export async function listLiveSessions(
  db: Queryable,
  userId: string,
  now: Date,
  idleSince: Date,
): Promise<LiveSessionRow[]> {
  const { rows } = await db.query<LiveSessionRow>(
    `SELECT id, user_agent, ip_address, created_at, last_seen_at FROM sessions
     WHERE user_id = $1 AND ended_at IS NULL AND expires_at > $2 AND last_seen_at > $3
     ORDER BY last_seen_at DESC, id LIMIT 100`,
    [userId, now, idleSince],
  );
  return rows;
}

/** Ends one open session of the user; false when it is not theirs or already ended. */
export async function endOwnSession(
  db: Queryable,
  userId: string,
  sessionId: string,
  reason: string,
  now: Date,
): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE sessions SET ended_at = $3, ended_reason = $4
     WHERE id = $2 AND user_id = $1 AND ended_at IS NULL RETURNING id`,
    [userId, sessionId, now, reason],
  );
  return rows.length > 0;
}
