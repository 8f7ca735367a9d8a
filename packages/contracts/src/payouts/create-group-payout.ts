import { MAX_GROUP_RECIPIENTS } from '@corridor/domain/payouts/multi-payment';
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { ZPayout, ZPayoutRequest } from './payout-common.ts';

export const ZGroupPayoutRequest = z.strictObject({
  /** One payout per recipient, each as createPayout takes it, all paid the same way (deposit_method, card_id, ach_account_id). */
  payouts: z.array(ZPayoutRequest).min(1).max(MAX_GROUP_RECIPIENTS),
});
export type TGroupPayoutRequest = z.input<typeof ZGroupPayoutRequest>;

export const ZGroupPayoutResponse = z.object({ payouts: z.array(ZPayout) });
export type TGroupPayoutResponse = z.infer<typeof ZGroupPayoutResponse>;

/**
 * POST /smebackend/api/v1/createGroupPayout (Idempotency-Key) — a group send paid by card or transfer: every payout
 * created in one transaction (any refusal refuses all, on `payouts.{i}.…`) and ONE funding for the group's total, so
 * the card is charged once or one transfer reference is given; the payouts move together when it arrives. Paid from
 * the balance, a group is created payout by payout with createPayout instead.
 */
export const createGroupPayoutEndpoint = defineEndpoint({
  method: 'POST',
  path: '/smebackend/api/v1/createGroupPayout',
  summary: 'Creates a group of payouts paid by one card charge or one transfer (idempotent).',
  tag: 'payouts',
  body: ZGroupPayoutRequest,
  response: ZGroupPayoutResponse,
  status: 201,
  isIdempotent: true,
});
