import type { TBeneficiary, TBeneficiaryInput } from '@corridor/contracts/beneficiaries/beneficiary';
import type { TCorridor } from '@corridor/contracts/beneficiaries/corridors';
import type { TBeneficiarySchema } from '@corridor/contracts/beneficiaries/validation-schema';
import { BENEFICIARY_MESSAGES as M } from '@corridor/domain/beneficiaries/messages';
import {
  type AccountType,
  BENEFICIARY_FIELDS,
  type BeneficiaryField,
  type BeneficiaryValues,
} from '@corridor/domain/beneficiaries/schema-types';
import { countryName, defaultPayoutMethod, unsupportedCorridorMessage } from '@corridor/domain/corridors';
import { type ApiError, isApiError } from '@/lib/api/api-error.ts';

/** Where the 4-step modal is, and what has been typed so far. */
export type ContactDraft = {
  country: string;
  currency: string;
  values: BeneficiaryValues;
};

export const STEPS = ['Country and currency', 'Contact details', 'Bank details', 'Confirm'] as const;
export type StepIndex = 0 | 1 | 2 | 3;

export const emptyDraft = (): ContactDraft => ({
  country: '',
  currency: '',
  values: { beneficiary_account_type: 'COMPANY' },
});

/** An existing contact, ready to edit. */
export function draftOf(c: TBeneficiary): ContactDraft {
  const values: BeneficiaryValues = {};
  for (const f of BENEFICIARY_FIELDS) if (c[f] !== null) values[f] = c[f];
  return { country: c.destination_country, currency: c.destination_currency, values };
}

export const accountTypeOf = (draft: ContactDraft): AccountType =>
  draft.values.beneficiary_account_type === 'INDIVIDUAL' ? 'INDIVIDUAL' : 'COMPANY';

/** Spec §4: LOCAL when the currency is the country's own, SWIFT otherwise. */
export const schemaKeyOf = (draft: ContactDraft) => ({
  country: draft.country,
  currency: draft.currency,
  method: defaultPayoutMethod(draft.country, draft.currency),
  accountType: accountTypeOf(draft),
});

/** What is sent: the corridor and every field the schema has (fields of another corridor are left behind). */
export function inputOf(draft: ContactDraft, schema: TBeneficiarySchema): TBeneficiaryInput {
  const input: TBeneficiaryInput = {
    beneficiary_country_code: draft.country,
    destination_currency: draft.currency,
    payout_method: schema.payout_method,
  };
  for (const rule of schema.fields) {
    const value = draft.values[rule.name];
    if (value) input[rule.name] = value;
  }
  return input;
}

/** Step 1's own check: both chosen, and a corridor the business has ("We do not support …", spec §5). */
export function destinationProblems(
  country: string,
  currency: string,
  corridors: readonly TCorridor[],
): { field: 'beneficiary_country_code' | 'destination_currency'; message: string }[] {
  const problems: { field: 'beneficiary_country_code' | 'destination_currency'; message: string }[] = [];
  if (!country) problems.push({ field: 'beneficiary_country_code', message: M.selectCountry });
  if (!currency) problems.push({ field: 'destination_currency', message: M.selectCurrency });
  const method = defaultPayoutMethod(country, currency);
  const isServed = corridors.some(
    (c) => c.destination_country === country && c.destination_currency === currency && c.payout_method === method,
  );
  if (country && currency && !isServed) {
    problems.push({ field: 'destination_currency', message: unsupportedCorridorMessage(currency, country) });
  }
  return problems;
}

/** The countries of the corridors, by name, and the currencies any of them pays. */
export function choicesOf(corridors: readonly TCorridor[]) {
  const countries = [...new Map(corridors.map((c) => [c.destination_country, c.destination_country_name]))]
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label));
  const currencies = [...new Set(corridors.map((c) => c.destination_currency))].sort();
  return { countries, currencies };
}

/** "You can pay Germany in EUR or USD." */
export function currenciesHint(country: string, corridors: readonly TCorridor[]): string | undefined {
  if (!country) return undefined;
  const codes = [
    ...new Set(corridors.filter((c) => c.destination_country === country).map((c) => c.destination_currency)),
  ];
  if (codes.length === 0) return undefined;
  const list = codes.length === 1 ? codes[0] : `${codes.slice(0, -1).join(', ')} or ${codes.at(-1)}`;
  return `You can pay ${countryName(country)} in ${list}.`;
}

/** Which step holds a field, for the confirmation's "Change" links and the server's field errors. */
export function stepOfField(schema: TBeneficiarySchema, field: string): StepIndex {
  if (field === 'beneficiary_country_code' || field === 'destination_currency') return 0;
  return schema.fields.find((f) => f.name === field)?.section === 'bank' ? 2 : 1;
}

/**
 * What a failed save says (spec §8): the server's field errors pass through (labelled), its own message when it
 * names the problem, and "Unexpected error occured" for a failure that says nothing.
 */
export function saveErrorLines(error: ApiError | Error, schema: TBeneficiarySchema): string[] {
  if (!isApiError(error) || error.status >= 500 || error.code === 'NETWORK_ERROR') return [M.unexpected];
  if (error.fieldErrors.length > 0) {
    return error.fieldErrors.map((e) => {
      const label = schema.fields.find((f) => f.name === (e.field as BeneficiaryField))?.label;
      return label ? `${label}: ${e.message}` : e.message;
    });
  }
  return [error.message || M.unexpected];
}
