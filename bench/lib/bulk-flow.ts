// A bulk payment's three timed steps through the services the routes and jobs call (no HTTP, no job queue latency):
// upload → validated (the upload service, then the validation job's work), hold FX, pay → every payout created (the
// pay request, then the pay job's work).
import { randomUUID } from 'node:crypto';
import { type AppDeps, systemClock } from '../../apps/api/src/app-deps.ts';
import type { Caller } from '../../apps/api/src/caller.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import type { Db } from '../../apps/api/src/db/client.ts';
import { migrate } from '../../apps/api/src/db/migrate.ts';
import type { JobQueue } from '../../apps/api/src/jobs/job-queue.ts';
import { holdBatchFx } from '../../apps/api/src/modules/batches/batch-fx.service.ts';
import { payBatch } from '../../apps/api/src/modules/batches/batch-payout.service.ts';
import { runBatchPayouts } from '../../apps/api/src/modules/batches/batch-payout-run.ts';
import { uploadBatch } from '../../apps/api/src/modules/batches/batch-upload.service.ts';
import { validateBatch } from '../../apps/api/src/modules/batches/batch-validation.service.ts';
import { addFeatureFlag } from '../../apps/api/src/modules/clients/clients.service.ts';
import { createMailboxPartner } from '../../apps/api/src/partners/mail/mailbox.ts';
import { createSandboxPartners } from '../../apps/api/src/partners/partners.ts';
import { batchCsv } from '../../apps/api/test/batch-files.ts';
import { callerFor, createClient, createUser, fundAccount, newIdempotencyKey } from '../../apps/api/test/factories.ts';

export type BulkTimes = { validate: number; hold: number; pay: number; payouts: number };

/** Jobs are worked inline here: what the pay request queues is counted, not run. */
const inlineJobs: JobQueue = { send: async () => null, sendMany: async () => undefined };

/** A migrated database with one SG business (a funded SGD account) allowed `maxRows` rows per batch. */
export async function bulkSetUp(db: Db, maxRows: number): Promise<{ deps: AppDeps; caller: Caller }> {
  await migrate(db);
  await addFeatureFlag(db, { feature: 'ENABLE_BULK_UPLOADS', enabled: true, metaData: {} });
  const config = loadConfig({
    NODE_ENV: 'test',
    WEB_DIST: '/nonexistent',
    BATCH_MAX_ROWS: String(maxRows),
    BATCH_MAX_IN_FLIGHT: '1000',
  });
  const deps: AppDeps = {
    config,
    db,
    clock: systemClock,
    mail: createMailboxPartner(db),
    partners: createSandboxPartners({ db }),
    jobs: inlineJobs,
  };
  const client = await createClient(db, { name: 'Bulk Bench Pte Ltd' });
  const user = await createUser(db, client);
  await fundAccount(db, client, 'SGD', 10n ** 15n);
  return { deps, caller: callerFor(client, user) };
}

/** One batch of `rows` GBP payouts from SGD, through each step; seconds per step. */
export async function timeBatch(deps: AppDeps, caller: Caller, rows: number): Promise<BulkTimes> {
  // Distinct suppliers (one contact each, the worst case) with amounts that never trip the sandbox rail's values.
  const bytes = batchCsv(rows, (i) => ({ beneficiary_name: `Supplier ${i} ${randomUUID().slice(0, 8)} Ltd` }));
  const t0 = performance.now();
  const batch = await uploadBatch(deps, caller, { fileName: 'bench.csv', bytes });
  await validateBatch(deps, { clientId: caller.clientId, batchId: batch.id });
  const t1 = performance.now();
  const held = await holdBatchFx(deps, caller, batch.id);
  if (held.status !== 'fx_completed') throw new Error(`hold: ${held.status}`);
  const t2 = performance.now();
  await payBatch(deps, caller, batch.id, { depositMethod: 'account' }, newIdempotencyKey());
  await runBatchPayouts(deps, { clientId: caller.clientId, batchId: batch.id });
  const t3 = performance.now();
  const { rows: paid } = await deps.db.query<{ n: number; status: string }>(
    `SELECT (SELECT count(*)::int FROM payouts WHERE batch_id = $1) AS n, (SELECT status FROM batches WHERE id = $1)
       AS status`,
    [batch.id],
  );
  if (paid[0]!.n !== rows || paid[0]!.status !== 'paid') {
    throw new Error(`batch of ${rows}: ${paid[0]!.n} payouts, ${paid[0]!.status}`);
  }
  return { validate: (t1 - t0) / 1000, hold: (t2 - t1) / 1000, pay: (t3 - t2) / 1000, payouts: paid[0]!.n };
}
