import type { Queryable } from '../db/client.ts';
import type { JobDefinition } from '../jobs/job-definition.ts';

/**
 * Forgets Idempotency-Keys older than the retention (IDEMPOTENCY_RETENTION_HOURS, at least a day): a client
 * retrying later than that is making a new request.
 */
export async function purgeOldIdempotencyKeys(db: Queryable, now: Date, retentionHours: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'WITH d AS (DELETE FROM idempotency_keys WHERE created_at < $1 RETURNING 1) SELECT count(*)::int AS n FROM d',
    [new Date(now.getTime() - retentionHours * 3_600_000)],
  );
  return rows[0]?.n ?? 0;
}

export const idempotencyJobs: JobDefinition[] = [
  {
    queue: 'idempotency.purge',
    options: { retryLimit: 1, expireInSeconds: 300 },
    schedule: '7 * * * *',
    async run(_data, deps) {
      await purgeOldIdempotencyKeys(deps.db, deps.clock.now(), deps.config.IDEMPOTENCY_RETENTION_HOURS);
    },
  },
];
