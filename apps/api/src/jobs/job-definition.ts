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
