import type { Queryable } from '../../db/client.ts';

export type PasskeyRow = {
  id: string;
  user_id: string;
  client_id: string;
  credential_id: string;
  public_key: Buffer;
  sign_count: bigint;
  transports: string[];
  device_type: string;
  is_backed_up: boolean;
  name: string;
  created_at: Date;
  last_used_at: Date | null;
};

const COLUMNS = `id, user_id, client_id, credential_id, public_key, sign_count, transports, device_type, is_backed_up,
  name, created_at, last_used_at`;

export async function findUserPasskeys(db: Queryable, clientId: string, userId: string): Promise<PasskeyRow[]> {
  const { rows } = await db.query<PasskeyRow>(
    `SELECT ${COLUMNS} FROM user_passkeys WHERE client_id = $1 AND user_id = $2 ORDER BY created_at`,
    [clientId, userId],
  );
  return rows;
}

/**
 * A credential by its id, whoever owns it (a passkey sign-in does not know the business yet: the credential says
 * whose it is), locked for the counter update.
 */
export async function findPasskeyByCredentialId(db: Queryable, credentialId: string): Promise<PasskeyRow | undefined> {
  const { rows } = await db.query<PasskeyRow>(
    `SELECT ${COLUMNS} FROM user_passkeys WHERE credential_id = $1 FOR UPDATE`,
    [credentialId],
  );
  return rows[0];
}

/** Inserts the passkey; undefined when its credential id is already registered (to anyone). */
export async function insertPasskey(
  db: Queryable,
  p: Omit<PasskeyRow, 'id' | 'last_used_at'>,
): Promise<PasskeyRow | undefined> {
  const { rows } = await db.query<PasskeyRow>(
    `INSERT INTO user_passkeys (user_id, client_id, credential_id, public_key, sign_count, transports, device_type,
       is_backed_up, name, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (credential_id) DO NOTHING RETURNING ${COLUMNS}`,
    [
      p.user_id,
      p.client_id,
      p.credential_id,
      p.public_key,
      p.sign_count,
      p.transports,
      p.device_type,
      p.is_backed_up,
      p.name,
      p.created_at,
    ],
  );
  return rows[0];
}

export async function markPasskeyUsed(db: Queryable, clientId: string, id: string, signCount: number, now: Date) {
  await db.query('UPDATE user_passkeys SET sign_count = $3, last_used_at = $4 WHERE client_id = $1 AND id = $2', [
    clientId,
    id,
    signCount,
    now,
  ]);
}

/** Deletes one of the user's passkeys; false when the user has none with this id. */
export async function deletePasskey(db: Queryable, clientId: string, userId: string, id: string): Promise<boolean> {
  const { rows } = await db.query<{ id: string }>(
    'DELETE FROM user_passkeys WHERE client_id = $1 AND user_id = $2 AND id = $3 RETURNING id',
    [clientId, userId, id],
  );
  return rows.length > 0;
}

export type ChallengeRow = { id: string; purpose: string; user_id: string | null; challenge: string; expires_at: Date };

export async function insertChallenge(
  db: Queryable,
  c: { purpose: 'register' | 'sign_in'; userId: string | null; challenge: string; now: Date; expiresAt: Date },
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO webauthn_challenges (purpose, user_id, challenge, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [c.purpose, c.userId, c.challenge, c.now, c.expiresAt],
  );
  return rows[0]!.id;
}

/** Uses up the challenge (single use, whatever the answer turns out to be); undefined when unknown or used. */
export async function takeChallenge(
  db: Queryable,
  id: string,
  purpose: 'register' | 'sign_in',
  now: Date,
): Promise<ChallengeRow | undefined> {
  const { rows } = await db.query<ChallengeRow>(
    `UPDATE webauthn_challenges SET used_at = $3 WHERE id = $1 AND purpose = $2 AND used_at IS NULL
     RETURNING id, purpose, user_id, challenge, expires_at`,
    [id, purpose, now],
  );
  return rows[0];
}

export async function purgeChallenges(db: Queryable, now: Date): Promise<void> {
  await db.query('DELETE FROM webauthn_challenges WHERE expires_at <= $1', [now]);
}
