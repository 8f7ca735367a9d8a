import type { Queryable } from '../../db/client.ts';
import { isSealed, openTotpSecret, sealTotpSecret } from './totp-secret-box.ts';

export type TotpRow = {
  user_id: string;
  client_id: string;
  secret: string;
  created_at: Date;
  confirmed_at: Date | null;
  last_step: bigint;
};

/**
 * The user's authenticator app (confirmed or being set up), its secret opened; locked for the check that follows when
 * asked. A row stored before secrets were encrypted is sealed now (read, then written once).
 */
export async function findTotp(
  db: Queryable,
  clientId: string,
  userId: string,
  forUpdate = false,
): Promise<TotpRow | undefined> {
  const { rows } = await db.query<TotpRow>(
    `SELECT user_id, client_id, secret, created_at, confirmed_at, last_step FROM user_totp
     WHERE client_id = $1 AND user_id = $2 ${forUpdate ? 'FOR UPDATE' : ''}`,
    [clientId, userId],
  );
  const row = rows[0];
  if (!row) return undefined;
  if (!isSealed(row.secret)) {
    await db.query('UPDATE user_totp SET secret = $3 WHERE client_id = $1 AND user_id = $2 AND secret = $4', [
      clientId,
      userId,
      await sealTotpSecret(db, userId, row.secret),
      row.secret,
    ]);
  }
  return { ...row, secret: await openTotpSecret(db, userId, row.secret) };
}

/** A new secret being set up; replaces one never confirmed, never a confirmed one (the service checks first). */
export async function upsertPendingTotp(
  db: Queryable,
  t: { clientId: string; userId: string; secret: string; now: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO user_totp (user_id, client_id, secret, created_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id) DO UPDATE SET secret = EXCLUDED.secret, created_at = EXCLUDED.created_at,
       confirmed_at = NULL, last_step = 0
     WHERE user_totp.confirmed_at IS NULL`,
    [t.userId, t.clientId, await sealTotpSecret(db, t.userId, t.secret), t.now],
  );
}

export async function confirmTotp(db: Queryable, clientId: string, userId: string, step: number, now: Date) {
  await db.query('UPDATE user_totp SET confirmed_at = $3, last_step = $4 WHERE client_id = $1 AND user_id = $2', [
    clientId,
    userId,
    now,
    step,
  ]);
}

export async function setLastStep(db: Queryable, clientId: string, userId: string, step: number) {
  await db.query('UPDATE user_totp SET last_step = $3 WHERE client_id = $1 AND user_id = $2', [clientId, userId, step]);
}

export async function deleteTotp(db: Queryable, clientId: string, userId: string): Promise<void> {
  await db.query('DELETE FROM user_totp WHERE client_id = $1 AND user_id = $2', [clientId, userId]);
  await db.query('DELETE FROM user_recovery_codes WHERE client_id = $1 AND user_id = $2', [clientId, userId]);
}

/** Replaces every recovery code of the user with these hashes. */
export async function replaceRecoveryCodes(
  db: Queryable,
  clientId: string,
  userId: string,
  hashes: Buffer[],
  now: Date,
): Promise<void> {
  await db.query('DELETE FROM user_recovery_codes WHERE client_id = $1 AND user_id = $2', [clientId, userId]);
  await db.query(
    `INSERT INTO user_recovery_codes (user_id, client_id, code_hash, created_at)
     SELECT $2, $1, h, $4 FROM unnest($3::bytea[]) AS h`,
    [clientId, userId, hashes, now],
  );
}

/** Uses up the unused code with this hash; false when there is none (wrong, or already used). */
export async function useRecoveryCode(
  db: Queryable,
  clientId: string,
  userId: string,
  hash: Buffer,
  now: Date,
): Promise<boolean> {
  const { rows } = await db.query<{ id: string }>(
    `UPDATE user_recovery_codes SET used_at = $4
     WHERE client_id = $1 AND user_id = $2 AND code_hash = $3 AND used_at IS NULL RETURNING id`,
    [clientId, userId, hash, now],
  );
  return rows.length > 0;
}

export async function countLiveRecoveryCodes(db: Queryable, clientId: string, userId: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM user_recovery_codes WHERE client_id = $1 AND user_id = $2 AND used_at IS NULL',
    [clientId, userId],
  );
  return rows[0]?.n ?? 0;
}
