import { describe, expect, it } from 'vitest';
import {
  type BankFormValues,
  bankFormProblems,
  bankFormSchema,
  bankFormValidator,
  bankPayoutMethod,
  holderNameMatches,
  isBankCorridor,
  isHolderNameLocked,
  isSaveDisabled,
  BANK_FORM_MESSAGES as M,
} from './bank-form.ts';
import { formFieldOf, formValuesOf, payloadOf } from './bank-payload.ts';

const NOW = new Date('2026-03-05T00:00:00Z');
const BUSINESS = 'Lion City Traders Pte Ltd';

function schemaOf(country: string, currency: string, isUsdSwiftOn = false) {
  const schema = bankFormSchema({ country, currency, isUsdSwiftOn }, NOW);
  if (!schema) throw new Error(`no schema for ${country}`);
  return schema;
}

const SG: BankFormValues = {
  bank_account_holder_name: BUSINESS,
  beneficiary_account_number: '0123456789',
  routing_code_type_1: 'BANK_CODE',
  routing_code_value_1: '7171',
  beneficiary_bank_name: 'DBS Bank',
};

describe('[BANK FORM] the company bank account form', () => {
  it('picks LOCAL when the currency is the country’s own, SWIFT otherwise, and SWIFT for US dollars under the flag', () => {
    expect(bankPayoutMethod({ country: 'SG', currency: 'SGD', isUsdSwiftOn: false })).toBe('LOCAL');
    expect(bankPayoutMethod({ country: 'SG', currency: 'USD', isUsdSwiftOn: false })).toBe('SWIFT');
    expect(bankPayoutMethod({ country: 'US', currency: 'USD', isUsdSwiftOn: false })).toBe('LOCAL');
    expect(bankPayoutMethod({ country: 'US', currency: 'USD', isUsdSwiftOn: true })).toBe('SWIFT');
    expect(isBankCorridor('SG', { country: 'SG', currency: 'SGD', isUsdSwiftOn: false })).toBe(true);
    expect(isBankCorridor('JP', { country: 'AU', currency: 'AUD', isUsdSwiftOn: false })).toBe(false);
  });

  it('has only bank fields, says "Required" when empty (a routing type names the type), and "Bank Name is required" for the bank name', () => {
    const schema = schemaOf('SG', 'SGD');
    expect(schema.fields.every((f) => f.section === 'bank')).toBe(true);
    expect(schema.title).toContain('SGD');
    expect(bankFormProblems(schema, {}, BUSINESS)).toEqual([
      { field: 'bank_account_holder_name', message: 'Required' },
      { field: 'beneficiary_account_number', message: 'Required' },
      { field: 'routing_code_type_1', message: 'Routing Code should be BANK CODE for payouts to this country.' },
      { field: 'routing_code_value_1', message: 'Required' },
      { field: 'beneficiary_bank_name', message: 'Bank Name is required' },
    ]);
    expect(bankFormProblems(schema, SG, BUSINESS)).toEqual([]);
  });

  it('wants the holder name to be the registered business name, case and spaces aside', () => {
    expect(holderNameMatches('  lion  city TRADERS pte ltd ', BUSINESS)).toBe(true);
    // Full-width letters are their plain forms (NFKC).
    expect(holderNameMatches('Ｌｉｏｎ City Traders Pte Ltd', BUSINESS)).toBe(true);
    expect(holderNameMatches('Lion City Traders Pte. Ltd.', BUSINESS)).toBe(false);
    const schema = schemaOf('SG', 'SGD');
    expect(bankFormProblems(schema, { ...SG, bank_account_holder_name: 'Someone Else Pte Ltd' }, BUSINESS)).toEqual([
      { field: 'bank_account_holder_name', message: M.holderNameMismatch },
    ]);
  });

  it('asks for identification only for BRL accounts, with the CNPJ length rule', () => {
    const brl = schemaOf('BR', 'BRL');
    expect(brl.fields.map((f) => f.name)).toContain('beneficiary_identification_value');
    expect(schemaOf('SG', 'SGD').fields.map((f) => f.name)).not.toContain('beneficiary_identification_value');
    const problems = bankFormProblems(
      brl,
      {
        bank_account_holder_name: BUSINESS,
        beneficiary_account_number: '123456',
        beneficiary_bank_account_type: 'CHECKING',
        routing_code_type_1: 'BANK_CODE',
        routing_code_value_1: '001',
        routing_code_type_2: 'BRANCH_CODE',
        routing_code_value_2: '1234',
        beneficiary_bank_name: 'Banco do Brasil',
        beneficiary_identification_type: 'CNPJ',
        beneficiary_identification_value: '1234567890123',
      },
      BUSINESS,
    );
    expect(problems).toEqual([
      { field: 'beneficiary_identification_value', message: 'CNPJ should be 14 to 20 characters long.' },
    ]);
  });

  it('US to USD under the flag: the second routing code is SWIFT, in the spec’s words', () => {
    const schema = schemaOf('US', 'USD', true);
    const base: BankFormValues = {
      bank_account_holder_name: BUSINESS,
      beneficiary_account_number: '123456789',
      routing_code_type_1: 'ACH',
      routing_code_value_1: '026009593',
      beneficiary_bank_name: 'Bank of America',
    };
    expect(
      bankFormProblems(schema, { ...base, routing_code_type_2: 'SWIFT', routing_code_value_2: 'BOFA-US3' }, BUSINESS),
    ).toEqual([
      {
        field: 'routing_code_value_2',
        message: 'SWIFT should not contain special characters. Length of SWIFT should be 8 or 11 characters.',
      },
    ]);
    expect(
      bankFormProblems(schema, { ...base, routing_code_type_2: 'IBAN', routing_code_value_2: 'BOFAUS3N' }, BUSINESS),
    ).toEqual([{ field: 'routing_code_type_2', message: 'Routing Code should be SWIFT for payouts to this country.' }]);
    // Without the flag, a US dollar account is an ACH one: no second code.
    expect(schemaOf('US', 'USD').fields.map((f) => f.name)).not.toContain('routing_code_value_2');
  });

  it('CNY: routing value 1 or 2, not both, each with its type', () => {
    const schema = schemaOf('CN', 'CNY');
    const base: BankFormValues = {
      bank_account_holder_name: BUSINESS,
      beneficiary_account_number: '6222020200112233',
      beneficiary_bank_name: 'Bank of China',
    };
    expect(bankFormProblems(schema, base, BUSINESS)).toEqual([
      { field: 'routing_code_value_1', message: 'Enter a CNAPS code or a SWIFT code.' },
    ]);
    const both = {
      ...base,
      routing_code_type_1: 'CNAPS',
      routing_code_value_1: '104100000004',
      routing_code_type_2: 'SWIFT',
      routing_code_value_2: 'BKCHCNBJ',
    };
    expect(bankFormProblems(schema, both, BUSINESS)).toEqual([
      { field: 'routing_code_value_2', message: 'Enter either a CNAPS code or a SWIFT code, not both.' },
    ]);
    expect(bankFormProblems(schema, { ...base, routing_code_value_1: '104100000004' }, BUSINESS)).toEqual([
      { field: 'routing_code_type_1', message: 'Routing Code should be CNAPS for payouts to this country.' },
    ]);
  });

  it('validates and normalises through one zod schema', () => {
    const schema = schemaOf('AU', 'AUD');
    const result = bankFormValidator(schema, 'Harbour Bridge Supplies Pty Ltd').safeParse({
      bank_account_holder_name: ' Harbour   Bridge Supplies Pty Ltd ',
      beneficiary_account_number: '123 456 78',
      routing_code_type_1: 'BSB',
      routing_code_value_1: '062-000',
      beneficiary_bank_name: 'Commonwealth Bank of Australia',
    });
    expect(result.success && result.data).toEqual({
      bank_account_holder_name: 'Harbour Bridge Supplies Pty Ltd',
      beneficiary_account_number: '12345678',
      routing_code_type_1: 'BSB',
      routing_code_value_1: '062000',
      beneficiary_bank_name: 'Commonwealth Bank of Australia',
    });
  });
});

describe('[BANK FORM] Save disabled rules', () => {
  const schema = schemaOf('SG', 'SGD');

  it('is disabled while a required field is empty, enabled once all are filled (add)', () => {
    expect(isSaveDisabled(schema, { ...SG, beneficiary_bank_name: ' ' }, null)).toBe(true);
    expect(isSaveDisabled(schema, { ...SG, bank_account_holder_name: '' }, null)).toBe(true);
    expect(isSaveDisabled(schema, SG, null)).toBe(false);
  });

  it('on edit, stays disabled until the holder name, bank name or routing value changes', () => {
    expect(isSaveDisabled(schema, { ...SG }, SG)).toBe(true);
    // Spaces and case of the same values are no change.
    expect(isSaveDisabled(schema, { ...SG, routing_code_value_1: ' 7171 ' }, SG)).toBe(true);
    // A new account number alone does not count (spec §5).
    expect(isSaveDisabled(schema, { ...SG, beneficiary_account_number: '999888777' }, SG)).toBe(true);
    expect(isSaveDisabled(schema, { ...SG, routing_code_value_1: '7339' }, SG)).toBe(false);
    expect(isSaveDisabled(schema, { ...SG, beneficiary_bank_name: 'OCBC Bank' }, SG)).toBe(false);
    expect(isSaveDisabled(schema, { ...SG, bank_account_holder_name: 'LION CITY TRADERS PTE LTD' }, SG)).toBe(true);
  });

  it('locks the holder name on edit only for Malaysian businesses under the flag', () => {
    expect(isHolderNameLocked({ entity: 'MY', isEditing: true, isFlagOn: true })).toBe(true);
    expect(isHolderNameLocked({ entity: 'MY', isEditing: false, isFlagOn: true })).toBe(false);
    expect(isHolderNameLocked({ entity: 'MY', isEditing: true, isFlagOn: false })).toBe(false);
    expect(isHolderNameLocked({ entity: 'SG', isEditing: true, isFlagOn: true })).toBe(false);
  });
});

describe('[BANK FORM] the spec’s bank payload', () => {
  it('maps payload names to form values and back', () => {
    const values = formValuesOf({
      bankAccountHolderName: BUSINESS,
      bankName: 'DBS Bank',
      routingCodeValue1: '7171',
      bankCode: 'DBSSSGSG',
    });
    expect(values).toEqual({
      bank_account_holder_name: BUSINESS,
      beneficiary_bank_name: 'DBS Bank',
      routing_code_value_1: '7171',
    });
    expect(payloadOf(SG)).toEqual({
      bankAccountHolderName: BUSINESS,
      accountNumber: '0123456789',
      routingCodeType1: 'BANK_CODE',
      routingCodeValue1: '7171',
      bankName: 'DBS Bank',
    });
    expect(formFieldOf('routingCodeValue2')).toBe('routing_code_value_2');
    expect(formFieldOf('countryCode')).toBe('countryCode');
  });
});
