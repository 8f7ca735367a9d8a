import { DEPOSIT_METHODS } from '@corridor/domain/payouts/funding';
import { z } from 'zod';
import { ZId } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZBatchDetail, ZBatchPath } from './batch-common.ts';

/**
 * Spec §7 POST batch/{id}/payout: batchId, clientId, depositMethod, fpxPaymentId, supplierPaymentFeePercent,
 * loggedInUser, stripeId only for card. The batch id is the path's, the client and user are the session's, the
 * supplier fee is the business's pricing (never the caller's word); the card is a saved card's id.
 */
export const ZBatchPayoutRequest = z.strictObject({
  depositMethod: z.enum(DEPOSIT_METHODS),
  /** creditCard: the saved card charged. */
  cardId: ZId.optional(),
  /** ach: the linked bank account debited. */
  achAccountId: ZId.optional(),
  /** fpxTransfer: the FPX payment that pays for it. */
  fpxPaymentId: ZId.optional(),
});
export type TBatchPayoutRequest = z.input<typeof ZBatchPayoutRequest>;

/**
 * POST /smebackend/api/v1/batch/:id/payout (Idempotency-Key) — pays a batch whose rates are held (`fx_completed`):
 * creates one payout per valid row (progress step 7 "Creating transactions"), each then through the normal payout
 * lifecycle. The same key, or the same batch again, never creates a payout twice.
 */
export const payBatchEndpoint = defineEndpoint({
  method: 'POST',
  path: '/smebackend/api/v1/batch/:id/payout',
  summary: 'Pays a batch: creates its payouts with the chosen deposit method (idempotent).',
  tag: 'batches',
  params: ZBatchPath,
  body: ZBatchPayoutRequest,
  response: ZBatchDetail,
  status: 201,
  isIdempotent: true,
});
