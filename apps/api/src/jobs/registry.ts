import { ledgerJobs } from '../ledger/ledger.jobs.ts';
import { achJobs } from '../modules/ach/ach.jobs.ts';
import { authJobs } from '../modules/auth/auth.jobs.ts';
import { bankAccountsJobs } from '../modules/bank-accounts/bank-accounts.jobs.ts';
import { batchPayoutJobs } from '../modules/batches/batch-payout.jobs.ts';
import { batchesJobs } from '../modules/batches/batches.jobs.ts';
import { beneficiariesJobs } from '../modules/beneficiaries/beneficiaries.jobs.ts';
import { devMailboxJobs } from '../modules/dev-mailbox/dev-mailbox.jobs.ts';
import { fundingsJobs } from '../modules/fundings/fundings.jobs.ts';
import { fxJobs } from '../modules/fx/fx.jobs.ts';
import { fxHedgingJobs } from '../modules/fx-hedging/fx-hedging.jobs.ts';
import { fxRatesJobs } from '../modules/fx-rates/fx-rates.jobs.ts';
import { payoutsJobs } from '../modules/payouts/payouts.jobs.ts';
import { receivingJobs } from '../modules/receiving/receiving.jobs.ts';
import { withdrawalsJobs } from '../modules/withdrawals/withdrawals.jobs.ts';
import { idempotencyJobs } from '../platform/idempotency.jobs.ts';
import type { JobDefinition } from './job-definition.ts';

/** Every queue of the application: installed by migrate(), worked where ROLE is worker or all. */
export const JOBS: JobDefinition[] = [
  ...receivingJobs,
  ...ledgerJobs,
  ...authJobs,
  ...idempotencyJobs,
  ...devMailboxJobs,
  ...fxJobs,
  ...fxRatesJobs,
  ...beneficiariesJobs,
  ...fxHedgingJobs,
  ...payoutsJobs,
  ...bankAccountsJobs,
  ...withdrawalsJobs,
  ...fundingsJobs,
  ...achJobs,
  ...batchesJobs,
  ...batchPayoutJobs,
];
