import { z } from 'zod';
import { ZId } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZAmountIn } from '../money.ts';
import { ZWithdrawal } from './withdrawal.ts';

/**
 * POST /smebackend/api/v1/withdrawFund (Idempotency-Key) — withdraws from a currency account to a linked bank account
 * in the same currency, for AU, US and SG businesses (spec §9). The amount is held at once and sent by the bank rail;
 * the same key again answers the first withdrawal. Over what is available, nothing is written.
 */
export const ZWithdrawFundRequest = z.strictObject({
  /** The currency account money leaves. */
  accountId: ZId,
  /** The linked bank account it goes to. */
  bankAccountId: ZId,
  amount: ZAmountIn,
});
export type TWithdrawFundRequest = z.input<typeof ZWithdrawFundRequest>;

export const withdrawFundEndpoint = defineEndpoint({
  method: 'POST',
  path: '/smebackend/api/v1/withdrawFund',
  summary: 'Withdraws money from a currency account to a linked company bank account (idempotent).',
  tag: 'withdrawals',
  body: ZWithdrawFundRequest,
  response: ZWithdrawal,
  status: 201,
  isIdempotent: true,
});
