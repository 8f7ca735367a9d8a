import { z } from 'zod';
import { drainInBatches, type JobDefinition, MONEY_STEP, SWEEP_OPTIONS } from '../../jobs/job-definition.ts';
import { CHECK_BATCH, CHECK_QUEUE, checkFunding, checkFundings, sweepChecks } from './funding-checks.service.ts';

const ZCheckJob = z.object({ clientId: z.uuid(), fundingId: z.uuid(), n: z.number().int().min(0) });
const BATCH = 500;

/** The card processor's and the collection bank's side of a funding: each handler is safe to run twice. */
export const fundingsJobs: JobDefinition[] = [
  {
    // One status check, due at the job's start time; keyed by the funding and the check's number.
    queue: CHECK_QUEUE,
    ...MONEY_STEP,
    batchSize: CHECK_BATCH,
    async run(data, deps) {
      await checkFunding(deps, ZCheckJob.parse(data));
    },
    async runBatch(data, deps) {
      await checkFundings(
        deps,
        data.map((d) => ZCheckJob.parse(d)),
      );
    },
  },
  {
    // Checks that are due but whose job died with its worker: at every worker start, then every minute.
    queue: 'funding.sweep',
    options: SWEEP_OPTIONS,
    schedule: '* * * * *',
    runsAtStart: true,
    async run(_data, deps) {
      await drainInBatches((batch) => sweepChecks(deps, batch), BATCH);
    },
  },
];
