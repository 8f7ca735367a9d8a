import { BANK_FORM_MESSAGES as M } from '@corridor/domain/bank-accounts/bank-form';
import { PAYOUT_METHODS } from '@corridor/domain/corridors';
import { z } from 'zod';

/**
 * A company bank account: the business's own account at a bank, where withdrawals and end-of-day sweeps go (spec §3
 * "Bank payload", "Linked bank"). Each field is only bounded here: the bank form's rules (domain
 * bank-accounts/bank-form.ts) decide what the country and currency need, and the API answers AJV_VALIDATE with the
 * form's message per field, named as in the payload.
 */
const ZText = (max: number) => z.string().trim().max(max, `Must be at most ${max} characters`);
const ZOptionalText = (max: number) => ZText(max).nullable().optional();

const bankFields = {
  bankAccountHolderName: z.string({ error: M.required }).trim().min(1, M.required).max(140),
  bankName: ZOptionalText(100),
  accountNumber: ZOptionalText(50),
  routingCodeType1: ZOptionalText(20),
  routingCodeValue1: ZOptionalText(30),
  routingCodeType2: ZOptionalText(20),
  routingCodeValue2: ZOptionalText(30),
  /** The bank's code as the lookup named it (its SWIFT/BIC), kept for the rail. */
  bankCode: ZOptionalText(20),
  bankAccountType: ZOptionalText(20),
  identificationType: ZOptionalText(20),
  identificationValue: ZOptionalText(30),
};

/**
 * On add (spec §3): the bank fields and the account's type, name, country and currency list. The list holds one
 * currency: the form's rules (LOCAL or SWIFT, §4) follow the chosen currency, so an account at a bank that takes
 * several currencies is linked once per currency.
 */
export const ZBankAccountAdd = z.strictObject({
  ...bankFields,
  /** The business's own account: always a company's. */
  accountType: z
    .literal('COMPANY', { error: 'Only a company account of your business can be linked' })
    .default('COMPANY'),
  /** A name for the account in lists ("DBS operating account"); the bank's name and the account's last digits if none. */
  name: ZOptionalText(50),
  countryCode: z.string({ error: M.selectCountry }).trim().min(2, M.selectCountry).max(2, M.selectCountry),
  currencyCode: z
    .array(z.string().trim().min(3, M.selectCurrency).max(3, M.selectCurrency), { error: M.selectCurrency })
    .length(1, 'Choose one currency for this account'),
});
export type TBankAccountAdd = z.input<typeof ZBankAccountAdd>;

/**
 * PUT (spec §7 "edit, delete via PUT with isActive false"): `isActive: false` deletes the account; otherwise the bank
 * fields sent replace the stored ones (the holder name is always sent; an absent account number keeps the stored one,
 * which the web shows masked). The country and currency stay those it was added with.
 */
export const ZBankAccountEdit = z.strictObject({
  ...bankFields,
  bankAccountHolderName: bankFields.bankAccountHolderName.optional(),
  isActive: z.boolean().optional(),
});
export type TBankAccountEdit = z.input<typeof ZBankAccountEdit>;

/** A linked account as the API answers it (spec §3 "Linked bank": accountId, accountNumber, routing, type). */
export const ZBankAccount = z.object({
  accountId: z.string(),
  name: z.string(),
  type: z.literal('COMPANY'),
  countryCode: z.string(),
  currencyCode: z.array(z.string()),
  payoutMethod: z.enum(PAYOUT_METHODS),
  bankAccountHolderName: z.string(),
  bankName: z.string(),
  /** Masked ("•••• 6789"): enough to recognise it. */
  accountNumber: z.string(),
  routingType: z.string().nullable(),
  routingValue: z.string().nullable(),
  routingCodeType2: z.string().nullable(),
  routingCodeValue2: z.string().nullable(),
  bankCode: z.string().nullable(),
  bankAccountType: z.string().nullable(),
  identificationType: z.string().nullable(),
  identificationValue: z.string().nullable(),
  isActive: z.boolean(),
  /** The business's auto-sweep account (receive settings). */
  isAutosweep: z.boolean(),
  /** The bank rail refused it: withdrawals to it are refused until it is deleted and added again. */
  rejectedReason: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TBankAccount = z.infer<typeof ZBankAccount>;

export const ZClientPath = z.strictObject({ clientId: z.string().min(1).max(64) });
export const ZBankAccountPath = ZClientPath.extend({ accountId: z.string().min(1).max(64) });
