import type { BankFormValues } from './bank-form.ts';

/**
 * Spec §3 "Bank payload": what the bank form sends — bankAccountHolderName, bankName, accountNumber,
 * routingCodeType1, routingCodeValue1, bankCode; on add also accountType, name, countryCode and the currencyCode
 * list. The form values of §3 also hold a second routing code (US wires, CNY), the account type at the bank and an
 * identification (BRL): they travel under the same naming.
 */
export type BankPayloadFields = {
  bankAccountHolderName?: string | null;
  bankName?: string | null;
  accountNumber?: string | null;
  routingCodeType1?: string | null;
  routingCodeValue1?: string | null;
  routingCodeType2?: string | null;
  routingCodeValue2?: string | null;
  bankCode?: string | null;
  bankAccountType?: string | null;
  identificationType?: string | null;
  identificationValue?: string | null;
};

/** Payload name → form value name. */
export const PAYLOAD_TO_FORM = {
  bankAccountHolderName: 'bank_account_holder_name',
  bankName: 'beneficiary_bank_name',
  accountNumber: 'beneficiary_account_number',
  routingCodeType1: 'routing_code_type_1',
  routingCodeValue1: 'routing_code_value_1',
  routingCodeType2: 'routing_code_type_2',
  routingCodeValue2: 'routing_code_value_2',
  bankAccountType: 'beneficiary_bank_account_type',
  identificationType: 'beneficiary_identification_type',
  identificationValue: 'beneficiary_identification_value',
} as const satisfies Record<Exclude<keyof BankPayloadFields, 'bankCode'>, keyof BankFormValues>;

type PayloadKey = keyof typeof PAYLOAD_TO_FORM;
const KEYS = Object.keys(PAYLOAD_TO_FORM) as PayloadKey[];

/** The form values a payload carries (absent fields stay absent). */
export function formValuesOf(payload: BankPayloadFields): BankFormValues {
  const values: BankFormValues = {};
  for (const key of KEYS) {
    const value = payload[key];
    if (value !== undefined && value !== null) values[PAYLOAD_TO_FORM[key]] = value;
  }
  return values;
}

/** The payload of form values: every field that has a value. */
export function payloadOf(values: BankFormValues): BankPayloadFields {
  const payload: BankPayloadFields = {};
  for (const key of KEYS) {
    const value = values[PAYLOAD_TO_FORM[key]];
    if (value) payload[key] = value;
  }
  return payload;
}

/** The field of the payload a form field's error belongs to (the API names the payload's fields). */
export function payloadFieldOf(formField: string): string {
  return KEYS.find((k) => PAYLOAD_TO_FORM[k] === formField) ?? formField;
}

/** The form field a payload field's error belongs to (the web puts the API's errors on its fields). */
export function formFieldOf(payloadField: string): string {
  return (PAYLOAD_TO_FORM as Record<string, string>)[payloadField] ?? payloadField;
}
