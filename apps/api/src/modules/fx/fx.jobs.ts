import { drainInBatches, type JobDefinition, SWEEP_OPTIONS } from '../../jobs/job-definition.ts';
import { expireHolds } from './fx-holds.service.ts';

export const EXPIRE_HOLDS_QUEUE = 'fx.expire-holds';
const BATCH = 1_000;

export const fxJobs: JobDefinition[] = [
  {
    // Writes EXPIRED on holds past their expiry, every minute and at each worker start. Readers already treat a
    // late ACTIVE hold as expired, so this only keeps the stored status true; running it twice changes nothing.
    queue: EXPIRE_HOLDS_QUEUE,
    options: SWEEP_OPTIONS,
    schedule: '* * * * *',
    runsAtStart: true,
    async run(_data, deps) {
      // Batches of a thousand until none is left, so a backlog clears in one run without one long transaction.
      await drainInBatches((batch) => expireHolds(deps, batch), BATCH);
    },
  },
];
