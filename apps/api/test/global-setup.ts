import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createDb } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { createSandboxPartners } from '../src/partners/partners.ts';
import { seedDemo } from '../src/seed/seed.ts';
import { databaseUrlFor, isPostgres } from './test-db.ts';

/** Builds the migrated, seeded template every API test file copies (see test-db.ts). */
export default async function setup() {
  if (isPostgres()) {
    const base = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
    const template = `corridor_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${template}`);
    const db = await createDb({ databaseUrl: databaseUrlFor(base, template), poolSize: 1 });
    await migrate(db);
    await seedDemo({ db, partners: createSandboxPartners() });
    await db.close();
    process.env.CORRIDOR_PG_URL = base;
    process.env.CORRIDOR_PG_TEMPLATE = template;
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await admin.end();
    };
  }
  const dir = join(tmpdir(), `corridor-template-${process.pid}`);
  rmSync(dir, { recursive: true, force: true });
  const db = await createDb({ dataDir: dir });
  await migrate(db);
  await seedDemo({ db, partners: createSandboxPartners() });
  await db.close();
  process.env.CORRIDOR_PGLITE_TEMPLATE = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
