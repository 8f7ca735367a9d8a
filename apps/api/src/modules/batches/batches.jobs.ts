import { z } from 'zod';
import type { JobDefinition } from '../../jobs/job-definition.ts';
import { sweepStaleValidations, VALIDATE_QUEUE, validateBatch } from './batch-validation.service.ts';

export const VALIDATION_SWEEP_QUEUE = 'batch.validation-sweep';
const ZValidateJob = z.object({ clientId: z.uuid(), batchId: z.uuid() });

/** Validating uploaded batches; safe to run twice (a batch already validated is left as it is). */
export const batchesJobs: JobDefinition[] = [
  {
    // Queued by the upload in its transaction, keyed by the batch.
    queue: VALIDATE_QUEUE,
    options: { retryLimit: 5, retryDelay: 2, retryBackoff: true, expireInSeconds: 300 },
    pollingIntervalSeconds: 1,
    batchSize: 1,
    async run(data, deps) {
      await validateBatch(deps, ZValidateJob.parse(data));
    },
  },
  {
    // A validation whose worker died (a killed process): picked up again, from the rows still pending.
    queue: VALIDATION_SWEEP_QUEUE,
    options: { retryLimit: 1, expireInSeconds: 600 },
    schedule: '* * * * *',
    runsAtStart: true,
    async run(_data, deps) {
      await sweepStaleValidations(deps);
    },
  },
];
