import { z } from 'zod';
import { drainInBatches, type JobDefinition } from '../../jobs/job-definition.ts';
import { settleDueContracts } from './forward-settlement.service.ts';
import { REVIEW_QUEUE, reviewOnboarding } from './fx-hedging.service.ts';

export const SETTLE_DUE_QUEUE = 'fx-hedging.settle-due';
const BATCH = 200;
const ZReviewJob = z.object({ clientId: z.uuid(), submission: z.number().int().positive() });

export const fxHedgingJobs: JobDefinition[] = [
  {
    // The hedging partner's verdict on one submission, asked when the partner said it would be ready. Safe to run
    // twice: a submission already decided is left alone.
    queue: REVIEW_QUEUE,
    options: { retryLimit: 10, retryDelay: 5, retryBackoff: true, expireInSeconds: 120 },
    pollingIntervalSeconds: 1,
    async run(data, deps) {
      await reviewOnboarding(deps, ZReviewJob.parse(data));
    },
  },
  {
    // Settles forward contracts whose maturity date has begun in their business's day, every minute and at each
    // worker start. Each contract settles once however often (or in how many workers) this runs: its row is locked
    // and must still be BOOKED.
    queue: SETTLE_DUE_QUEUE,
    options: { retryLimit: 2, expireInSeconds: 300 },
    schedule: '* * * * *',
    runsAtStart: true,
    async run(_data, deps) {
      await drainInBatches((batch) => settleDueContracts(deps, batch), BATCH);
    },
  },
];
