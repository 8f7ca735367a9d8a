import { defineEndpoint } from '../endpoint.ts';
import { ZPayout, ZPayoutRequest } from './payout-common.ts';

/**
 * POST /smebackend/api/v1/createPayout (Idempotency-Key) — creates the payout validatePayout checked (the same
 * refusals). Paid from the account balance, the debit (source amount with every fee) is held on the source account
 * in the same transaction, a shortfall first bought by auto book-FX when the business has it on, a held rate used up.
 * Paid by card or transfer, it starts AWAITING_FUNDS_* with its funding (`funding_id`: the card charged once, or the
 * transfer's instructions), and is held and PENDING when the money arrives; CANCELLED with the reason if it fails.
 * 201 with the payout (`payment_id`, SME_{account}_{time}); PENDING and on its way to the bank rail, or
 * AWAITING_APPROVAL_CREDIT_CARD_ACCOUNT when the business has maker/checker on. The same key again answers the first
 * payout and moves nothing; a different body under that key is 422 IDEMPOTENCY_KEY_REUSED.
 */
export const createPayoutEndpoint = defineEndpoint({
  method: 'POST',
  path: '/smebackend/api/v1/createPayout',
  summary: 'Creates a payout to one contact, paid from the balance, by card or by transfer (idempotent).',
  tag: 'payouts',
  body: ZPayoutRequest,
  response: ZPayout,
  status: 201,
  isIdempotent: true,
});
