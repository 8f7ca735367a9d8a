import { rmSync } from 'node:fs';
import { loadConfig } from '../config.ts';
import { createDb } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { createSandboxPartners } from '../partners/partners.ts';
import { seedDemo } from './seed.ts';

/** npm run db:reset — recreates the database (embedded, or the DATABASE_URL schema) with demo data. */
const config = loadConfig();
if (!config.DATABASE_URL) rmSync(config.DATA_DIR, { recursive: true, force: true });
const db = await createDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
// pg-boss's schema goes too: its jobs name payments and transfers that are about to disappear.
if (db.kind === 'postgres')
  await db.exec('DROP SCHEMA IF EXISTS pgboss CASCADE; DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
await migrate(db);
await seedDemo({ db, partners: createSandboxPartners() });
await db.close();
console.info(`Database reset with demo data (${db.kind === 'pglite' ? config.DATA_DIR : 'PostgreSQL'}).`);
