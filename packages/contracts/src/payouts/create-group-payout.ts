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
 * POST /smebackend/api/v1/createGroupPayout (Idempotency-Key) — a group send: every payout created in one transaction,
 * so any refusal refuses all, on `payouts.{i}.…` (a balance that pays the first payouts but not the next refuses the
 * group with INSUFFICIENT_FUNDS on the first it cannot pay). Paid by card or transfer, ONE funding for the group's
 * total, so the card is charged once or one transfer reference is given; the payouts move together when it arrives.
 */
export const createGroupPayoutEndpoint = defineEndpoint({
  method: 'POST',
  path: '/smebackend/api/v1/createGroupPayout',
  summary:
    'Creates a group of payouts all or nothing, paid from the balance or by one card charge or transfer (idempotent).',
  tag: 'payouts',
  body: ZGroupPayoutRequest,
  response: ZGroupPayoutResponse,
  status: 201,
  isIdempotent: true,
});
