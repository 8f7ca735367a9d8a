import type { Queryable } from '../../db/client.ts';
import { type JobDefinition, SWEEP_OPTIONS } from '../../jobs/job-definition.ts';
import { purgeExpiredRateLimits } from '../../platform/rate-limit.ts';

/**
 * Drops sessions, sign-in codes and reset tokens past their expiry; returns how many rows went. A session past its
 * absolute expiry is refused anyway, and its cookie (same max age) is gone from the browser, so nothing is lost.
 */
export async function purgeExpiredSignIns(db: Queryable, now: Date): Promise<number> {
  let purged = 0;
  for (const table of ['sessions', 'login_codes', 'password_resets']) {
    const { rows } = await db.query<{ n: number }>(
      `WITH d AS (DELETE FROM ${table} WHERE expires_at <= $1 RETURNING 1) SELECT count(*)::int AS n FROM d`,
      [now],
    );
    purged += rows[0]?.n ?? 0;
  }
  return purged;
}

export const authJobs: JobDefinition[] = [
  {
    queue: 'auth.purge-expired',
    options: SWEEP_OPTIONS,
    schedule: '*/10 * * * *',
    async run(_data, deps) {
      const now = deps.clock.now();
      await purgeExpiredSignIns(deps.db, now);
      await purgeExpiredRateLimits(deps.db, now);
    },
  },
];
