import type { Queryable } from '../db/client.ts';

/** The named secret, made from `candidate` if nobody made it yet: every process reads back the same one. */
export async function ensureSecret(q: Queryable, name: string, candidate: Buffer): Promise<Buffer> {
  await q.query('INSERT INTO app_secrets (name, secret) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
    name,
    candidate,
  ]);
  const { rows } = await q.query<{ secret: Uint8Array }>('SELECT secret FROM app_secrets WHERE name = $1', [name]);
  return Buffer.from(rows[0]!.secret);
}
