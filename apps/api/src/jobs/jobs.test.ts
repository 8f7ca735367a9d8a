import { randomUUID } from 'node:crypto';
import type PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDb } from '../../test/test-db.ts';
import { type AppDeps, systemClock } from '../app-deps.ts';
import { loadConfig } from '../config.ts';
import { createDb, type Db } from '../db/client.ts';
import { createMailboxPartner } from '../partners/mail/mailbox.ts';
import { createSandboxPartners } from '../partners/partners.ts';
import { createBoss, installJobs, startWorkers, stopJobs } from './boss.ts';
import type { JobDefinition } from './job-definition.ts';
import { createJobQueue, type JobQueue } from './job-queue.ts';

let db: Db & { url?: string };
const bosses: PgBoss[] = [];
const extraDbs: Db[] = [];

beforeAll(async () => {
  db = await createTestDb();
});
afterAll(async () => {
  for (const boss of bosses) await stopJobs(boss);
  for (const other of extraDbs) await other.close();
  await db.close();
});

const onError = () => undefined;
/** A worker process's pg-boss: on PostgreSQL with its own pool, as another process would have. */
async function worker(tuning?: Parameters<typeof createBoss>[1]['tuning']) {
  let handle: Db = db;
  if (db.url) {
    handle = await createDb({ databaseUrl: db.url, poolSize: 3 });
    extraDbs.push(handle);
  }
  const boss = createBoss(handle, { isWorker: true, onError, tuning });
  bosses.push(boss);
  const deps: AppDeps = {
    config: loadConfig({ NODE_ENV: 'test' }),
    db: handle,
    clock: systemClock,
    mail: createMailboxPartner(handle),
    partners: createSandboxPartners(),
    jobs: createJobQueue(boss),
  };
  return { boss, deps };
}
const install = (def: JobDefinition) => db.tx((tx) => installJobs(tx, [def]));
const sender = (): JobQueue => createJobQueue(createBoss(db, { isWorker: false, onError }));
const queue = (name: string, run: JobDefinition['run'] = async () => undefined, over: Partial<JobDefinition> = {}) =>
  ({ queue: `test.${name}`, pollingIntervalSeconds: 0.5, run, ...over }) satisfies JobDefinition;

async function jobStates(name: string): Promise<string[]> {
  const { rows } = await db.query<{ state: string }>(
    'SELECT state::text AS state FROM pgboss.job WHERE name = $1 ORDER BY created_on',
    [name],
  );
  return rows.map((r) => r.state);
}

describe('[JOBS] queueing', () => {
  it('a job queued inside a transaction exists exactly when the transaction commits', async () => {
    const def = queue('tx');
    await install(def);
    const jobs = sender();
    await db.tx((tx) => jobs.send(def.queue, { n: 1 }, {}, tx));
    await expect(
      db.tx(async (tx) => {
        await jobs.send(def.queue, { n: 2 }, {}, tx);
        throw new Error('the business change failed');
      }),
    ).rejects.toThrow('the business change failed');
    const { rows } = await db.query<{ data: { n: number } }>('SELECT data FROM pgboss.job WHERE name = $1', [
      def.queue,
    ]);
    expect(rows.map((r) => r.data.n)).toEqual([1]);
  });

  it('a job keyed by its business record is queued once, however often it is sent', async () => {
    const def = queue('keyed');
    await install(def);
    const jobs = sender();
    const id = randomUUID();
    expect(await jobs.send(def.queue, {}, { id })).toBe(id);
    expect(await jobs.send(def.queue, {}, { id })).toBeNull();
    expect(await jobStates(def.queue)).toEqual(['created']);
  });

  it("pg-boss's maintenance runs through our handle: a job whose worker died is expired and retried", async () => {
    const def = queue('stuck', undefined, { options: { expireInSeconds: 1, retryLimit: 1 } });
    await install(def);
    await sender().send(def.queue, {});
    // A worker took it a minute ago and died.
    await db.query("UPDATE pgboss.job SET state = 'active', started_on = now() - interval '1 minute' WHERE name = $1", [
      def.queue,
    ]);
    await createBoss(db, { isWorker: false, onError }).maintain();
    expect(await jobStates(def.queue)).toEqual(['retry']);
  });

  it('installing twice (every process start) changes nothing', async () => {
    const def = queue('twice', undefined, { options: { retryLimit: 4 } });
    await install(def);
    await install(def);
    const { rows } = await db.query<{ retry_limit: number }>('SELECT retry_limit FROM pgboss.queue WHERE name = $1', [
      def.queue,
    ]);
    expect(rows).toEqual([{ retry_limit: 4 }]);
  });
});

describe('[JOBS] working', () => {
  it('a job that throws is failed and retried; the others of its batch complete', async () => {
    const ran: string[] = [];
    const def = queue(
      'batch',
      async (data) => {
        const { name } = data as { name: string };
        ran.push(name);
        if (name === 'bad') throw new Error('partner down');
      },
      { batchSize: 5, options: { retryLimit: 1, retryDelay: 0 } },
    );
    await install(def);
    const jobs = sender();
    for (const name of ['a', 'bad', 'b']) await jobs.send(def.queue, { name });
    const w = await worker();
    await startWorkers(w.boss, w.deps, { onError, definitions: [def] });
    await vi.waitFor(
      async () => expect((await jobStates(def.queue)).sort()).toEqual(['completed', 'completed', 'failed']),
      {
        timeout: 10_000,
        interval: 200,
      },
    );
    // Tried, then retried once (retryLimit 1), then left failed.
    expect(ran.filter((n) => n === 'bad')).toHaveLength(2);
    expect(ran.filter((n) => n === 'a')).toHaveLength(1);
    await stopJobs(w.boss);
  });

  it('a queue with runBatch works a batch in one call; a batch that throws is run job by job, the bad one failing alone', async () => {
    const batches: string[][] = [];
    const alone: string[] = [];
    const def = queue(
      'whole',
      async (data) => {
        const { name } = data as { name: string };
        alone.push(name);
        if (name === 'bad') throw new Error('bad row');
      },
      {
        batchSize: 3,
        options: { retryLimit: 0 },
        async runBatch(data) {
          const names = data.map((d) => (d as { name: string }).name);
          batches.push(names);
          if (names.includes('bad')) throw new Error('spoiled');
        },
      },
    );
    await install(def);
    const jobs = sender();
    for (const name of ['a', 'b', 'c']) await jobs.send(def.queue, { name });
    const w = await worker();
    await startWorkers(w.boss, w.deps, { onError, definitions: [def] });
    await vi.waitFor(async () => expect(await jobStates(def.queue)).toEqual(['completed', 'completed', 'completed']), {
      timeout: 10_000,
      interval: 100,
    });
    expect(batches.map((b) => [...b].sort())).toEqual([['a', 'b', 'c']]);
    expect(alone).toEqual([]);
    for (const name of ['d', 'bad', 'e']) await jobs.send(def.queue, { name });
    await vi.waitFor(async () => expect((await jobStates(def.queue)).filter((s) => s === 'failed')).toHaveLength(1), {
      timeout: 10_000,
      interval: 100,
    });
    await vi.waitFor(async () => expect((await jobStates(def.queue)).filter((s) => s === 'completed')).toHaveLength(5));
    expect([...alone].sort()).toEqual(['bad', 'd', 'e']);
    await stopJobs(w.boss);
  });

  it('after a full batch the worker fetches again at once instead of waiting out its polling interval', async () => {
    const def = queue('burst', async () => undefined, { batchSize: 2, pollingIntervalSeconds: 30 });
    await install(def);
    const jobs = sender();
    for (let i = 0; i < 7; i += 1) await jobs.send(def.queue, { i });
    const w = await worker();
    await startWorkers(w.boss, w.deps, { onError, definitions: [def] });
    // Four fetches of at most two: with a 30 s interval between them this would take a minute and a half.
    await vi.waitFor(async () => expect((await jobStates(def.queue)).every((s) => s === 'completed')).toBe(true), {
      timeout: 10_000,
      interval: 100,
    });
    await stopJobs(w.boss);
  });

  it('stopping lets a running job finish instead of cutting it off', async () => {
    let finished = false;
    let started = false;
    const def = queue('slow', async () => {
      started = true;
      await new Promise((r) => setTimeout(r, 800));
      finished = true;
    });
    await install(def);
    const w = await worker();
    await startWorkers(w.boss, w.deps, { onError, definitions: [def] });
    await sender().send(def.queue, {});
    await vi.waitFor(() => expect(started).toBe(true), { timeout: 10_000, interval: 50 });
    await stopJobs(w.boss);
    expect(finished).toBe(true);
    await vi.waitFor(async () => expect(await jobStates(def.queue)).toEqual(['completed']), { timeout: 2_000 });
  });

  it('a scheduled job runs once per tick, however many worker processes there are', async () => {
    // Stay inside one minute: a tick is a minute.
    const second = new Date().getUTCSeconds();
    if (second >= 52) await new Promise((r) => setTimeout(r, (61 - second) * 1000));
    const runs: number[] = [];
    const def = queue('tick', async () => void runs.push(Date.now()), { schedule: '* * * * *' });
    await install(def);
    const fast = { cronMonitorIntervalSeconds: 1, cronWorkerIntervalSeconds: 1 };
    const workers = [await worker(fast), await worker(fast), await worker(fast)];
    await Promise.all(workers.map((w) => startWorkers(w.boss, w.deps, { onError, definitions: [def] })));
    await vi.waitFor(() => expect(runs.length).toBeGreaterThan(0), { timeout: 6_000, interval: 100 });
    // Every worker's cron loop has run a few more times by now.
    await new Promise((r) => setTimeout(r, 2_500));
    expect(runs).toHaveLength(1);
    await Promise.all(workers.map((w) => stopJobs(w.boss)));
  });
});
