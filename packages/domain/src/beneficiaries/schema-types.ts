import type { PayoutMethod } from '../corridors.ts';

/** Spec §3 "Beneficiary": the fields a contact's details are made of (besides its country and currency). */
export const BENEFICIARY_FIELDS = [
  'beneficiary_account_type',
  'beneficiary_name',
  'beneficiary_email',
  'beneficiary_contact_country_code',
  'beneficiary_contact_number',
  'beneficiary_contact_name',
  'beneficiary_address',
  'beneficiary_city',
  'beneficiary_state',
  'beneficiary_postcode',
  'remitter_beneficiary_relationship',
  'beneficiary_group_name',
  'beneficiary_bank_name',
  'beneficiary_account_number',
  'beneficiary_bank_account_type',
  'routing_code_type_1',
  'routing_code_value_1',
  'routing_code_type_2',
  'routing_code_value_2',
  'beneficiary_identification_type',
  'beneficiary_identification_value',
] as const;
export type BeneficiaryField = (typeof BENEFICIARY_FIELDS)[number];

/** The fields whose change is a change of bank details (a `bankAccountEdited` mail). */
export const BANK_FIELDS: readonly BeneficiaryField[] = [
  'beneficiary_bank_name',
  'beneficiary_account_number',
  'beneficiary_bank_account_type',
  'routing_code_type_1',
  'routing_code_value_1',
  'routing_code_type_2',
  'routing_code_value_2',
];

export const ACCOUNT_TYPES = ['COMPANY', 'INDIVIDUAL'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** Named checks a field can ask for; the code is in checks.ts, so web and API run the same. */
export type CheckName = 'email' | 'phone' | 'iban' | 'swift' | 'swiftShape' | 'aba' | 'ifsc' | 'cnpj' | 'cpf';

export type FieldOption = { value: string; label: string };

/** One field of the served schema: what the form shows and what the validator checks. JSON all through. */
export type FieldRule = {
  name: BeneficiaryField;
  /** Step 2 (beneficiary details) or step 3 (bank details). */
  section: 'beneficiary' | 'bank';
  label: string;
  input: 'text' | 'email' | 'tel' | 'select' | 'fixed';
  required: boolean;
  /** Required when this other field has a value (a phone number needs its country code). */
  requiredWith?: BeneficiaryField;
  requiredMessage: string;
  minLength: number;
  maxLength: number;
  /** Said when the length is outside min–max, instead of the generic words (CNPJ: "14 to 20 characters"). */
  lengthMessage?: string;
  /** 'upper': spaces and hyphens removed, upper case (IBAN, BIC, IFSC); 'digits': spaces and hyphens removed. */
  normalize?: 'upper' | 'digits';
  pattern?: string;
  patternMessage?: string;
  check?: CheckName;
  checkMessage?: string;
  /** The country an IBAN or a BIC must belong to, with the message when it does not. */
  country?: string;
  countryMessage?: string;
  options?: readonly FieldOption[];
  optionMessage?: string;
  /** A routing code type the corridor fixes: the form fills it in, the validator wants exactly it. */
  fixedValue?: string;
  fixedMessage?: string;
  /** The bank name is looked up from this field's value (with `lookupType` as the routing code type). */
  lookupType?: string;
  hint?: string;
  placeholder?: string;
};

/** The validation schema of one corridor and account type (GET beneficiary validation schema). */
export type BeneficiarySchema = {
  /** Names the currency: a cached schema whose title lacks it is thrown away (spec §5). */
  title: string;
  /** When it was made (ISO): a cached schema older than 5 minutes is thrown away (spec §5, §9). */
  generated_at: string;
  destination_country: string;
  destination_currency: string;
  payout_method: PayoutMethod;
  beneficiary_account_type: AccountType;
  /** The account types this corridor pays (PKR: companies only). */
  account_types: readonly AccountType[];
  fields: readonly FieldRule[];
  /** CNY: routing value 1 and 2 are mutually exclusive and one is needed. */
  exclusive_routing?: boolean;
};

/** A contact's field values as typed or sent: every field a string, absent when empty. */
export type BeneficiaryValues = Partial<Record<BeneficiaryField, string | null>>;
