import type { Queryable } from '../../db/client.ts';

/** What the client's payouts of [from, to) count towards the MYR daily limit, released ones aside. */
export async function sumDailyLimitMyr(
  q: Queryable,
  clientId: string,
  window: { from: Date; to: Date },
  releasedStatuses: readonly string[],
): Promise<bigint> {
  const { rows } = await q.query<{ total: bigint | null }>(
    `SELECT sum(daily_limit_myr)::int8 AS total FROM payouts
     WHERE client_id = $1 AND daily_limit_myr IS NOT NULL AND created_at >= $2 AND created_at < $3
       AND NOT (status = ANY($4::text[]))`,
    [clientId, window.from, window.to, releasedStatuses],
  );
  return rows[0]?.total ?? 0n;
}

/** Serialises one business's payouts while one checks its daily limit (PostgreSQL; PGlite runs one at a time). */
export async function lockDailyLimit(q: Queryable, clientId: string): Promise<void> {
  await q.query("SELECT pg_advisory_xact_lock(hashtextextended('payouts-daily-limit:' || $1, 0))", [clientId]);
}
