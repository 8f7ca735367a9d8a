import { APPROVAL_REASON_MAX_LENGTH } from '@corridor/domain/payouts/approvals';
import { z } from 'zod';
import { ZId } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZPayout } from './payout-common.ts';

export const ZCancelPayoutRequest = z.strictObject({
  payment_id: ZId,
  reason: z.string().trim().max(APPROVAL_REASON_MAX_LENGTH).optional(),
});
export type TCancelPayoutRequest = z.input<typeof ZCancelPayoutRequest>;

/**
 * POST /smebackend/api/v1/settings/transactions/setCancelStatus (Idempotency-Key) — the maker cancels their payout
 * before the bank has it (awaiting approval, pending, or an open RFI): USER_REJECTED, its money released. Only the user
 * who made it; later (processing, sent to the bank) is 409 INVALID_TRANSITION; another business's id is a 404.
 */
export const cancelPayoutEndpoint = defineEndpoint({
  method: 'POST',
  path: '/smebackend/api/v1/settings/transactions/setCancelStatus',
  summary: 'Cancels your payout before the bank has it, releasing its money (idempotent).',
  tag: 'payouts',
  body: ZCancelPayoutRequest,
  response: ZPayout,
  isIdempotent: true,
});
