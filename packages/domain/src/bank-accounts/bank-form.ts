import { z } from 'zod';
import { beneficiarySchema } from '../beneficiaries/schema.ts';
import type { BeneficiaryField, BeneficiarySchema, BeneficiaryValues } from '../beneficiaries/schema-types.ts';
import { beneficiaryProblems, normalizeValue, normalizeValues } from '../beneficiaries/validator.ts';
import { defaultPayoutMethod, findCorridor, type PayoutMethod } from '../corridors.ts';
import type { FieldError } from '../errors.ts';

/**
 * The add/edit company bank account form (spec §2 "add/edit company bank account modal", §3 "Bank form values", §5
 * "Bank form"): the business's own account, where withdrawals and end-of-day sweeps go. Its bank fields are a
 * contact's bank section for the same country and currency (the one beneficiaries schema and validator), with what
 * the bank form adds: the holder's name, which must be the business's registered name, and the spec's "Required".
 */
export const BANK_FORM_MESSAGES = {
  /** Spec §5: the bank form's word for an empty required field. */
  required: 'Required',
  holderNameMismatch: 'The account holder name must match your registered business name.',
  selectCountry: 'Please select Country',
  selectCurrency: 'Please select a currency',
  /** Spec §8: a failure whose message carries "Duplicate" goes back to the form (the failure callback). */
  duplicate: 'Duplicate bank account: this account is already linked to your business.',
  added: 'Your account details have been added',
} as const;

export const HOLDER_NAME_FIELD = 'bank_account_holder_name';
export const HOLDER_NAME_MAX_LENGTH = 140;

/** The form's values: the bank section of a contact, and the holder's name. */
export type BankFormValues = BeneficiaryValues & { bank_account_holder_name?: string | null };

/** Spec §5: identification fields (a tax number) only for these currencies: Brazil's CNPJ for BRL accounts. */
export const IDENTIFICATION_CURRENCIES: readonly string[] = ['BRL'];
const IDENTIFICATION_FIELDS: readonly BeneficiaryField[] = [
  'beneficiary_identification_type',
  'beneficiary_identification_value',
];

export function hasIdentificationFields(currency: string): boolean {
  return IDENTIFICATION_CURRENCIES.includes(currency);
}

export type BankFormKey = {
  country: string;
  currency: string;
  /** USD_SWIFT_ENABLED is on for the business's entity (spec §5 "US to USD with a flag"). */
  isUsdSwiftOn: boolean;
};

/**
 * Spec §4 "Bank modal": LOCAL when the chosen currency is the country's own, SWIFT otherwise. With USD_SWIFT_ENABLED,
 * a US account in USD is paid by wire: its form asks the ABA number and, second, the bank's SWIFT code (§5).
 */
export function bankPayoutMethod(key: BankFormKey): PayoutMethod {
  if (key.country === 'US' && key.currency === 'USD' && key.isUsdSwiftOn) return 'SWIFT';
  return defaultPayoutMethod(key.country, key.currency);
}

/** Whether a business of `entity` can link an account in `country` and `currency` (one of its corridors). */
export function isBankCorridor(entity: string, key: BankFormKey): boolean {
  return findCorridor(entity, key.country, key.currency, bankPayoutMethod(key)) !== undefined;
}

/**
 * The bank form's schema for a country and currency, served by the API and run by the web: the bank section of the
 * contact schema of the same corridor for a company account, with "Required" as the empty message (the bank name
 * keeps "Bank Name is required", shown when the lookup cannot name the bank; a routing code type names the type the
 * country needs, each code needing its type, CNY's included) and identification fields only for the
 * currencies that have them. Undefined when we have no rule for the country.
 */
export function bankFormSchema(key: BankFormKey, now: Date): BeneficiarySchema | undefined {
  const method = bankPayoutMethod(key);
  const schema = beneficiarySchema(
    { country: key.country, currency: key.currency, method, accountType: 'COMPANY' },
    now,
  );
  if (!schema) return undefined;
  const withId = hasIdentificationFields(key.currency);
  return {
    ...schema,
    title: `${key.currency} ${method} company bank account in ${key.country}`,
    account_types: ['COMPANY'],
    fields: schema.fields
      .filter((f) => f.section === 'bank' && (withId || !IDENTIFICATION_FIELDS.includes(f.name)))
      // A routing code type is filled in by the form; its message names the type the country needs.
      .map((f) =>
        f.name === 'beneficiary_bank_name' || f.input === 'fixed'
          ? f
          : { ...f, requiredMessage: BANK_FORM_MESSAGES.required },
      ),
  };
}

/**
 * How two names are compared: Unicode NFKC (full-width letters and ligatures as their plain forms), trimmed, every
 * run of spaces, tabs or line breaks as one space, then lower case. Punctuation counts: "Pte. Ltd." is not "Pte Ltd",
 * as a bank compares the name on the account with the registered one.
 */
export function normalizeHolderName(name: string): string {
  return name.normalize('NFKC').trim().replace(/\s+/gu, ' ').toLowerCase();
}

export function holderNameMatches(holderName: string, businessName: string): boolean {
  return normalizeHolderName(holderName) === normalizeHolderName(businessName);
}

/** The holder name's problem: "Required" when empty, too long, or not the business's registered name. */
export function holderNameProblem(holderName: string | null | undefined, businessName: string): string | null {
  const name = (holderName ?? '').trim();
  if (name === '') return BANK_FORM_MESSAGES.required;
  if (name.length > HOLDER_NAME_MAX_LENGTH) return `Must be at most ${HOLDER_NAME_MAX_LENGTH} characters`;
  return holderNameMatches(name, businessName) ? null : BANK_FORM_MESSAGES.holderNameMismatch;
}

/** Every problem of the form: the holder name first, then the bank fields in the schema's order. */
export function bankFormProblems(
  schema: BeneficiarySchema,
  values: BankFormValues,
  businessName: string,
): FieldError[] {
  const holder = holderNameProblem(values.bank_account_holder_name, businessName);
  return [
    ...(holder ? [{ field: HOLDER_NAME_FIELD, message: holder }] : []),
    ...beneficiaryProblems(schema, values, ['bank']),
  ];
}

/** The form's values as kept: the holder name trimmed with its spaces collapsed, bank fields normalised. */
export function normalizeBankForm(schema: BeneficiarySchema, values: BankFormValues): BankFormValues {
  const holder = (values.bank_account_holder_name ?? '').trim().replace(/\s+/gu, ' ');
  return { ...normalizeValues(schema, values, ['bank']), ...(holder ? { bank_account_holder_name: holder } : {}) };
}

/** The one validator of the bank form, as a zod schema (the API on what it is sent, the web's form resolver). */
export function bankFormValidator(schema: BeneficiarySchema, businessName: string) {
  const names = [HOLDER_NAME_FIELD, ...schema.fields.map((f) => f.name)];
  const shape = Object.fromEntries(names.map((n) => [n, z.string().nullable().optional()]));
  return z.object(shape).transform((raw, ctx) => {
    const values = raw as BankFormValues;
    for (const e of bankFormProblems(schema, values, businessName)) {
      ctx.addIssue({ code: 'custom', path: [e.field], message: e.message });
    }
    return normalizeBankForm(schema, values);
  });
}

/** Spec §5, on edit: a change of any of these is a change worth saving. */
export const EDIT_CHANGE_FIELDS = [
  HOLDER_NAME_FIELD,
  'beneficiary_bank_name',
  'routing_code_value_1',
  'routing_code_value_2',
] as const;

const isEmpty = (v: string | null | undefined) => (v ?? '').trim() === '';

/** The required fields (the holder name and the schema's required ones) still empty. */
export function emptyRequiredFields(schema: BeneficiarySchema, values: BankFormValues): string[] {
  const empty: string[] = isEmpty(values.bank_account_holder_name) ? [HOLDER_NAME_FIELD] : [];
  for (const f of schema.fields) if (f.required && isEmpty(values[f.name])) empty.push(f.name);
  return empty;
}

/**
 * Spec §5: Save is disabled while a required field is empty, and on edit while the holder name, bank name and
 * routing value are as they were (compared normalised, so "062 000" is "062000"). The account number is not among
 * them: per the spec, a new account number alone does not enable Save.
 */
export function isSaveDisabled(
  schema: BeneficiarySchema,
  values: BankFormValues,
  original: BankFormValues | null,
): boolean {
  if (emptyRequiredFields(schema, values).length > 0) return true;
  if (!original) return false;
  const same = (field: (typeof EDIT_CHANGE_FIELDS)[number]) => {
    if (field === HOLDER_NAME_FIELD) {
      return normalizeHolderName(values[field] ?? '') === normalizeHolderName(original[field] ?? '');
    }
    const rule = schema.fields.find((f) => f.name === field) ?? {};
    return (normalizeValue(rule, values[field]) ?? '') === (normalizeValue(rule, original[field]) ?? '');
  };
  return EDIT_CHANGE_FIELDS.every(same);
}

/** Spec §5: on edit, a Malaysian business cannot change the holder name while its flag is on. */
export function isHolderNameLocked(opts: { entity: string; isEditing: boolean; isFlagOn: boolean }): boolean {
  return opts.isEditing && opts.entity === 'MY' && opts.isFlagOn;
}
