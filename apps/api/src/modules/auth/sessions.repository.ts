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
  email: string;
  name: string;
  roles: string[];
  menus: string[];
  is_approver: boolean;
  is_maker: boolean;
  user_is_active: boolean;
  client_name: string;
  client_legal_entity: string;
  client_status: string;
  client_base_currency: string;
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

/** One indexed lookup gives the session, its user and its client: the whole cost of an authenticated call. */
export async function findSessionByTokenHash(db: Queryable, tokenHash: Buffer): Promise<SessionRow | undefined> {
  const { rows } = await db.query<SessionRow>(
    `SELECT s.id, s.user_id, s.client_id, s.csrf_token, s.last_seen_at, s.expires_at, s.ended_at, s.ended_reason,
       u.email, u.name, u.roles, u.menus, u.is_approver, u.is_maker, u.is_active AS user_is_active,
       c.client_name, c.client_legal_entity, c.status AS client_status, c.client_base_currency
     FROM sessions s JOIN users u ON u.id = s.user_id JOIN clients c ON c.id = s.client_id
     WHERE s.token_hash = $1`,
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
