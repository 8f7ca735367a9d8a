import { z } from 'zod';
import { drainInBatches, type JobDefinition, MONEY_STEP, SWEEP_OPTIONS } from '../../jobs/job-definition.ts';
import { purgeUnattachedDocuments } from './payout-documents.service.ts';
import { ADVANCE_QUEUE, applyDueReport, SUBMIT_QUEUE, submitPayout, sweepPayouts } from './payout-rail.service.ts';

const ZSubmitJob = z.object({ clientId: z.uuid(), payoutId: z.uuid() });
const ZAdvanceJob = ZSubmitJob.extend({ seq: z.number().int().min(1) });
const BATCH = 500;

/** The bank rail's side of a payout's life (payout-rail.service.ts): each handler is safe to run twice. */
export const payoutsJobs: JobDefinition[] = [
  {
    // Hands a PENDING payout to the rail; keyed by the payout, so it is queued once however often it is asked for.
    queue: SUBMIT_QUEUE,
    ...MONEY_STEP,
    async run(data, deps) {
      await submitPayout(deps, ZSubmitJob.parse(data));
    },
  },
  {
    // The rail's next report, due at the job's start time; keyed by the payout and the step it applies to.
    queue: ADVANCE_QUEUE,
    ...MONEY_STEP,
    async run(data, deps) {
      await applyDueReport(deps, ZAdvanceJob.parse(data));
    },
  },
  {
    // What dead jobs left undone: due reports, unsubmitted payouts, rates that lapsed while awaiting approval.
    queue: 'payout.sweep',
    options: SWEEP_OPTIONS,
    schedule: '* * * * *',
    runsAtStart: true,
    async run(_data, deps) {
      await drainInBatches((batch) => sweepPayouts(deps, batch), BATCH);
    },
  },
  {
    // Supporting documents uploaded in a send flow that was left: gone a day after upload unless a payout took them.
    queue: 'payout.documents-purge',
    options: SWEEP_OPTIONS,
    schedule: '23 * * * *',
    async run(_data, deps) {
      await drainInBatches((batch) => purgeUnattachedDocuments(deps, batch), BATCH);
    },
  },
];
