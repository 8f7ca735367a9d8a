import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { installJobs } from '../jobs/boss.ts';
import type { Db } from './client.ts';

const dir = fileURLToPath(new URL('./migrations/', import.meta.url));

/**
 * Applies every migrations/NNN_*.sql not yet recorded, in order, then installs or upgrades the job queues
 * (pg-boss's own schema and our queues), so a fresh database is ready for every role.
 */
export async function migrate(db: Db): Promise<string[]> {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  return db.tx(async (tx) => {
    // One migrator at a time when several processes start together on one PostgreSQL.
    if (db.kind === 'postgres') await tx.query('SELECT pg_advisory_xact_lock(727274)');
    await tx.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set(
      (await tx.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map((r) => r.name),
    );
    const applied: string[] = [];
    for (const file of files) {
      if (done.has(file)) continue;
      await tx.exec(readFileSync(dir + file, 'utf8'));
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
      applied.push(file);
    }
    await installJobs(tx);
    return applied;
  });
}
