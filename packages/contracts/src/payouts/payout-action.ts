import {
  APPROVAL_MESSAGES,
  APPROVAL_REASON_MAX_LENGTH,
  MAX_PAYOUTS_PER_DECISION,
} from '@corridor/domain/payouts/approvals';
import { z } from 'zod';
import { ZId } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZPayoutStatus } from './payout-common.ts';

export const ZPayoutActionRequest = z
  .strictObject({
    action: z.enum(['APPROVE', 'REJECT']),
    payout_ids: z
      .array(ZId)
      .min(1, 'Please choose at least one payout')
      .max(MAX_PAYOUTS_PER_DECISION, `At most ${MAX_PAYOUTS_PER_DECISION} payouts at once`)
      .refine((ids) => new Set(ids).size === ids.length, APPROVAL_MESSAGES.listedTwice),
    /** Required to reject; kept with the decision and shown to the maker. */
    reason: z.string().trim().max(APPROVAL_REASON_MAX_LENGTH, APPROVAL_MESSAGES.reasonTooLong).optional(),
  })
  .refine((v) => v.action !== 'REJECT' || (v.reason ?? '') !== '', {
    message: APPROVAL_MESSAGES.reasonRequired,
    path: ['reason'],
  });
export type TPayoutActionRequest = z.input<typeof ZPayoutActionRequest>;

/** One payout's outcome: its new status, or why it was left as it was (its error code and message). */
export const ZPayoutActionResult = z.object({
  payment_id: z.string(),
  ok: z.boolean(),
  status: ZPayoutStatus.nullable(),
  code: z.string().nullable(),
  message: z.string().nullable(),
});

export const ZPayoutActionResponse = z.object({
  action: z.enum(['APPROVE', 'REJECT']),
  /** One per id, in the order given. */
  results: z.array(ZPayoutActionResult),
  succeeded: z.number(),
  failed: z.number(),
});
export type TPayoutActionResponse = z.infer<typeof ZPayoutActionResponse>;

/**
 * POST /smebackend/api/v1/transactions/payouts/action (Idempotency-Key) — a checker approves or rejects one or many
 * payouts awaiting approval (spec §6). Only users with the approver right (else 403 APPROVER_REQUIRED, nothing
 * changes); each payout is decided on its own and reported in `results`: NOT_FOUND (unknown or another business's),
 * APPROVAL_OWN_PAYOUT (nobody decides on a payout they made), INVALID_TRANSITION (not awaiting approval: decided
 * already, cancelled), FX_HOLD_EXPIRED (its rate lapsed: it is cancelled instead). Approval sends the payout to the
 * bank rail; rejection releases its money (APPROVAL_REJECTED). Every decision is recorded: who, when, why.
 */
export const payoutActionEndpoint = defineEndpoint({
  method: 'POST',
  path: '/smebackend/api/v1/transactions/payouts/action',
  summary: 'Approves or rejects payouts awaiting approval, each reported on its own (approvers only; idempotent).',
  tag: 'payouts',
  body: ZPayoutActionRequest,
  response: ZPayoutActionResponse,
  isIdempotent: true,
});
