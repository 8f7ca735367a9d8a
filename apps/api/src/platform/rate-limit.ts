import type { Queryable } from '../db/client.ts';
import { AppError } from '../errors.ts';

export type RateRule = { limit: number; windowMs: number };
export type RateVerdict = { isAllowed: boolean; hits: number; retryAfterSeconds: number };

const windowOf = (rule: RateRule, now: Date) => {
  const start = Math.floor(now.getTime() / rule.windowMs) * rule.windowMs;
  return { start: new Date(start), end: new Date(start + rule.windowMs) };
};

const secondsUntil = (until: Date, now: Date) => Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));

/**
 * Fixed-window counters in PostgreSQL, so every API process shares them. `hit` counts one attempt and says
 * whether the caller is still within the limit and, if not, when the window ends. Each row carries its own
 * expiry so the clean-up job can drop it without knowing the rule.
 */
export async function hit(db: Queryable, bucket: string, rule: RateRule, now: Date): Promise<RateVerdict> {
  const { start, end } = windowOf(rule, now);
  const { rows } = await db.query<{ hits: number }>(
    `INSERT INTO rate_limit_hits (bucket, window_start, hits, expires_at) VALUES ($1, $2, 1, $3)
     ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limit_hits.hits + 1
     RETURNING hits`,
    [bucket, start, end],
  );
  const hits = rows[0]?.hits ?? 0;
  return { isAllowed: hits <= rule.limit, hits, retryAfterSeconds: secondsUntil(end, now) };
}

/** Counts one attempt and refuses it with 429 and a Retry-After once the window's limit is passed. */
export async function limitOrThrow(db: Queryable, bucket: string, rule: RateRule, now: Date): Promise<number> {
  const verdict = await hit(db, bucket, rule, now);
  if (!verdict.isAllowed) throw new AppError('RATE_LIMITED', { retryAfterSeconds: verdict.retryAfterSeconds });
  return verdict.retryAfterSeconds;
}

/**
 * Growing delays for repeated failures under one key (an account from one source, say): the first `free`
 * failures cost nothing, then each one blocks the key for twice as long as the one before, up to `maxDelayMs`.
 * A quiet `resetAfterMs` forgets the count. Unlike a lock, it slows only the one who keeps failing.
 */
export type FailureRule = { free: number; firstDelayMs: number; maxDelayMs: number; resetAfterMs: number };

/** Refuses with 429 and a Retry-After while `key` is blocked by earlier failures. */
export async function assertNotThrottled(db: Queryable, key: string, now: Date): Promise<void> {
  const { rows } = await db.query<{ blocked_until: Date | null }>(
    'SELECT blocked_until FROM failure_throttles WHERE key = $1',
    [key],
  );
  const until = rows[0]?.blocked_until;
  if (until && until > now) throw new AppError('RATE_LIMITED', { retryAfterSeconds: secondsUntil(until, now) });
}

/** Counts a failure under `key` and blocks the key for the delay its count has earned; returns the count. */
export async function recordFailure(db: Queryable, key: string, rule: FailureRule, now: Date): Promise<number> {
  const { rows } = await db.query<{ failures: number }>(
    `INSERT INTO failure_throttles (key, failures, last_failure_at, expires_at) VALUES ($1, 1, $2, $3)
     ON CONFLICT (key) DO UPDATE SET
       failures = CASE WHEN failure_throttles.last_failure_at < $2::timestamptz - make_interval(secs => $4::float8 / 1000)
                       THEN 1 ELSE failure_throttles.failures + 1 END,
       last_failure_at = $2, expires_at = $3
     RETURNING failures`,
    [key, now, new Date(now.getTime() + rule.resetAfterMs), rule.resetAfterMs],
  );
  const failures = rows[0]?.failures ?? 1;
  if (failures >= rule.free) {
    const delay = Math.min(rule.maxDelayMs, rule.firstDelayMs * 2 ** (failures - rule.free));
    await db.query('UPDATE failure_throttles SET blocked_until = $2 WHERE key = $1', [
      key,
      new Date(now.getTime() + delay),
    ]);
  }
  return failures;
}

/** A success under `key` (the right password from that source) forgets its failures. */
export async function clearFailures(db: Queryable, key: string): Promise<void> {
  await db.query('DELETE FROM failure_throttles WHERE key = $1', [key]);
}

/** Drops counters and throttles whose time is over (run by a scheduled clean-up job). */
export async function purgeExpiredRateLimits(db: Queryable, now: Date): Promise<number> {
  const a = await db.query<{ n: number }>(
    'WITH d AS (DELETE FROM rate_limit_hits WHERE expires_at <= $1 RETURNING 1) SELECT count(*)::int AS n FROM d',
    [now],
  );
  const b = await db.query<{ n: number }>(
    'WITH d AS (DELETE FROM failure_throttles WHERE expires_at <= $1 RETURNING 1) SELECT count(*)::int AS n FROM d',
    [now],
  );
  return (a.rows[0]?.n ?? 0) + (b.rows[0]?.n ?? 0);
}
