import { WITHDRAWAL_KINDS, WITHDRAWAL_STATUSES } from '@corridor/domain/withdrawals/statuses';
import { z } from 'zod';
import { ZMoney } from '../money.ts';

const ZTrackerStep = z.object({
  key: z.string(),
  label: z.string(),
  state: z.enum(['done', 'current', 'upcoming', 'failed']),
  at: z.string().nullable(),
});

/** A withdrawal or end-of-day sweep (FW… or AUTOSWEEP… reference), with its tracker. */
export const ZWithdrawal = z.object({
  _id: z.string(),
  reference: z.string(),
  kind: z.enum(WITHDRAWAL_KINDS),
  status: z.enum(WITHDRAWAL_STATUSES),
  statusLabel: z.string(),
  amount: ZMoney,
  source_account: z.object({ _id: z.string(), currency: z.string(), account_number: z.string() }),
  /** The bank account as it was paid (a later edit of the account does not change it). */
  bank_account: z.object({
    accountId: z.string(),
    bankName: z.string(),
    bankAccountHolderName: z.string(),
    /** Masked. */
    accountNumber: z.string(),
    countryCode: z.string(),
  }),
  /** Why it was cancelled or returned, in words for the business. */
  reason: z.string().nullable(),
  /** The business day an AUTOSWEEP swept (YYYY-MM-DD). */
  sweep_day: z.string().nullable(),
  tracker: z.array(ZTrackerStep),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TWithdrawal = z.infer<typeof ZWithdrawal>;
