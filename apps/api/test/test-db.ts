import { randomBytes } from 'node:crypto';
import { cpSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createDb, type Db } from '../src/db/client.ts';

/**
 * Test databases are copies of one migrated, seeded template made once per run (global-setup.ts):
 * a PGlite data-dir dump, or a PostgreSQL template database when CORRIDOR_TEST_DB=postgres.
 */
export const isPostgres = () => process.env.CORRIDOR_TEST_DB === 'postgres';

export function databaseUrlFor(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A test database; on PostgreSQL `url` lets a test open a second connection pool, as a second API process would. */
export async function createTestDb(): Promise<Db & { url?: string }> {
  if (isPostgres()) {
    const base = process.env.CORRIDOR_PG_URL!;
    const template = process.env.CORRIDOR_PG_TEMPLATE!;
    const name = `corridor_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    await admin.end();
    const url = databaseUrlFor(base, name);
    const db = await createDb({ databaseUrl: url });
    return {
      ...db,
      url,
      async close() {
        await db.close();
        const drop = new pg.Client({ connectionString: base });
        await drop.connect();
        await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await drop.end();
      },
    };
  }
  // A copy of the template's data directory opens without initdb, migrations or seeding.
  const dir = join(tmpdir(), `corridor-test-${randomBytes(6).toString('hex')}`);
  cpSync(process.env.CORRIDOR_PGLITE_TEMPLATE!, dir, { recursive: true });
  const db = await createDb({ dataDir: dir });
  return {
    ...db,
    async close() {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
