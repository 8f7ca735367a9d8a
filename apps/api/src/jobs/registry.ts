import { idempotencyJobs } from '../http/idempotency.jobs.ts';
import { ledgerJobs } from '../ledger/ledger.jobs.ts';
import { accountsJobs } from '../modules/accounts/accounts.jobs.ts';
import { authJobs } from '../modules/auth/auth.jobs.ts';
import { devMailboxJobs } from '../modules/dev-mailbox/dev-mailbox.jobs.ts';
import type { JobDefinition } from './job-definition.ts';

/** Every queue of the application: installed by migrate(), worked where ROLE is worker or all. */
export const JOBS: JobDefinition[] = [
  ...accountsJobs,
  ...ledgerJobs,
  ...authJobs,
  ...idempotencyJobs,
  ...devMailboxJobs,
];
