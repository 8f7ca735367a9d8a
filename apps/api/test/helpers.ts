import { type App, buildApp } from '../src/app.ts';
import type { AppDeps, Clock } from '../src/app-deps.ts';
import { loadConfig } from '../src/config.ts';
import type { Db } from '../src/db/client.ts';
import { createBoss, startWorkers, stopJobs } from '../src/jobs/boss.ts';
import type { JobDefinition } from '../src/jobs/job-definition.ts';
import { createJobQueue } from '../src/jobs/job-queue.ts';
import { createMailboxPartner } from '../src/partners/mail/mailbox.ts';
import { createSandboxPartners, type Partners } from '../src/partners/partners.ts';
import { createTestDb } from './test-db.ts';

/** A clock tests can move forward. */
export class TestClock implements Clock {
  private current: Date;
  constructor(start = new Date()) {
    this.current = start;
  }
  now() {
    return new Date(this.current);
  }
  advance(ms: number) {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export type TestApp = {
  app: App;
  db: Db & { url?: string };
  clock: TestClock;
  deps: AppDeps;
  close(): Promise<void>;
};

export type TestAppOptions = {
  /** Queues to work while the test runs (with their schedules). Without, jobs are queued and never run. */
  workers?: JobDefinition[];
  /** Partner adapters to use instead of the sandboxes (all or some). */
  partners?: Partial<Partners>;
};

/** The real server on a fresh copy of the seeded database. */
export async function createTestApp(env: Record<string, string> = {}, opts: TestAppOptions = {}): Promise<TestApp> {
  const config = loadConfig({ NODE_ENV: 'test', WEB_DIST: '/nonexistent', ...env });
  const db = await createTestDb();
  const clock = new TestClock();
  const onError = (err: unknown) => console.error('test job failed:', err);
  const boss = createBoss(db, { isWorker: Boolean(opts.workers), onError });
  // Built once here and handed in, as main.ts does: a test swaps a partner through `opts.partners`.
  const partners = { ...createSandboxPartners({ db }), ...opts.partners };
  const deps: AppDeps = { config, db, clock, mail: createMailboxPartner(db), partners, jobs: createJobQueue(boss) };
  const app = await buildApp(deps, { logger: Boolean(process.env.TEST_LOG) });
  await app.ready();
  if (opts.workers) await startWorkers(boss, deps, { onError, definitions: opts.workers });
  return {
    app,
    db,
    clock,
    deps,
    async close() {
      await app.close();
      // Before the database closes: no worker, maintenance or cron timer may outlive the test.
      await stopJobs(boss);
      await db.close();
    },
  };
}
