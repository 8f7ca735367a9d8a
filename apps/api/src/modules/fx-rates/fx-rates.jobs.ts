import type { JobDefinition } from '../../jobs/job-definition.ts';
import { backfillSnapshots, recordSnapshot } from './fx-rates.service.ts';

export const fxRatesJobs: JobDefinition[] = [
  {
    // One snapshot an hour, across every worker process (one job per tick); a run twice writes once.
    queue: 'fx-rates.snapshot',
    options: { retryLimit: 3, expireInSeconds: 300 },
    schedule: '0 * * * *',
    async run(_data, deps) {
      await recordSnapshot(deps);
    },
  },
  {
    // The 30-day history the exchange chart reads: filled at start (a new database, a worker that was down) and
    // kept whole every six hours; old snapshots dropped.
    queue: 'fx-rates.backfill',
    options: { retryLimit: 3, expireInSeconds: 600 },
    schedule: '30 */6 * * *',
    runsAtStart: true,
    async run(_data, deps) {
      await backfillSnapshots(deps);
    },
  },
];
