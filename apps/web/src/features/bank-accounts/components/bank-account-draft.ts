import type { TBankAccount, TBankAccountAdd, TBankAccountEdit } from '@corridor/contracts/bank-accounts/bank-account';
import type { TBeneficiarySchema } from '@corridor/contracts/beneficiaries/validation-schema';
import { type BankFormValues, emptyRequiredFields, isSaveDisabled } from '@corridor/domain/bank-accounts/bank-form';
import { formFieldOf, payloadOf } from '@corridor/domain/bank-accounts/bank-payload';
import {
  countryName,
  currenciesTo,
  type DestinationCountry,
  destinationCountriesFor,
  LOCAL_CURRENCY,
} from '@corridor/domain/corridors';
import { isApiError } from '@/lib/api/api-error.ts';

/**
 * The company bank account modal's rules that are not the bank form's own (those are the domain's): which countries
 * and currencies to offer, the values an edit starts from, what is sent, and what a failed save means.
 */
export type BankAccountChoice = { country: string; currency: string };

export function countryChoices(entity: string) {
  return destinationCountriesFor(entity).map((c) => ({ value: c, label: countryName(c) }));
}

export function currencyChoices(entity: string, country: string) {
  return country ? currenciesTo(entity, country).map((c) => ({ value: c, label: c })) : [];
}

/** The business's own country when it can link there, else the first offered. */
export function defaultCountry(entity: string): string {
  const countries = destinationCountriesFor(entity);
  return (countries as readonly string[]).includes(entity) ? entity : (countries[0] ?? '');
}

/** The currency asked for when the country takes it, else the country's own, else the first it takes. */
export function defaultCurrency(entity: string, country: string, preferred?: string): string {
  const currencies: string[] = currenciesTo(entity, country);
  if (preferred && currencies.includes(preferred)) return preferred;
  const local = LOCAL_CURRENCY[country as DestinationCountry];
  return local && currencies.includes(local) ? local : (currencies[0] ?? '');
}

/** An account's values to edit: its number is shown masked ("•••• 6789") until the person clicks into it. */
export function valuesOfAccount(a: TBankAccount): BankFormValues {
  const values: BankFormValues = {
    bank_account_holder_name: a.bankAccountHolderName,
    beneficiary_bank_name: a.bankName,
    beneficiary_account_number: a.accountNumber,
  };
  const optional: [keyof BankFormValues, string | null][] = [
    ['routing_code_type_1', a.routingType],
    ['routing_code_value_1', a.routingValue],
    ['routing_code_type_2', a.routingCodeType2],
    ['routing_code_value_2', a.routingCodeValue2],
    ['beneficiary_bank_account_type', a.bankAccountType],
    ['beneficiary_identification_type', a.identificationType],
    ['beneficiary_identification_value', a.identificationValue],
  ];
  for (const [field, value] of optional) if (value !== null) values[field] = value;
  return values;
}

/**
 * The schema an edit is checked against while the stored account number is kept: without the account number's rule
 * (the masked "•••• 6789" is not a number to check; the server keeps the stored one).
 */
export function schemaKeepingNumber(schema: TBeneficiarySchema): TBeneficiarySchema {
  return { ...schema, fields: schema.fields.filter((f) => f.name !== 'beneficiary_account_number') };
}

/** Spec §5 Save-disabled rule, with a kept account number counting as filled. */
export function isSaveBlocked(
  schema: TBeneficiarySchema,
  values: BankFormValues,
  original: BankFormValues | null,
  isNumberKept: boolean,
): boolean {
  return isSaveDisabled(isNumberKept ? schemaKeepingNumber(schema) : schema, values, original);
}

/** The required fields still empty (to say why Save waits). */
export function missingFields(schema: TBeneficiarySchema, values: BankFormValues, isNumberKept: boolean): string[] {
  return emptyRequiredFields(isNumberKept ? schemaKeepingNumber(schema) : schema, values);
}

/** What is sent on add (spec §3 Bank payload: the bank fields, then the account's type, name, country, currencies). */
export function addPayload(
  values: BankFormValues,
  choice: BankAccountChoice,
  extra: { name?: string; bankCode?: string | null },
): TBankAccountAdd {
  return {
    ...payloadOf(values),
    bankAccountHolderName: values.bank_account_holder_name ?? '',
    ...(extra.bankCode ? { bankCode: extra.bankCode } : {}),
    accountType: 'COMPANY',
    ...(extra.name?.trim() ? { name: extra.name.trim() } : {}),
    countryCode: choice.country,
    currencyCode: [choice.currency],
  };
}

/** What is sent on edit: the bank fields, without the account number while the stored one is kept. */
export function editPayload(
  values: BankFormValues,
  opts: { isNumberKept: boolean; bankCode?: string | null },
): TBankAccountEdit {
  const { accountNumber, ...rest } = payloadOf(values);
  return {
    ...rest,
    bankAccountHolderName: values.bank_account_holder_name ?? '',
    ...(opts.isNumberKept ? {} : { accountNumber }),
    ...(opts.bankCode ? { bankCode: opts.bankCode } : {}),
  };
}

/**
 * Spec §8: a failure whose message carries "Duplicate" goes back to the form (the failure callback); one that names
 * fields puts each message on its field; anything else is the generic failure snackbar.
 */
export type SaveFailure =
  | { kind: 'duplicate'; message: string }
  | { kind: 'fields'; errors: { field: string; message: string }[] }
  | { kind: 'generic' };

export function saveFailureOf(error: unknown): SaveFailure {
  if (!isApiError(error)) return { kind: 'generic' };
  if (error.message.includes('Duplicate')) return { kind: 'duplicate', message: error.message };
  if (error.status < 500 && error.fieldErrors.length > 0) {
    return {
      kind: 'fields',
      errors: error.fieldErrors.map((e) => ({ field: formFieldOf(e.field), message: e.message })),
    };
  }
  return { kind: 'generic' };
}
