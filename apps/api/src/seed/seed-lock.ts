import type { Db, Queryable } from '../db/client.ts';

/**
 * Held until the seeding transaction ends, so processes starting together on one PostgreSQL seed one after the
 * other and each sees what the one before it wrote. (PGlite belongs to one process: nothing to wait for.)
 */
export async function lockSeeding(tx: Queryable, kind: Db['kind']): Promise<void> {
  if (kind === 'postgres') await tx.query('SELECT pg_advisory_xact_lock(727275)');
}
