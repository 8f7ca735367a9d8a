import PgBoss from 'pg-boss';
import type { AppDeps } from '../app-deps.ts';
import type { Db, Queryable } from '../db/client.ts';
import { bossDb, bossTx } from './boss-db.ts';
import type { JobDefinition } from './job-definition.ts';
import { JOBS } from './registry.ts';

/** pg-boss's internal queue for scheduled jobs (timekeeper.js). */
const CRON_QUEUE = '__pgboss__send-it';

/** How long a stopping worker lets running jobs finish; after that they are failed, so another worker retries them. */
export const STOP_TIMEOUT_MS = 10_000;

export type BossOptions = {
  /** Workers, maintenance (expiring stuck jobs, archiving) and schedules run only where jobs are worked. */
  isWorker: boolean;
  onError(err: unknown): void;
  /** Tests shorten pg-boss's cron and maintenance intervals. */
  tuning?: Pick<
    PgBoss.ConstructorOptions,
    'cronMonitorIntervalSeconds' | 'cronWorkerIntervalSeconds' | 'maintenanceIntervalSeconds'
  >;
};

/** A pg-boss on our database. An API-only process only sends with it, so it is never started there. */
export function createBoss(db: Db, opts: BossOptions): PgBoss {
  const boss = new PgBoss({
    db: bossDb(db),
    // migrate() installs and upgrades pg-boss's schema with ours, once per start; here it is only checked.
    migrate: false,
    supervise: opts.isWorker,
    schedule: opts.isWorker,
    ...opts.tuning,
  });
  // pg-boss reports failures of its background loops as events; an EventEmitter without a listener would throw.
  boss.on('error', opts.onError);
  return boss;
}

/**
 * Installs or upgrades pg-boss's schema (pgboss) and creates every queue with its current options, inside the
 * caller's transaction: migrate() runs it under its advisory lock, so processes starting together install one after
 * the other. (pg-boss's own lock is not enough there: a process that waited on it can still miss the schema the
 * other one just created, and fail creating it again.)
 */
export async function installJobs(tx: Queryable, definitions: JobDefinition[] = JOBS): Promise<void> {
  const boss = new PgBoss({ db: bossTx(tx), migrate: true, supervise: false, schedule: false });
  boss.on('error', (err) => console.error('pg-boss install:', err));
  await boss.start();
  // pg-boss's cron queue, created here once rather than racing at every worker start.
  await boss.createQueue(CRON_QUEUE);
  for (const def of definitions) {
    await boss.createQueue(def.queue, { name: def.queue, ...def.options });
    await boss.updateQueue(def.queue, { name: def.queue, ...def.options });
  }
  await boss.stop({ graceful: false, close: false });
}

/** Starts working every queue and (re)declares the schedules. */
export async function startWorkers(
  boss: PgBoss,
  deps: AppDeps,
  opts: { onError(err: unknown): void; definitions?: JobDefinition[] },
): Promise<void> {
  const definitions = opts.definitions ?? JOBS;
  await boss.start();
  for (const def of definitions) {
    // Schedules live in the database: one dropped from the code must be dropped there too.
    if (def.schedule) await boss.schedule(def.queue, def.schedule, {}, { tz: 'UTC' });
    else await boss.unschedule(def.queue);
    // Queued before the worker starts, so its first fetch finds it.
    if (def.runsAtStart) await boss.send(def.queue, {});
    const workOptions = { pollingIntervalSeconds: def.pollingIntervalSeconds ?? 10, batchSize: def.batchSize ?? 1 };
    let workerId = '';
    workerId = await boss.work(def.queue, workOptions, async (jobs) => {
      if (def.runBatch && (await ranAsBatch(def, jobs, deps))) {
        if (jobs.length === workOptions.batchSize) boss.notifyWorker(workerId);
        return;
      }
      // Each job settles on its own: one that throws is failed (and retried); the others still complete.
      for (const job of jobs) {
        try {
          await def.run(job.data, deps);
        } catch (err) {
          opts.onError(err);
          await boss.fail(def.queue, job.id, { message: err instanceof Error ? err.message : String(err) });
        }
      }
      // pg-boss waits a whole polling interval after every fetch, even one that found work; a full batch means
      // more is probably waiting (a burst of due checks), so the worker fetches again at once.
      if (jobs.length === workOptions.batchSize) boss.notifyWorker(workerId);
    });
  }
}

/** Whether the batch ran whole; when it threw, nothing of it was written and its jobs are run one by one. */
async function ranAsBatch(def: JobDefinition, jobs: PgBoss.Job<unknown>[], deps: AppDeps): Promise<boolean> {
  try {
    await def.runBatch!(
      jobs.map((j) => j.data),
      deps,
    );
    return true;
  } catch {
    return false;
  }
}

/**
 * Stops fetching, lets running jobs finish (up to STOP_TIMEOUT_MS) and fails what is still running so another
 * worker picks it up. Leaves the database open: the caller closes it afterwards.
 */
export async function stopJobs(boss: PgBoss, timeoutMs = STOP_TIMEOUT_MS): Promise<void> {
  await boss.stop({ graceful: true, wait: true, timeout: timeoutMs, close: false });
}
