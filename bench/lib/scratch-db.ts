import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDb, type Db } from '../../apps/api/src/db/client.ts';

export const PG_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A throwaway PostgreSQL database for one benchmark run; `drop` removes it. */
export async function scratchPostgres(poolSize = 10): Promise<{ db: Db; drop: () => Promise<void> }> {
  const name = `corridor_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  const db = await createDb({ databaseUrl: url.toString(), poolSize });
  return {
    db,
    async drop() {
      await db.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
