import type PgBoss from 'pg-boss';
import type { AppDeps } from '../app-deps.ts';

/**
 * One queue and what runs its jobs. Modules declare theirs in `<module>.jobs.ts`; jobs/registry.ts lists them all.
 * A handler must be safe to run twice for the same job: after a crash, a job that was running is run again.
 */
export type JobDefinition = {
  queue: string;
  /** Retries and expiry of the queue's jobs (pg-boss queue options). */
  options?: Omit<PgBoss.Queue, 'name'>;
  /**
   * A cron line (UTC): each tick queues one job, whatever the number of worker processes (pg-boss keeps the
   * schedule in the database and lets one job through per tick).
   */
  schedule?: string;
  /** Also queue one job whenever a worker process starts (e.g. to catch up after a crash). */
  runsAtStart?: boolean;
  /** How often an idle worker asks for jobs; scheduled clean-ups can wait, money should not. */
  pollingIntervalSeconds?: number;
  /** Jobs fetched per poll, run one after another. A full batch is followed by the next fetch at once. */
  batchSize?: number;
  run(data: unknown, deps: AppDeps): Promise<void>;
  /**
   * Runs a whole fetched batch at once (e.g. in one transaction). When it throws, the runner falls back to `run`
   * for each job, so one bad job fails alone.
   */
  runBatch?(data: unknown[], deps: AppDeps): Promise<void>;
};

/**
 * A step of money's way through a partner (submit to a rail, apply its next report, check a funding): retried for
 * minutes with backoff, picked up within a second, twenty at a fetch.
 */
export const MONEY_STEP = {
  options: { retryLimit: 10, retryDelay: 2, retryBackoff: true, expireInSeconds: 60 },
  pollingIntervalSeconds: 1,
  batchSize: 20,
} as const satisfies Partial<JobDefinition>;

/** A scheduled sweep or clean-up: the next tick runs it again, so one retry is enough. */
export const SWEEP_OPTIONS = { retryLimit: 1, expireInSeconds: 300 } as const satisfies JobDefinition['options'];

/**
 * Runs `step` (which handles up to `batch` rows and answers how many it looked at) until a batch comes back short, so a
 * backlog clears in one run without one long transaction.
 */
export async function drainInBatches(step: (batch: number) => Promise<number>, batch = 500): Promise<void> {
  let looked: number;
  do looked = await step(batch);
  while (looked >= batch);
}
