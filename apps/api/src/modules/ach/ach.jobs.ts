import { z } from 'zod';
import { type JobDefinition, MONEY_STEP, SWEEP_OPTIONS } from '../../jobs/job-definition.ts';
import { checkLink, LINK_CHECK_QUEUE, sweepLinkChecks } from './ach.service.ts';

const ZLinkCheckJob = z.object({ clientId: z.uuid(), accountId: z.uuid(), n: z.number().int().min(0) });

/** The ACH partner's side of linking a bank account: each handler is safe to run twice. */
export const achJobs: JobDefinition[] = [
  {
    // One link check, due at the job's start time; keyed by the link and the check's number.
    queue: LINK_CHECK_QUEUE,
    ...MONEY_STEP,
    async run(data, deps) {
      await checkLink(deps, ZLinkCheckJob.parse(data));
    },
  },
  {
    // Link checks that are due but whose job died with its worker: at every worker start, then every minute.
    queue: 'ach.link-sweep',
    options: SWEEP_OPTIONS,
    schedule: '* * * * *',
    runsAtStart: true,
    async run(_data, deps) {
      await sweepLinkChecks(deps);
    },
  },
];
