import { getCountryCallingCode, isSupportedCountry } from 'libphonenumber-js/min';
import type { PayoutMethod } from '../corridors.ts';
import { bankFields } from './bank-fields.ts';
import { type CorridorRule, corridorRule } from './country-rules.ts';
import { field } from './field-rule.ts';
import { BENEFICIARY_MESSAGES as M } from './messages.ts';
import type { AccountType, BeneficiarySchema, FieldRule } from './schema-types.ts';

export const RELATIONSHIPS = [
  { value: 'SUPPLIER', label: 'Supplier' },
  { value: 'CUSTOMER', label: 'Customer' },
  { value: 'EMPLOYEE', label: 'Employee' },
  { value: 'CONTRACTOR', label: 'Contractor' },
  { value: 'SUBSIDIARY', label: 'Subsidiary or parent company' },
  { value: 'OTHER', label: 'Other' },
] as const;

export const ACCOUNT_TYPE_LABELS: Record<AccountType, string> = { COMPANY: 'Company', INDIVIDUAL: 'Individual' };
export type SchemaKey = {
  country: string;
  currency: string;
  method: PayoutMethod;
  accountType: AccountType;
};

/**
 * The validation schema of a corridor for one account type, or undefined when we have no rule for the country and
 * method (the caller answers "We do not support …"). Pure: `now` dates it for the web's 5-minute cache.
 */
export function beneficiarySchema(key: SchemaKey, now: Date): BeneficiarySchema | undefined {
  const rule = corridorRule(key.country, key.method);
  if (!rule) return undefined;
  return {
    title: `${key.currency} ${key.method} payouts to ${key.country} (${key.accountType})`,
    generated_at: now.toISOString(),
    destination_country: key.country,
    destination_currency: key.currency,
    payout_method: key.method,
    beneficiary_account_type: key.accountType,
    account_types: rule.accountTypes,
    fields: [...beneficiaryFields(key, rule), ...bankFields(key, rule)],
    ...(rule.isExclusiveRouting ? { exclusive_routing: true } : {}),
  };
}

function callingCodeOf(country: string): string {
  return isSupportedCountry(country) ? `+${getCountryCallingCode(country)}` : '+65';
}

function beneficiaryFields(key: SchemaKey, rule: CorridorRule): FieldRule[] {
  const isCompany = key.accountType === 'COMPANY';
  const s = 'beneficiary' as const;
  const fields: FieldRule[] = [
    field({
      name: 'beneficiary_account_type',
      section: s,
      label: 'Account type',
      input: 'select',
      required: true,
      options: rule.accountTypes.map((t) => ({ value: t, label: ACCOUNT_TYPE_LABELS[t] })),
      optionMessage: key.currency === 'PKR' ? M.pkrCompanyOnly : M.notAnOption,
    }),
    field({
      name: 'beneficiary_name',
      section: s,
      label: isCompany ? 'Company name' : 'Full name',
      required: true,
      requiredMessage: M.nameEmpty,
      maxLength: 100,
      hint: isCompany ? 'As registered with their bank.' : 'As it appears on their bank account.',
    }),
    field({
      name: 'beneficiary_email',
      section: s,
      label: 'Email',
      input: 'email',
      required: true,
      requiredMessage: M.emailEmpty,
      maxLength: 100,
      check: 'email',
      checkMessage: M.invalidEmail,
    }),
    field({
      name: 'beneficiary_contact_country_code',
      section: s,
      label: 'Country code',
      input: 'tel',
      requiredWith: 'beneficiary_contact_number',
      required: rule.needsPhone,
      requiredMessage: M.countryCodeEmpty,
      maxLength: 5,
      pattern: '^\\+\\d{1,4}$',
      patternMessage: M.invalidCountryCode,
      // The destination's own calling code as the example (+61 for Australia), the likeliest one to type.
      placeholder: callingCodeOf(key.country),
    }),
    field({
      name: 'beneficiary_contact_number',
      section: s,
      label: 'Phone number',
      input: 'tel',
      required: rule.needsPhone,
      maxLength: 20,
      check: 'phone',
      checkMessage: M.invalidPhone,
    }),
  ];
  if (isCompany) fields.push(field({ name: 'beneficiary_contact_name', section: s, label: 'Contact person' }));
  fields.push(
    field({
      name: 'beneficiary_address',
      section: s,
      label: 'Address',
      required: rule.needsAddress,
      requiredMessage: M.addressEmpty,
      maxLength: 100,
    }),
    field({
      name: 'beneficiary_city',
      section: s,
      label: 'City',
      required: rule.needsAddress,
      requiredMessage: M.cityEmpty,
    }),
    field({
      name: 'beneficiary_state',
      section: s,
      label: 'State or region',
      required: rule.needsState,
      requiredMessage: M.stateEmpty,
    }),
  );
  if (key.country !== 'HK') {
    fields.push(
      field({
        name: 'beneficiary_postcode',
        section: s,
        label: 'Postal code',
        required: rule.needsPostcode,
        requiredMessage: M.postcodeEmpty,
        maxLength: 10,
        pattern: '^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$',
        patternMessage: M.invalidPostcode,
      }),
    );
  }
  fields.push(
    field({
      name: 'remitter_beneficiary_relationship',
      section: s,
      label: 'Your relationship to them',
      input: 'select',
      required: rule.needsRelationship,
      options: RELATIONSHIPS,
      optionMessage: M.notAnOption,
    }),
    field({
      name: 'beneficiary_group_name',
      section: s,
      label: 'Group',
      hint: 'Optional: contacts in a group can be paid together.',
    }),
  );
  return fields;
}
