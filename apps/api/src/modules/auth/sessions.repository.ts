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
  s: { tokenHash: Buffer; userId: string; clientId: string; csrfToken: string; now: Date; expiresAt: Date },
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO sessions (token_hash, user_id, client_id, csrf_token, created_at, last_seen_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $5, $6) RETURNING id`,
    [s.tokenHash, s.userId, s.clientId, s.csrfToken, s.now, s.expiresAt],
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

/** Ends every open session of the user (a new sign-in, a password reset). */
export async function endUserSessions(db: Queryable, userId: string, reason: string, now: Date): Promise<void> {
  await db.query('UPDATE sessions SET ended_at = $2, ended_reason = $3 WHERE user_id = $1 AND ended_at IS NULL', [
    userId,
    now,
    reason,
  ]);
}
