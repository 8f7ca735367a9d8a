import type { Queryable } from '../../db/client.ts';

export async function insertReset(
  db: Queryable,
  r: { token: string; userId: string; now: Date; expiresAt: Date },
): Promise<void> {
  await db.query('INSERT INTO password_resets (token, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
    r.token,
    r.userId,
    r.now,
    r.expiresAt,
  ]);
}

/** A token that is unused and not expired, with its user's email; locked when `forUpdate`. */
export async function findLiveReset(
  db: Queryable,
  token: string,
  now: Date,
  forUpdate = false,
): Promise<{ user_id: string; email: string; client_id: string } | undefined> {
  const { rows } = await db.query<{ user_id: string; email: string; client_id: string }>(
    `SELECT r.user_id, u.email, u.client_id FROM password_resets r JOIN users u ON u.id = r.user_id
     WHERE r.token = $1 AND r.used_at IS NULL AND r.expires_at > $2 AND u.is_active
     ${forUpdate ? 'FOR UPDATE OF r' : ''}`,
    [token, now],
  );
  return rows[0];
}

export async function markResetUsed(db: Queryable, token: string, now: Date): Promise<void> {
  await db.query('UPDATE password_resets SET used_at = $2 WHERE token = $1', [token, now]);
}
