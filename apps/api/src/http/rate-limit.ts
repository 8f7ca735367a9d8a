import type { Queryable } from '../db/client.ts';

export type RateRule = { limit: number; windowMs: number };

/**
 * Fixed-window counters in PostgreSQL, so every API process shares them. `hit` counts one attempt and says
 * whether the caller is still within the limit; `peek` only reads.
 */
export async function hit(db: Queryable, bucket: string, rule: RateRule, now: Date): Promise<boolean> {
  const windowStart = new Date(Math.floor(now.getTime() / rule.windowMs) * rule.windowMs);
  const { rows } = await db.query<{ hits: number }>(
    `INSERT INTO rate_limit_hits (bucket, window_start, hits) VALUES ($1, $2, 1)
     ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limit_hits.hits + 1
     RETURNING hits`,
    [bucket, windowStart],
  );
  return (rows[0]?.hits ?? 0) <= rule.limit;
}

export async function peek(db: Queryable, bucket: string, rule: RateRule, now: Date): Promise<boolean> {
  const windowStart = new Date(Math.floor(now.getTime() / rule.windowMs) * rule.windowMs);
  const { rows } = await db.query<{ hits: number }>(
    'SELECT hits FROM rate_limit_hits WHERE bucket = $1 AND window_start = $2',
    [bucket, windowStart],
  );
  return (rows[0]?.hits ?? 0) < rule.limit;
}
