import type { Queryable } from '../../db/client.ts';

export type LoginCodeRow = { id: string; code_hash: Buffer; expires_at: Date; failed_attempts: number };

/** A new code replaces every earlier one. */
export async function insertCode(
  db: Queryable,
  c: { userId: string; codeHash: Buffer; now: Date; expiresAt: Date },
): Promise<void> {
  await db.query(
    'UPDATE login_codes SET revoked_at = $2 WHERE user_id = $1 AND used_at IS NULL AND revoked_at IS NULL',
    [c.userId, c.now],
  );
  await db.query('INSERT INTO login_codes (user_id, code_hash, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
    c.userId,
    c.codeHash,
    c.now,
    c.expiresAt,
  ]);
}

/** The latest code still usable (not used, not revoked), locked for the check that follows. */
export async function latestLiveCode(db: Queryable, userId: string): Promise<LoginCodeRow | undefined> {
  const { rows } = await db.query<LoginCodeRow>(
    `SELECT id, code_hash, expires_at, failed_attempts FROM login_codes
     WHERE user_id = $1 AND used_at IS NULL AND revoked_at IS NULL
     ORDER BY created_at DESC LIMIT 1 FOR UPDATE`,
    [userId],
  );
  return rows[0];
}

export async function recordWrongCode(db: Queryable, codeId: string, maxTries: number, now: Date): Promise<void> {
  await db.query(
    `UPDATE login_codes SET failed_attempts = failed_attempts + 1,
       revoked_at = CASE WHEN failed_attempts + 1 >= $2 THEN $3::timestamptz ELSE revoked_at END
     WHERE id = $1`,
    [codeId, maxTries, now],
  );
}

export async function markCodeUsed(db: Queryable, codeId: string, now: Date): Promise<void> {
  await db.query('UPDATE login_codes SET used_at = $2 WHERE id = $1', [codeId, now]);
}
