import { describe, expect, it } from 'vitest';
import type { PayoutMethod } from '../corridors.ts';
import { beneficiarySchema } from './schema.ts';
import type { AccountType, BeneficiaryValues } from './schema-types.ts';
import { beneficiaryProblems, beneficiaryValidator } from './validator.ts';

const PERSON: BeneficiaryValues = {
  beneficiary_name: 'Ana Souza',
  beneficiary_email: 'ana@example.com',
  beneficiary_address: '1 Market Street',
  beneficiary_city: 'Springfield',
  beneficiary_state: 'State',
  beneficiary_postcode: '12345',
  remitter_beneficiary_relationship: 'SUPPLIER',
};

function schemaOf(
  country: string,
  currency: string,
  method: PayoutMethod = 'LOCAL',
  accountType: AccountType = 'COMPANY',
) {
  const schema = beneficiarySchema({ country, currency, method, accountType }, new Date('2026-01-05T00:00:00Z'));
  if (!schema) throw new Error(`no schema for ${country}`);
  return schema;
}

/** Problems of a complete, valid contact with `bank` as its bank details (and `more` over it). */
function problems(
  country: string,
  currency: string,
  bank: BeneficiaryValues,
  opts: { method?: PayoutMethod; type?: AccountType; more?: BeneficiaryValues } = {},
) {
  const type = opts.type ?? 'COMPANY';
  const schema = schemaOf(country, currency, opts.method, type);
  const values = {
    ...PERSON,
    beneficiary_account_type: type,
    beneficiary_bank_name: 'Some Bank',
    ...bank,
    ...opts.more,
  };
  return beneficiaryProblems(schema, values);
}

const err = (field: string, message: string) => [{ field, message }];

describe('[BENEFICIARY RULES] contact details (step 2), every corridor', () => {
  it('keeps every field on one line', () => {
    const p = problems(
      'DE',
      'EUR',
      { beneficiary_account_number: 'DE89370400440532013000' },
      { more: { beneficiary_name: 'Rheinland\nIndustriebedarf GmbH', beneficiary_address: 'Hafenstraße 1\r\nKöln' } },
    );
    expect(p).toContainEqual({ field: 'beneficiary_name', message: 'Must be on one line' });
    expect(p).toContainEqual({ field: 'beneficiary_address', message: 'Must be on one line' });
  });

  it('name, email and a phone number’s country code, in the spec’s words', () => {
    const p = problems(
      'DE',
      'EUR',
      { beneficiary_account_number: 'DE89370400440532013000' },
      {
        more: { beneficiary_name: ' ', beneficiary_email: '', beneficiary_contact_number: '91234567' },
      },
    );
    expect(p).toEqual([
      { field: 'beneficiary_name', message: 'Name cannot be empty' },
      { field: 'beneficiary_email', message: 'Email address cannot be empty' },
      { field: 'beneficiary_contact_country_code', message: 'Country code cannot be empty' },
    ]);
  });
  it('a bad email and a phone number not valid for its country', () => {
    const p = problems(
      'DE',
      'EUR',
      { beneficiary_account_number: 'DE89370400440532013000' },
      {
        more: {
          beneficiary_email: 'ana@',
          beneficiary_contact_country_code: '+65',
          beneficiary_contact_number: '1234',
        },
      },
    );
    expect(p).toEqual([
      { field: 'beneficiary_email', message: 'Enter a valid email address' },
      { field: 'beneficiary_contact_number', message: 'Enter a valid phone number' },
    ]);
  });
  it('addresses where the rails need them: SWIFT and the US, with city, state and postal code', () => {
    const empty = { beneficiary_address: '', beneficiary_city: '', beneficiary_state: '', beneficiary_postcode: '' };
    const p = problems(
      'US',
      'USD',
      {
        beneficiary_account_number: '123456789',
        routing_code_type_1: 'ACH',
        routing_code_value_1: '021000021',
        beneficiary_bank_account_type: 'CHECKING',
      },
      { more: empty },
    );
    expect(p.map((e) => e.message)).toEqual([
      'Address field cannot be empty',
      'City cannot be empty',
      'State cannot be empty',
      'Postal Code cannot be empty',
    ]);
    // SEPA needs none of it.
    expect(
      problems('FR', 'EUR', { beneficiary_account_number: 'FR1420041010050500013M02606' }, { more: empty }),
    ).toEqual([]);
  });
  it('spec default: 50 characters unless the field says otherwise', () => {
    const p = problems(
      'DE',
      'EUR',
      { beneficiary_account_number: 'DE89370400440532013000' },
      { more: { beneficiary_city: 'x'.repeat(51) } },
    );
    expect(p).toEqual(err('beneficiary_city', 'Must be at most 50 characters'));
  });
  it('PKR pays companies only', () => {
    const schema = schemaOf('PK', 'PKR', 'LOCAL', 'INDIVIDUAL');
    expect(schema.account_types).toEqual(['COMPANY']);
    const p = problems('PK', 'PKR', { beneficiary_account_number: 'PK36SCBL0000001123456702' }, { type: 'INDIVIDUAL' });
    expect(p).toEqual(err('beneficiary_account_type', 'Account type should be Company for PKR payouts.'));
  });
});

describe('[BENEFICIARY RULES] bank details (step 3), country by country', () => {
  it('EUR (IBAN countries): a valid IBAN of that country, BIC optional', () => {
    expect(problems('DE', 'EUR', { beneficiary_account_number: 'de89 3704 0044 0532 0130 00' })).toEqual([]);
    expect(problems('DE', 'EUR', { beneficiary_account_number: 'DE88370400440532013000' })).toEqual(
      err('beneficiary_account_number', 'Invalid IBAN'),
    );
    expect(problems('DE', 'EUR', { beneficiary_account_number: 'FR1420041010050500013M02606' })).toEqual(
      err('beneficiary_account_number', 'This IBAN is for an account outside Germany.'),
    );
    expect(problems('DE', 'EUR', { beneficiary_account_number: '' })).toEqual(
      err('beneficiary_account_number', 'Account Number is required'),
    );
    expect(
      problems('NL', 'EUR', {
        beneficiary_account_number: 'NL91ABNA0417164300',
        routing_code_type_1: 'SWIFT',
        routing_code_value_1: 'DEUTDEFF',
      }),
    ).toEqual(err('routing_code_value_1', 'This SWIFT code is for a bank outside Netherlands.'));
  });
  it('GBP to the UK: 8-digit account and a 6-digit sort code', () => {
    const ok = {
      beneficiary_account_number: '31926819',
      routing_code_type_1: 'SORT_CODE',
      routing_code_value_1: '60-16-13',
    };
    expect(problems('GB', 'GBP', ok)).toEqual([]);
    expect(problems('GB', 'GBP', { ...ok, routing_code_value_1: '60-16-1' })).toEqual(
      err('routing_code_value_1', 'Invalid sort code'),
    );
    expect(problems('GB', 'GBP', { ...ok, beneficiary_account_number: '3192681' })).toEqual(
      err('beneficiary_account_number', 'Account number should be 8 digits.'),
    );
  });
  it('USD to the US: ABA routing with its checksum, and the account type at the bank', () => {
    const ok = {
      beneficiary_account_number: '000123456789',
      routing_code_type_1: 'ACH',
      routing_code_value_1: '021000021',
      beneficiary_bank_account_type: 'CHECKING',
    };
    expect(problems('US', 'USD', ok)).toEqual([]);
    expect(problems('US', 'USD', { ...ok, routing_code_value_1: '021000022' })).toEqual(
      err('routing_code_value_1', 'Invalid ACH code'),
    );
    expect(problems('US', 'USD', { ...ok, beneficiary_bank_account_type: 'BROKERAGE' })).toEqual(
      err('beneficiary_bank_account_type', 'Please choose one of the options'),
    );
  });
  it('USD wire to the US: the second routing code is SWIFT, 8 or 11 letters and digits (spec §5)', () => {
    const ok = {
      beneficiary_account_number: '000123456789',
      routing_code_type_1: 'ACH',
      routing_code_value_1: '021000021',
      routing_code_type_2: 'SWIFT',
      routing_code_value_2: 'CHASUS33',
    };
    expect(problems('US', 'USD', ok, { method: 'SWIFT' })).toEqual([]);
    expect(problems('US', 'USD', { ...ok, routing_code_value_2: 'CHAS-US3' }, { method: 'SWIFT' })).toEqual(
      err(
        'routing_code_value_2',
        'SWIFT should not contain special characters. Length of SWIFT should be 8 or 11 characters.',
      ),
    );
    expect(problems('US', 'USD', { ...ok, routing_code_type_2: 'ACH' }, { method: 'SWIFT' })).toEqual(
      err('routing_code_type_2', 'Routing Code should be SWIFT for payouts to this country.'),
    );
  });
  it('AUD to Australia: a 6-digit BSB', () => {
    const ok = { beneficiary_account_number: '12345678', routing_code_type_1: 'BSB', routing_code_value_1: '062-000' };
    expect(problems('AU', 'AUD', ok)).toEqual([]);
    expect(problems('AU', 'AUD', { ...ok, routing_code_value_1: '06200' })).toEqual(
      err('routing_code_value_1', 'Invalid BSB code'),
    );
  });
  it('INR to India: IFSC of 4 letters, 0, 6 letters or digits', () => {
    const ok = {
      beneficiary_account_number: '50100012345678',
      routing_code_type_1: 'IFSC',
      routing_code_value_1: 'hdfc0000001',
    };
    expect(problems('IN', 'INR', ok)).toEqual([]);
    expect(problems('IN', 'INR', { ...ok, routing_code_value_1: 'HDFC1000001' })).toEqual(
      err('routing_code_value_1', 'Invalid IFSC code'),
    );
  });
  it('CAD to Canada: transit and institution numbers', () => {
    const ok = {
      beneficiary_account_number: '1234567',
      routing_code_type_1: 'TRANSIT_NUMBER',
      routing_code_value_1: '00012',
      routing_code_type_2: 'INSTITUTION_NUMBER',
      routing_code_value_2: '004',
    };
    expect(problems('CA', 'CAD', ok)).toEqual([]);
    expect(problems('CA', 'CAD', { ...ok, routing_code_value_1: '0001', routing_code_value_2: '04' })).toEqual([
      { field: 'routing_code_value_1', message: 'Invalid transit number' },
      { field: 'routing_code_value_2', message: 'Invalid institution number' },
    ]);
  });
  it('local bank codes: SG 4 digits, HK 3+3, ID 3, JP 4+3, BR 3+4', () => {
    const code = (value: string, n = 1) => ({
      [`routing_code_type_${n}`]: n === 1 ? 'BANK_CODE' : 'BRANCH_CODE',
      [`routing_code_value_${n}`]: value,
    });
    expect(problems('SG', 'SGD', { beneficiary_account_number: '0721234567', ...code('7171') })).toEqual([]);
    expect(problems('SG', 'SGD', { beneficiary_account_number: '0721234567', ...code('717') })).toEqual(
      err('routing_code_value_1', 'Invalid bank code'),
    );
    expect(
      problems('HK', 'HKD', { beneficiary_account_number: '123456789', ...code('004'), ...code('12', 2) }),
    ).toEqual(err('routing_code_value_2', 'Invalid branch code'));
    expect(problems('ID', 'IDR', { beneficiary_account_number: '1234567890', ...code('014') })).toEqual([]);
    expect(
      problems('JP', 'JPY', {
        beneficiary_account_number: '1234567',
        beneficiary_bank_account_type: 'SAVINGS',
        ...code('0005'),
        ...code('001', 2),
      }),
    ).toEqual([]);
  });
  it('MYR, PHP, VND: the bank’s SWIFT code, of that country', () => {
    expect(
      problems('MY', 'MYR', {
        beneficiary_account_number: '5140123456789',
        routing_code_type_1: 'SWIFT',
        routing_code_value_1: 'MBBEMYKL',
      }),
    ).toEqual([]);
    expect(
      problems('PH', 'PHP', {
        beneficiary_account_number: '0012345678',
        routing_code_type_1: 'SWIFT',
        routing_code_value_1: 'BNORPHM',
      }),
    ).toEqual(err('routing_code_value_1', 'Invalid SWIFT code'));
  });
  it('CNY to China: CNAPS or SWIFT, exactly one, each with its type (spec §5)', () => {
    const acct = {
      beneficiary_account_number: '6222020200112233445',
      beneficiary_contact_country_code: '+86',
      beneficiary_contact_number: '13800138000',
    };
    expect(
      problems('CN', 'CNY', { ...acct, routing_code_type_1: 'CNAPS', routing_code_value_1: '102100099996' }),
    ).toEqual([]);
    expect(problems('CN', 'CNY', { ...acct, routing_code_type_2: 'SWIFT', routing_code_value_2: 'BKCHCNBJ' })).toEqual(
      [],
    );
    expect(problems('CN', 'CNY', acct)).toEqual(err('routing_code_value_1', 'Enter a CNAPS code or a SWIFT code.'));
    expect(
      problems('CN', 'CNY', {
        ...acct,
        routing_code_type_1: 'CNAPS',
        routing_code_value_1: '102100099996',
        routing_code_type_2: 'SWIFT',
        routing_code_value_2: 'BKCHCNBJ',
      }),
    ).toEqual(err('routing_code_value_2', 'Enter either a CNAPS code or a SWIFT code, not both.'));
    expect(problems('CN', 'CNY', { ...acct, routing_code_value_1: '102100099996' })).toEqual(
      err('routing_code_type_1', 'Routing Code should be CNAPS for payouts to this country.'),
    );
  });
  it('BRL to Brazil: CNPJ of 14 to 20 characters with valid check digits, CPF for people', () => {
    const bank = {
      beneficiary_account_number: '123456',
      beneficiary_bank_account_type: 'CHECKING',
      routing_code_type_1: 'BANK_CODE',
      routing_code_value_1: '341',
      routing_code_type_2: 'BRANCH_CODE',
      routing_code_value_2: '0001',
      beneficiary_identification_type: 'CNPJ',
    };
    expect(problems('BR', 'BRL', { ...bank, beneficiary_identification_value: '11.222.333/0001-81' })).toEqual([]);
    expect(problems('BR', 'BRL', { ...bank, beneficiary_identification_value: '1122233300018' })).toEqual(
      err('beneficiary_identification_value', 'CNPJ should be 14 to 20 characters long.'),
    );
    expect(problems('BR', 'BRL', { ...bank, beneficiary_identification_value: '11.222.333/0001-82' })).toEqual(
      err('beneficiary_identification_value', 'Invalid CNPJ'),
    );
    const person = {
      ...bank,
      beneficiary_identification_type: 'CPF',
      beneficiary_identification_value: '529.982.247-25',
    };
    expect(problems('BR', 'BRL', person, { type: 'INDIVIDUAL' })).toEqual([]);
  });
  it('SWIFT to any country: a valid BIC of that country, and an IBAN where the country has them', () => {
    const ok = {
      beneficiary_account_number: '0721234567',
      routing_code_type_1: 'SWIFT',
      routing_code_value_1: 'DBSSSGSG',
    };
    expect(problems('SG', 'USD', ok, { method: 'SWIFT' })).toEqual([]);
    expect(problems('SG', 'USD', { ...ok, routing_code_value_1: 'DBSSSG' }, { method: 'SWIFT' })).toEqual(
      err('routing_code_value_1', 'Invalid SWIFT code'),
    );
    expect(
      problems(
        'GB',
        'USD',
        { beneficiary_account_number: '31926819', routing_code_type_1: 'SWIFT', routing_code_value_1: 'NWBKGB2L' },
        { method: 'SWIFT' },
      ),
    ).toEqual(err('beneficiary_account_number', 'Invalid IBAN'));
  });
  it('bank name: "Bank Name is required"', () => {
    expect(
      problems('DE', 'EUR', { beneficiary_account_number: 'DE89370400440532013000', beneficiary_bank_name: '' }),
    ).toEqual(err('beneficiary_bank_name', 'Bank Name is required'));
  });
});

describe('[BENEFICIARY RULES] the zod validator', () => {
  it('gives the normalised values of the steps asked for, or one issue per field', () => {
    const schema = schemaOf('GB', 'GBP');
    const bank = beneficiaryValidator(schema, ['bank']);
    expect(
      bank.parse({
        beneficiary_account_number: '3192 6819',
        routing_code_type_1: 'SORT_CODE',
        routing_code_value_1: '60-16-13',
        beneficiary_bank_name: ' NatWest ',
      }),
    ).toEqual({
      beneficiary_account_number: '31926819',
      routing_code_type_1: 'SORT_CODE',
      routing_code_value_1: '601613',
      beneficiary_bank_name: 'NatWest',
    });
    const res = bank.safeParse({ routing_code_type_1: 'SORT_CODE', routing_code_value_1: 'x' });
    expect(res.success).toBe(false);
    expect(res.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['beneficiary_account_number', 'Account Number is required'],
      ['routing_code_value_1', 'Invalid sort code'],
      ['beneficiary_bank_name', 'Bank Name is required'],
    ]);
  });
  it('the schema is titled with its currency and dated, for the web’s 5-minute cache', () => {
    const schema = schemaOf('AU', 'AUD');
    expect(schema.title).toContain('AUD');
    expect(schema.generated_at).toBe('2026-01-05T00:00:00.000Z');
  });
});
