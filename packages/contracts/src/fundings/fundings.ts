import { ADD_MONEY_METHODS } from '@corridor/domain/fundings/methods';
import { z } from 'zod';
import { ZId } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZAmountIn, ZMoney } from '../money.ts';
import { ZFunding } from './funding.ts';

const ZFundingInput = {
  /** The currency account money is added to. */
  accountId: ZId,
  amount: ZAmountIn,
  method: z.enum(ADD_MONEY_METHODS, 'Please choose a payment method'),
  /** The saved card to charge (method creditCard). */
  cardId: ZId.optional(),
  /** The linked bank account to debit (method ach). */
  achAccountId: ZId.optional(),
};

/** GET /smebackend/api/v1/funding/fees — what adding this amount costs, shown before confirming. */
export const ZFundingFeesQuery = z.strictObject(ZFundingInput);
export type TFundingFeesQuery = z.input<typeof ZFundingFeesQuery>;

export const ZFundingFees = z.object({
  amount: ZMoney,
  fee: ZMoney,
  total: ZMoney,
  /** The card fee as a percentage ("2.9"); null for transfers. */
  feePercent: z.string().nullable(),
  productCode: z.string().nullable(),
});
export type TFundingFees = z.infer<typeof ZFundingFees>;

export const fundingFeesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/smebackend/api/v1/funding/fees',
  summary: 'The fee and total for adding money by a method, before confirming.',
  tag: 'fundings',
  query: ZFundingFeesQuery,
  response: ZFundingFees,
});

/**
 * POST /smebackend/api/v1/funding (Idempotency-Key) — adds money: by card (charged at once, credited when the
 * processor APPROVES) or by bank transfer, PayNow or PayID (instructions with a reference, credited when the bank sees
 * the transfer). Nothing is credited before the money arrives; the same key again answers the first funding.
 */
export const ZCreateFundingRequest = z.strictObject(ZFundingInput);
export type TCreateFundingRequest = z.input<typeof ZCreateFundingRequest>;

export const createFundingEndpoint = defineEndpoint({
  method: 'POST',
  path: '/smebackend/api/v1/funding',
  summary: 'Adds money to a currency account by card or bank transfer (idempotent).',
  tag: 'fundings',
  body: ZCreateFundingRequest,
  response: ZFunding,
  status: 201,
  isIdempotent: true,
});

/** GET /smebackend/api/v1/funding/:id — one funding by id or FD reference, with its tracker. */
export const fundingEndpoint = defineEndpoint({
  method: 'GET',
  path: '/smebackend/api/v1/funding/:id',
  summary: 'One funding, with its tracker.',
  tag: 'fundings',
  params: z.strictObject({ id: ZId }),
  response: ZFunding,
});

export const ZFundingList = z.object({ rows: z.array(ZFunding) });
export type TFundingList = z.infer<typeof ZFundingList>;

/** GET /smebackend/api/v1/fundings — the business's latest fundings, newest first. */
export const fundingsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/smebackend/api/v1/fundings',
  summary: "The business's latest fundings, newest first.",
  tag: 'fundings',
  query: z.strictObject({ limit: z.coerce.number().int().min(1).max(100).default(20) }),
  response: ZFundingList,
});

/**
 * POST /smebackend/api/v1/funding/:id/cancel — stops waiting for a bank transfer, PayNow or PayID that has not
 * arrived (nothing was credited, so nothing moves). A card payment cannot be cancelled: the processor decides it.
 */
export const cancelFundingEndpoint = defineEndpoint({
  method: 'POST',
  path: '/smebackend/api/v1/funding/:id/cancel',
  summary: 'Cancels a funding still awaiting its bank transfer.',
  tag: 'fundings',
  params: z.strictObject({ id: ZId }),
  response: ZFunding,
});
