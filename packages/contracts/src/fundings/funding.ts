import { ADD_MONEY_METHODS } from '@corridor/domain/fundings/methods';
import { FUNDING_STATUSES, FUNDING_TYPES } from '@corridor/domain/fundings/statuses';
import { z } from 'zod';
import { ZMoney } from '../money.ts';

const ZTrackerStep = z.object({
  key: z.string(),
  label: z.string(),
  state: z.enum(['done', 'current', 'upcoming', 'failed']),
  at: z.string().nullable(),
});

/** Where to send a bank transfer, PayNow or PayID, and the reference it must carry. */
export const ZTransferInstructions = z.object({
  accountName: z.string(),
  bankName: z.string(),
  accountNumber: z.string().nullable(),
  routingCodeType: z.string().nullable(),
  routingCode: z.string().nullable(),
  proxyType: z.enum(['UEN', 'EMAIL']).nullable(),
  proxyValue: z.string().nullable(),
  reference: z.string(),
});

/** Money added to a currency account (FD… reference), with its tracker. */
export const ZFunding = z.object({
  _id: z.string(),
  reference: z.string(),
  type: z.enum(FUNDING_TYPES),
  method: z.enum(ADD_MONEY_METHODS),
  methodLabel: z.string(),
  status: z.enum(FUNDING_STATUSES),
  statusLabel: z.string(),
  /** The status under spec §4's names (DEBITING_FUNDS_ACH_DIRECT_DEBIT, AWAITING_FUNDS_FPX_TRANSACTION…). */
  statusCode: z.string(),
  /** What the account is credited. */
  amount: ZMoney,
  fee: ZMoney,
  /** What the card is charged or the transfer must be: amount plus fee. */
  total: ZMoney,
  account: z.object({ _id: z.string(), currency: z.string(), account_number: z.string() }),
  card: z.object({ _id: z.string(), brand: z.string(), lastFour: z.string() }).nullable(),
  /** The linked bank an ACH funding debits (its number masked). */
  achAccount: z.object({ accountId: z.string(), accountNumber: z.string(), routingValue: z.string() }).nullable(),
  instructions: ZTransferInstructions.nullable(),
  /** 3-D Secure: where the browser goes to finish the card payment. */
  redirectUrl: z.string().nullable(),
  /** Why it failed, in §8's words. */
  failureReason: z.string().nullable(),
  tracker: z.array(ZTrackerStep),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TFunding = z.infer<typeof ZFunding>;
