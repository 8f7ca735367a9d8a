import type { Queryable } from '../../db/client.ts';

/**
 * What the client's payouts of [from, to) count towards the MYR daily limit, released ones aside — and a bulk batch
 * still creating its payouts counts its whole total instead of those written so far (037_batch_daily_limit.sql).
 */
export async function sumDailyLimitMyr(
  q: Queryable,
  clientId: string,
  window: { from: Date; to: Date },
  releasedStatuses: readonly string[],
): Promise<bigint> {
  const { rows } = await q.query<{ total: bigint | null }>(
    `SELECT ((
       SELECT COALESCE(sum(p.daily_limit_myr), 0) FROM payouts p
       WHERE p.client_id = $1 AND p.daily_limit_myr IS NOT NULL AND p.created_at >= $2 AND p.created_at < $3
         AND NOT (p.status = ANY($4::text[]))
         AND NOT EXISTS (SELECT 1 FROM batches b WHERE b.id = p.batch_id AND b.status = 'payout_in_progress')
     ) + (
       SELECT COALESCE(sum(b.daily_limit_myr), 0) FROM batches b
       WHERE b.client_id = $1 AND b.status = 'payout_in_progress' AND b.daily_limit_myr IS NOT NULL
         AND b.pay_started_at >= $2 AND b.pay_started_at < $3
     ))::int8 AS total`,
    [clientId, window.from, window.to, releasedStatuses],
  );
  return rows[0]?.total ?? 0n;
}

/** Serialises one business's payouts while one checks its daily limit (PostgreSQL; PGlite runs one at a time). */
export async function lockDailyLimit(q: Queryable, clientId: string): Promise<void> {
  await q.query("SELECT pg_advisory_xact_lock(hashtextextended('payouts-daily-limit:' || $1, 0))", [clientId]);
}
