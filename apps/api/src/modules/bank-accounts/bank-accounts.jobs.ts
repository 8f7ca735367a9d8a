import { z } from 'zod';
import type { JobDefinition } from '../../jobs/job-definition.ts';
import { BANK_ACCOUNT_MAIL_QUEUE } from './bank-accounts.service.ts';

const ZMailJob = z.object({ to: z.string(), subject: z.string(), text: z.string() });

export const bankAccountsJobs: JobDefinition[] = [
  {
    // A bank-account notice, queued in the transaction that linked or changed the account, so it goes exactly when the
    // change commits. Sent twice after a crash is harmless (the same notice twice); never sent is not.
    queue: BANK_ACCOUNT_MAIL_QUEUE,
    options: { retryLimit: 10, retryDelay: 30, retryBackoff: true, expireInSeconds: 120 },
    pollingIntervalSeconds: 2,
    batchSize: 20,
    async run(data, deps) {
      await deps.mail.send(ZMailJob.parse(data));
    },
  },
];
