import { z } from 'zod';
import { type JobDefinition, MONEY_STEP, SWEEP_OPTIONS } from '../../jobs/job-definition.ts';
import { SETTLE_QUEUE, settleDuePayments, settleIncomingPayment } from './receiving.service.ts';

const ZSettleJob = z.object({ clientId: z.uuid(), paymentId: z.uuid() });

export const receivingJobs: JobDefinition[] = [
  {
    // The bank's delayed verdict on one payment, due at the job's start time.
    queue: SETTLE_QUEUE,
    // A job is expired (and retried) a minute after it started: settling takes milliseconds, so by then its worker
    // died. Retrying is safe because settling a settled payment does nothing.
    ...MONEY_STEP,
    async run(data, deps) {
      await settleIncomingPayment(deps, ZSettleJob.parse(data));
    },
  },
  {
    // Catches up on verdicts whose job died with its worker: at every worker start, then every minute.
    queue: 'incoming-payment.sweep',
    options: SWEEP_OPTIONS,
    schedule: '* * * * *',
    runsAtStart: true,
    async run(_data, deps) {
      await settleDuePayments(deps);
    },
  },
];
