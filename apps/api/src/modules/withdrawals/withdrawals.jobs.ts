import { z } from 'zod';
import { drainInBatches, type JobDefinition, MONEY_STEP, SWEEP_OPTIONS } from '../../jobs/job-definition.ts';
import { runAutoSweep } from './auto-sweep.service.ts';
import { ADVANCE_QUEUE, applyDueReport, SUBMIT_QUEUE, submitWithdrawal, sweepRail } from './withdrawal-rail.service.ts';

export const AUTO_SWEEP_QUEUE = 'withdrawal.auto-sweep';
export const RAIL_SWEEP_QUEUE = 'withdrawal.rail-sweep';
const ZSubmitJob = z.object({ clientId: z.uuid(), withdrawalId: z.uuid() });
const ZAdvanceJob = ZSubmitJob.extend({ seq: z.number().int().min(0) });
const BATCH = 500;

/** The bank rail's side of a withdrawal's life, and the end-of-day sweep: each handler is safe to run twice. */
export const withdrawalsJobs: JobDefinition[] = [
  {
    // Hands a PENDING withdrawal to the rail; keyed by the withdrawal, so it is queued once.
    queue: SUBMIT_QUEUE,
    ...MONEY_STEP,
    async run(data, deps) {
      await submitWithdrawal(deps, ZSubmitJob.parse(data));
    },
  },
  {
    // The rail's next report, due at the job's start time; keyed by the withdrawal and the report it applies.
    queue: ADVANCE_QUEUE,
    ...MONEY_STEP,
    async run(data, deps) {
      await applyDueReport(deps, ZAdvanceJob.parse(data));
    },
  },
  {
    // What dead jobs left undone: due reports, withdrawals the rail never took.
    queue: RAIL_SWEEP_QUEUE,
    options: SWEEP_OPTIONS,
    schedule: '* * * * *',
    runsAtStart: true,
    async run(_data, deps) {
      await drainInBatches((batch) => sweepRail(deps, batch), BATCH);
    },
  },
  {
    // The end-of-day sweep: every five minutes (and at each worker start), so a business's day is swept within five
    // minutes of its midnight; each account and day once, however many workers run it (auto-sweep.service.ts).
    queue: AUTO_SWEEP_QUEUE,
    options: { retryLimit: 2, expireInSeconds: 600 },
    schedule: '*/5 * * * *',
    runsAtStart: true,
    async run(_data, deps) {
      await runAutoSweep(deps);
    },
  },
];
