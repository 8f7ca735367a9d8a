import { z } from 'zod';
import { ZId } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZAmountIn } from '../money.ts';
import { ZExchange } from './fx-common.ts';

/**
 * POST /smebackend/api/v1/transactions/bookFx (Idempotency-Key) — exchanges between two of the client's currency
 * accounts at an ACTIVE hold of the same pair, which it uses up. Exactly one of the amounts. Insufficient balance
 * is refused with nothing written; the same key again answers the first booking.
 */
export const ZBookFxRequest = z
  .strictObject({
    source_account_id: ZId,
    destination_account_id: ZId,
    source_amount: ZAmountIn.optional(),
    destination_amount: ZAmountIn.optional(),
    fx_hold_id: ZId,
  })
  .refine((v) => (v.source_amount === undefined) !== (v.destination_amount === undefined), {
    message: 'Enter either the amount to sell or the amount to buy',
    path: ['source_amount'],
  });
export type TBookFxRequest = z.input<typeof ZBookFxRequest>;

export const bookFxEndpoint = defineEndpoint({
  method: 'POST',
  path: '/smebackend/api/v1/transactions/bookFx',
  summary: "Books an exchange between two of the client's accounts at a held rate (idempotent).",
  tag: 'fx',
  body: ZBookFxRequest,
  response: ZExchange,
  status: 201,
  isIdempotent: true,
});
