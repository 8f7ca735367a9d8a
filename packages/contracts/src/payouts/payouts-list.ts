import { PAYOUT_STATUSES } from '@corridor/domain/payouts/statuses';
import { z } from 'zod';
import { ZId } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZPayout, ZPayoutStatus } from './payout-common.ts';

export const ZPayoutsRequest = z.strictObject({
  /** Any of these statuses. */
  status: z.array(ZPayoutStatus).min(1).max(PAYOUT_STATUSES.length).optional(),
  /** Payouts to this contact. */
  beneficiary_id: ZId.optional(),
  /** true: only payouts waiting for a checker (the approvals queue); false: none of them. */
  awaiting_approval: z.boolean().optional(),
  cursor: z.string().max(64).optional(),
  limit: z.number().int().min(1).max(100).default(25),
});
export type TPayoutsRequest = z.input<typeof ZPayoutsRequest>;

export const ZPayoutsResponse = z.object({ rows: z.array(ZPayout), nextCursor: z.string().nullable() });
export type TPayoutsResponse = z.infer<typeof ZPayoutsResponse>;

/**
 * POST /smebackend/api/v1/transactions/payouts/pagination — the business's payouts, newest first, keyset paged (pass
 * `nextCursor` back as `cursor`; null on the last page), filtered by status, contact or awaiting approval. The
 * approvals queue reads it with `awaiting_approval: true`; each row says what the caller may do (`actions`).
 */
export const payoutsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/smebackend/api/v1/transactions/payouts/pagination',
  summary: "The business's payouts, newest first, by status, contact or awaiting approval (keyset paged).",
  tag: 'payouts',
  body: ZPayoutsRequest,
  response: ZPayoutsResponse,
});
