import type { JobDefinition } from '../jobs/job-definition.ts';
import { voidExpiredPending } from './ledger.service.ts';

const BATCH = 500;

export const ledgerJobs: JobDefinition[] = [
  {
    // Releases money held by pending transfers past their expiry.
    queue: 'ledger.void-expired',
    options: { retryLimit: 3, retryDelay: 10, expireInSeconds: 300 },
    schedule: '* * * * *',
    async run(_data, deps) {
      // Batch after batch while batches come back full, so a backlog clears within one run.
      let voided = BATCH;
      while (voided === BATCH) voided = await voidExpiredPending(deps.db, deps.clock.now(), BATCH);
    },
  },
];
