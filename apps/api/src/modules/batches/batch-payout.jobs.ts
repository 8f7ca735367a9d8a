import { z } from 'zod';
import type { JobDefinition } from '../../jobs/job-definition.ts';
import { PAY_QUEUE, runBatchPayouts, sweepStalePayments } from './batch-payout-run.ts';
import { registerBatchSettlement, sweepPendingBatches } from './batch-settle.service.ts';

const ZPayJob = z.object({ clientId: z.uuid(), batchId: z.uuid() });

// A worker settles pending batches as the payouts it works move (fundings credited, checks): see batch-settle.service.
registerBatchSettlement();

/** Creating a paid batch's payouts (batch-payout-run.ts); safe to run twice, and after a crash. */
export const batchPayoutJobs: JobDefinition[] = [
  {
    // Queued by POST batch/{id}/payout in its transaction, keyed by the batch.
    queue: PAY_QUEUE,
    options: { retryLimit: 5, retryDelay: 2, retryBackoff: true, expireInSeconds: 300 },
    pollingIntervalSeconds: 1,
    batchSize: 1,
    async run(data, deps) {
      await runBatchPayouts(deps, ZPayJob.parse(data));
    },
  },
  {
    // A batch whose job died (a killed process) goes on from its first row without a payout.
    queue: 'batch.pay-sweep',
    options: { retryLimit: 1, expireInSeconds: 600 },
    schedule: '* * * * *',
    runsAtStart: true,
    async run(_data, deps) {
      await sweepStalePayments(deps);
    },
  },
  {
    // The backstop of the payouts' hook (batch-settle.service.ts): a pending batch whose payouts all moved on is
    // paid, or payout_failed when none went to the bank.
    queue: 'batch.settle-sweep',
    options: { retryLimit: 1, expireInSeconds: 600 },
    schedule: '* * * * *',
    runsAtStart: true,
    async run(_data, deps) {
      await sweepPendingBatches(deps);
    },
  },
];
