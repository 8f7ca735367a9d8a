import { PROGRESS_LABELS } from '@corridor/domain/payouts/statuses';
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { ZPayoutStatus } from './payout-common.ts';

/** At most this many ids per status call. */
export const MAX_STATUS_IDS = 100;

export const ZTransactionStatusQuery = z.strictObject({
  /** Comma-separated payment ids or transaction numbers (SME_…), at most 100. */
  transactionIds: z
    .string()
    .trim()
    .min(1, 'Please give at least one transaction id')
    .max(MAX_STATUS_IDS * 65)
    .refine((v) => v.split(',').length <= MAX_STATUS_IDS, `At most ${MAX_STATUS_IDS} transaction ids at once`),
});

export const ZTransactionStatusResponse = z.object({
  /** The business's own payouts among those asked, in the order asked; unknown and others' ids are left out. */
  data: z.array(
    z.object({
      payment_id: z.string(),
      transaction_number: z.string(),
      status: ZPayoutStatus,
      progress_label: z.enum(PROGRESS_LABELS).nullable(),
      is_final: z.boolean(),
      updated_at: z.string(),
    }),
  ),
});
export type TTransactionStatusResponse = z.infer<typeof ZTransactionStatusResponse>;

/** GET /smebackend/api/v1/transaction/status?transactionIds= — the status of some payouts, for polling. */
export const transactionStatusEndpoint = defineEndpoint({
  method: 'GET',
  path: '/smebackend/api/v1/transaction/status',
  summary: "The status of some of the business's payouts, by payment id or transaction number.",
  tag: 'payouts',
  query: ZTransactionStatusQuery,
  response: ZTransactionStatusResponse,
});
