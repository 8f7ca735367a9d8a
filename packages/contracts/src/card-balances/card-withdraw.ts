import { CARD_WITHDRAWAL_STATUSES } from '@corridor/domain/card-balances/card-withdraw';
import { z } from 'zod';
import { ZId } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZAmountIn, ZMoney } from '../money.ts';

/**
 * POST /smebackend/api/v1/cards/customer/withdraw (Idempotency-Key; spec §7 n1 "customer withdraw") — moves money from
 * the business's card balance in `currency` to its own open currency account in that currency, at once. The same key
 * again answers the first withdrawal and moves nothing; more than the card balance holds is refused and writes nothing.
 */
export const ZCardWithdrawRequest = z.strictObject({
  /** The card balance's currency. */
  currency: z
    .string()
    .trim()
    .regex(/^[A-Z]{3}$/, 'Choose a card balance'),
  /** The currency account the money goes to (the business's own, in the same currency). */
  accountId: ZId,
  amount: ZAmountIn,
});
export type TCardWithdrawRequest = z.input<typeof ZCardWithdrawRequest>;

/** A withdrawal from a card balance (FW…). */
export const ZCardWithdrawal = z.object({
  _id: z.string(),
  reference: z.string(),
  status: z.enum(CARD_WITHDRAWAL_STATUSES),
  statusLabel: z.string(),
  amount: ZMoney,
  destination_account: z.object({ _id: z.string(), currency: z.string(), account_number: z.string() }),
  created_at: z.string(),
});
export type TCardWithdrawal = z.infer<typeof ZCardWithdrawal>;

export const cardWithdrawEndpoint = defineEndpoint({
  method: 'POST',
  path: '/smebackend/api/v1/cards/customer/withdraw',
  summary: 'Withdraws money from a card balance to the business’s currency account in the same currency (idempotent).',
  tag: 'cards',
  body: ZCardWithdrawRequest,
  response: ZCardWithdrawal,
  status: 201,
  isIdempotent: true,
});

export const ZCardWithdrawalsQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export type TCardWithdrawalsQuery = z.input<typeof ZCardWithdrawalsQuery>;

export const ZCardWithdrawalList = z.object({ rows: z.array(ZCardWithdrawal) });
export type TCardWithdrawalList = z.infer<typeof ZCardWithdrawalList>;

/** GET /smebackend/api/v1/cards/customer/withdrawals — the business's latest card withdrawals, newest first. */
export const cardWithdrawalsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/smebackend/api/v1/cards/customer/withdrawals',
  summary: "The business's latest withdrawals from its card balances, newest first.",
  tag: 'cards',
  query: ZCardWithdrawalsQuery,
  response: ZCardWithdrawalList,
});

/**
 * A card withdrawal in full, for its page in Transactions (/r/transactions/FW…): where the money came from (the card
 * balance) and went (the business's currency account), and its tracker (spec §4 "withdrawal initiated, complete").
 */
export const ZCardWithdrawalDetail = ZCardWithdrawal.extend({
  card_balance: z.object({ _id: z.string(), currency: z.string() }),
  tracker: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      state: z.enum(['done', 'current', 'upcoming', 'failed']),
      at: z.string().nullable(),
    }),
  ),
  updated_at: z.string(),
});
export type TCardWithdrawalDetail = z.infer<typeof ZCardWithdrawalDetail>;

/**
 * GET /smebackend/api/v1/cards/customer/withdrawals/:id — one card withdrawal by its id or FW reference. It is a
 * movement of the business's money whatever its cards area shows now, so Transactions reads it too; another
 * business's is the same 404 as an unknown one.
 */
export const cardWithdrawalEndpoint = defineEndpoint({
  method: 'GET',
  path: '/smebackend/api/v1/cards/customer/withdrawals/:id',
  summary: 'One withdrawal from a card balance (by id or FW reference), with its tracker.',
  tag: 'cards',
  params: z.strictObject({ id: ZId }),
  response: ZCardWithdrawalDetail,
});
