import { CURRENCY_CODES } from '@corridor/domain/currencies';
import { VFA_STATUSES } from '@corridor/domain/vfa-status';
import { z } from 'zod';
import { ZMoney } from '../money.ts';

/** A virtual funding account (VFA): receiving details for a currency account; only COMPLETED receives. */
export const ZVfa = z.object({
  _id: z.string(),
  status: z.enum(VFA_STATUSES),
  statusLabel: z.string(),
  account_number: z.string(),
  currency: z.string(),
  canReceive: z.boolean(),
});
export type TVfa = z.infer<typeof ZVfa>;

/** A currency account with its balances (spec §3 "Currency account" and "Account (summary)"). */
export const ZCurrencyAccount = z.object({
  _id: z.string(),
  client: z.string(),
  currency: z.enum(CURRENCY_CODES),
  account_number: z.string(),
  /** Ledger balance: what the account holds. */
  running_balance: ZMoney,
  /** What can be spent now: the ledger balance less what pending payouts have reserved. */
  available_balance: ZMoney,
  is_active: z.boolean(),
  hidden: z.boolean(),
  label: z.string().nullable(),
  is_default_account: z.boolean(),
  disable_auto_bookfx: z.boolean(),
  auto_bookfx_sequence: z.number().int().nullable(),
  VFA: ZVfa.nullable(),
  created_at: z.string(),
  closed_at: z.string().nullable(),
});
export type TCurrencyAccount = z.infer<typeof ZCurrencyAccount>;

export const ZAccountList = z.object({ accounts: z.array(ZCurrencyAccount) });
export type TAccountList = z.infer<typeof ZAccountList>;

export const ZAccountResponse = z.object({ account: ZCurrencyAccount });
export type TAccountResponse = z.infer<typeof ZAccountResponse>;
