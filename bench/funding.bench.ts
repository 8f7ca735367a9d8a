// Fundings credited per second in a burst, on PostgreSQL: 16 businesses add money by bank transfer 10,000 times
// (POST funding, each with its own Idempotency-Key) while no worker runs; once the sandbox bank has seen every transfer
// (5 s after its instructions), one worker process starts and its `funding.check` jobs credit them all: each check a
// transaction that locks the funding, asks the bank, books settlement → the business's account and completes it.
// Figure: fundings COMPLETED per second from the worker's start to the last one, against the ledger's raw baseline
// (bench/lib/raw-ledger.ts, 16 callers) measured in the same run, before and after the burst →
// BENCH funding.ratio_vs_raw (target ≥ 0.5 x).
import { randomUUID } from 'node:crypto';
import { createBoss, startWorkers, stopJobs } from '../apps/api/src/jobs/boss.ts';
import { fundingsJobs } from '../apps/api/src/modules/fundings/fundings.jobs.ts';
import { createClient, createUser, openAccount } from '../apps/api/test/factories.ts';
import { inconsistentAccounts, unbalancedCurrencies } from '../apps/api/test/ledger-fixtures.ts';
import { startBenchApp } from './lib/bench-app.ts';
import { rawSetUp, rawThroughput } from './lib/raw-ledger.ts';
import { median, report } from './lib/report.ts';
import { scratchPostgres } from './lib/scratch-db.ts';

const FUNDINGS = Number(process.env.BENCH_FUNDINGS ?? 10_000);
const BUSINESSES = 16;
const CALLERS = 16;
const RAW_MS = 3_000;

const { db, drop } = await scratchPostgres(CALLERS + 8);
try {
  const onError = (err: unknown) => console.error(err);
  // The API process only queues checks; the worker is started when the burst is due.
  const { app, deps, signIn } = await startBenchApp(db);

  const payers: { headers: Record<string, string>; accountId: string }[] = [];
  for (let i = 0; i < BUSINESSES; i += 1) {
    const client = await createClient(db, { entity: 'SG' });
    const user = await createUser(db, client);
    const accountId = await openAccount(db, client, 'SGD');
    const { headers } = await signIn(user.email, user.password, `10.67.0.${i + 1}`);
    payers.push({ headers, accountId });
  }

  const ids = await db.tx((tx) => rawSetUp(tx));
  await rawThroughput(db, ids, CALLERS, 1_000); // warm-up: caches, plans, connections
  const raw = [await rawThroughput(db, ids, CALLERS, RAW_MS)];

  const createdAt = Date.now();
  let next = 0;
  await Promise.all(
    payers.map(async ({ headers, accountId }) => {
      while (next < FUNDINGS) {
        next += 1;
        const res = await app.inject({
          method: 'POST',
          url: '/smebackend/api/v1/funding',
          headers: { ...headers, 'idempotency-key': randomUUID() },
          payload: { accountId, amount: '1250.40', method: 'bankTransfer' },
        });
        if (res.statusCode !== 201) throw new Error(`funding: ${res.statusCode} ${res.body}`);
      }
    }),
  );
  const createdPerS = (FUNDINGS * 1000) / (Date.now() - createdAt);

  // Every transfer is seen (and every first check due) 5 s after its instructions: wait for the last one.
  const due = await db.query<{ at: Date }>('SELECT max(next_check_at) AS at FROM fundings');
  await new Promise((r) => setTimeout(r, Math.max(0, due.rows[0]!.at.getTime() - Date.now()) + 200));

  const completed = async () =>
    Number(
      (await db.query<{ n: bigint }>("SELECT count(*)::int8 AS n FROM fundings WHERE status = 'COMPLETED'")).rows[0]!.n,
    );
  const worker = createBoss(db, { isWorker: true, onError });
  const started = Date.now();
  await startWorkers(worker, deps, { onError, definitions: fundingsJobs });
  while ((await completed()) < FUNDINGS) {
    if (Date.now() - started > 600_000) throw new Error(`only ${await completed()} of ${FUNDINGS} credited in 10 min`);
    await new Promise((r) => setTimeout(r, 50));
  }
  const creditedPerS = (FUNDINGS * 1000) / (Date.now() - started);
  await stopJobs(worker);
  await worker.stop({ graceful: false, close: false });

  raw.push(await rawThroughput(db, ids, CALLERS, RAW_MS));
  if ((await unbalancedCurrencies(db)).length > 0 || (await inconsistentAccounts(db)).length > 0) {
    throw new Error('the ledger is out of balance after the run');
  }
  const credited = await db.query<{ total: bigint }>(
    "SELECT coalesce(sum(amount), 0)::int8 AS total FROM fundings WHERE status = 'COMPLETED'",
  );
  if (credited.rows[0]!.total !== BigInt(FUNDINGS) * 125_040n) throw new Error('credited amounts do not add up');
  console.info(
    `fundings: ${FUNDINGS} created at ${createdPerS.toFixed(0)}/s, credited at ${creditedPerS.toFixed(0)}/s by one worker; raw ledger ${median(raw).toFixed(0)} bookings/s (${CALLERS} callers, median of before and after)`,
  );
  report('funding.created_per_s', createdPerS, '/s', 0);
  report('funding.credited_per_s', creditedPerS, '/s', 0);
  report('funding.raw_per_s', median(raw), '/s', 0);
  report('funding.ratio_vs_raw', creditedPerS / median(raw), 'x');
  await app.close();
} finally {
  await drop();
}
