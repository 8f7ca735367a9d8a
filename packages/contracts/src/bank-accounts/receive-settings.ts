import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { ZAmountIn, ZMoney } from '../money.ts';
import { ZBankAccount } from './bank-account.ts';

/** One currency's sweep (spec §9): on or off, and for partial-sweep currencies an amount kept in the account. */
export const ZSweepCurrency = z.object({
  currency: z.string(),
  isEnabled: z.boolean(),
  isOnByDefault: z.boolean(),
  canKeepAmount: z.boolean(),
  keepAmount: ZMoney,
});

/**
 * The business's receive settings: whether its entity sweeps at the end of the day, when (its own midnight, or midnight
 * UTC for GB and LT), to which of its linked accounts (spec §3 `autosweep_bank_account`), and per currency.
 */
export const ZReceiveSettings = z.object({
  hasAutoSweep: z.boolean(),
  sweepsAtMidnightUtc: z.boolean(),
  /** The zone the business day ends in for the sweep ("+08:00", "+00:00"). */
  sweepZone: z.string(),
  autosweepBankAccount: ZBankAccount.nullable(),
  currencies: z.array(ZSweepCurrency),
});
export type TReceiveSettings = z.infer<typeof ZReceiveSettings>;

/** GET /smebackend/api/v1/receive/settings */
export const getReceiveSettingsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/smebackend/api/v1/receive/settings',
  summary: "The business's receive settings: the auto-sweep bank account and each currency's sweep.",
  tag: 'bank-accounts',
  response: ZReceiveSettings,
});

export const ZReceiveSettingsUpdate = z.strictObject({
  /** One of the business's linked accounts, or null for none (no sweep happens without one). */
  autosweepBankAccountId: z.string().min(1).max(64).nullable().optional(),
  currencies: z
    .array(
      z.strictObject({
        currency: z.string().min(3).max(3),
        isEnabled: z.boolean(),
        /** For partial-sweep currencies: what stays in the account, as typed; 0 when absent. */
        keepAmount: ZAmountIn.optional(),
      }),
    )
    .max(10)
    .optional(),
});
export type TReceiveSettingsUpdate = z.input<typeof ZReceiveSettingsUpdate>;

/**
 * POST /smebackend/api/v1/receive/settings — chooses the auto-sweep account (also written to the active client's
 * `autosweep_bank_account`) and switches currencies' sweeps, for businesses of the auto-sweep entities only.
 */
export const updateReceiveSettingsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/smebackend/api/v1/receive/settings',
  summary: 'Sets the auto-sweep bank account and which currencies sweep at the end of the day.',
  tag: 'bank-accounts',
  body: ZReceiveSettingsUpdate,
  response: ZReceiveSettings,
});
