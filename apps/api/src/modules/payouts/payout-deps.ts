import type { AppDeps } from '../../app-deps.ts';
import type { Config } from '../../config.ts';

/**
 * What payouts work with: the database, partners, clock and job queue, and the amount ceiling of the config — a
 * narrow type, so the demo seed can create and drive payouts in its own transaction, at past times, without jobs.
 */
export type PayoutDeps = Pick<AppDeps, 'db' | 'partners' | 'clock' | 'jobs' | 'isAuditOff'> & {
  config: Pick<Config, 'AMOUNT_CEILING_MAJOR'>;
};
