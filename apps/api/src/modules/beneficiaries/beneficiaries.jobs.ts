import { z } from 'zod';
import type { JobDefinition } from '../../jobs/job-definition.ts';
import { BANK_MAIL_QUEUE } from './beneficiaries.service.ts';

const ZMailJob = z.object({ to: z.string(), subject: z.string(), text: z.string() });

export const beneficiariesJobs: JobDefinition[] = [
  {
    // A bank-details mail, queued in the transaction that changed the details, so it goes exactly when the change
    // commits. Sending twice after a crash is possible and harmless (the same notice twice); never sending is not.
    queue: BANK_MAIL_QUEUE,
    options: { retryLimit: 10, retryDelay: 30, retryBackoff: true, expireInSeconds: 120 },
    pollingIntervalSeconds: 2,
    batchSize: 20,
    async run(data, deps) {
      await deps.mail.send(ZMailJob.parse(data));
    },
  },
];
