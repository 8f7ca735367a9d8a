import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactInput, createClient, createUser, signInAs } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';

const V1 = '/smebackend/api/v1';
let t: TestApp;
let sg: Record<string, string>;
let inEntity: Record<string, string>;
let helpOnly: Record<string, string>;
let clientId: string;

beforeAll(async () => {
  t = await createTestApp();
  const client = await createClient(t.db, { entity: 'SG' });
  clientId = client.id;
  sg = (await signInAs(t, await createUser(t.db, client))).headers;
  const india = await createClient(t.db, { entity: 'IN' });
  inEntity = (await signInAs(t, await createUser(t.db, india))).headers;
  helpOnly = (await signInAs(t, await createUser(t.db, client, { menus: ['/r/help'] }))).headers;
});
afterAll(() => t.close());

const get = (url: string, headers = sg) => t.app.inject({ method: 'GET', url: `${V1}${url}`, headers });
const validate = (payload: object, headers = sg) =>
  t.app.inject({ method: 'POST', url: `${V1}/beneficiary/validations`, headers, payload });

describe('[CORRIDORS] supported corridors (beneficiary/metadata)', () => {
  it('an SG business sees its corridors with payout method and currency; one country when asked', async () => {
    const all = (await get('/beneficiary/metadata?entity=supported_corridors')).json().data as object[];
    expect(all).toContainEqual({
      source_country: 'SG',
      destination_country: 'DE',
      destination_country_name: 'Germany',
      destination_currency: 'EUR',
      payout_method: 'LOCAL',
    });
    const gb = (await get('/beneficiary/metadata?entity=supported_corridors&destination_country=GB')).json().data;
    expect(
      gb.map(
        (c: { destination_currency: string; payout_method: string }) => `${c.destination_currency} ${c.payout_method}`,
      ),
    ).toEqual(['GBP LOCAL', 'USD SWIFT', 'EUR SWIFT']);
  });
  it('an Indian business has no corridor to Pakistan; other metadata kinds are refused', async () => {
    const pk = await get('/beneficiary/metadata?entity=supported_corridors&destination_country=PK', inEntity);
    expect(pk.json().data).toEqual([]);
    expect((await get('/beneficiary/metadata?entity=banks')).statusCode).toBe(400);
  });
  it('Help’s corridors page may read corridors, but not contacts', async () => {
    expect((await get('/beneficiary/metadata?entity=supported_corridors', helpOnly)).statusCode).toBe(200);
    const list = await t.app.inject({
      method: 'POST',
      url: `${V1}/clients/${clientId}/beneficiaries/list`,
      headers: helpOnly,
      payload: {},
    });
    expect(list.statusCode).toBe(403);
  });
});

describe('[CORRIDORS] validation schema', () => {
  it('serves the corridor’s fields, titled with its currency and dated (the web keeps it 5 minutes)', async () => {
    const res = await get('/beneficiary/validation-schema?destination_currency=GBP&destination_country=GB');
    expect(res.statusCode).toBe(200);
    const [schema] = res.json().data.data;
    expect(schema.title).toContain('GBP');
    expect(Date.parse(schema.generated_at)).toBe(t.clock.now().getTime());
    expect(schema.payout_method).toBe('LOCAL');
    expect(schema.fields.find((f: { name: string }) => f.name === 'routing_code_value_1')).toMatchObject({
      label: 'Sort code',
      required: true,
      pattern: '^\\d{6}$',
      patternMessage: 'Invalid sort code',
    });
  });
  it('PKR: companies only', async () => {
    const res = await get('/beneficiary/validation-schema?destination_currency=PKR&destination_country=PK');
    expect(res.json().data.data[0].account_types).toEqual(['COMPANY']);
  });
  it('an unsupported corridor: "We do not support {currency} payments to {country}"', async () => {
    const res = await get('/beneficiary/validation-schema?destination_currency=JPY&destination_country=DE');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'CORRIDOR_NOT_SUPPORTED',
      message: 'We do not support JPY payments to Germany',
    });
  });
});

/** A broken contact through the API: the field the rules name and their message. */
const CASES: [string, Record<string, string | undefined>, string, string][] = [
  ['name', { beneficiary_name: '' }, 'beneficiary_name', 'Name cannot be empty'],
  ['email', { beneficiary_email: '' }, 'beneficiary_email', 'Email address cannot be empty'],
  ['email shape', { beneficiary_email: 'ap@' }, 'beneficiary_email', 'Enter a valid email address'],
  [
    'phone without code',
    { beneficiary_contact_number: '91234567' },
    'beneficiary_contact_country_code',
    'Country code cannot be empty',
  ],
  [
    'phone',
    { beneficiary_contact_country_code: '+65', beneficiary_contact_number: '12' },
    'beneficiary_contact_number',
    'Enter a valid phone number',
  ],
  ['bank name', { beneficiary_bank_name: '' }, 'beneficiary_bank_name', 'Bank Name is required'],
  ['account number', { beneficiary_account_number: '' }, 'beneficiary_account_number', 'Account Number is required'],
  ['IBAN', { beneficiary_account_number: 'DE00370400440532013000' }, 'beneficiary_account_number', 'Invalid IBAN'],
  ['default length', { beneficiary_city: 'x'.repeat(51) }, 'beneficiary_city', 'Must be at most 50 characters'],
  [
    'SWIFT',
    { routing_code_type_1: 'SWIFT', routing_code_value_1: 'COBADEF' },
    'routing_code_value_1',
    'Invalid SWIFT code',
  ],
  [
    'address (SWIFT)',
    { payout_method: 'SWIFT', routing_code_type_1: 'SWIFT', routing_code_value_1: 'COBADEFF' },
    'beneficiary_address',
    'Address field cannot be empty',
  ],
];
const US = {
  beneficiary_country_code: 'US',
  destination_currency: 'USD',
  beneficiary_account_number: '000123456789',
  beneficiary_bank_account_type: 'CHECKING',
  routing_code_type_1: 'ACH',
  routing_code_value_1: '021000021',
  beneficiary_address: '1 Main St',
  beneficiary_city: 'New York',
  beneficiary_state: 'NY',
  beneficiary_postcode: '10001',
};
const LOCAL_CASES: [string, Record<string, string | undefined>, string, string][] = [
  ['ACH', { ...US, routing_code_value_1: '021000022' }, 'routing_code_value_1', 'Invalid ACH code'],
  ['state', { ...US, beneficiary_state: '' }, 'beneficiary_state', 'State cannot be empty'],
  ['city', { ...US, beneficiary_city: '' }, 'beneficiary_city', 'City cannot be empty'],
  ['postal code', { ...US, beneficiary_postcode: '' }, 'beneficiary_postcode', 'Postal Code cannot be empty'],
  [
    'US SWIFT type',
    { ...US, payout_method: 'SWIFT', routing_code_type_2: 'ACH', routing_code_value_2: 'CHASUS33' },
    'routing_code_type_2',
    'Routing Code should be SWIFT for payouts to this country.',
  ],
  [
    'US SWIFT value',
    { ...US, payout_method: 'SWIFT', routing_code_type_2: 'SWIFT', routing_code_value_2: 'CHAS$US3' },
    'routing_code_value_2',
    'SWIFT should not contain special characters. Length of SWIFT should be 8 or 11 characters.',
  ],
  [
    'BSB',
    {
      beneficiary_country_code: 'AU',
      destination_currency: 'AUD',
      beneficiary_account_number: '12345678',
      routing_code_type_1: 'BSB',
      routing_code_value_1: '06200',
    },
    'routing_code_value_1',
    'Invalid BSB code',
  ],
  [
    'sort code',
    {
      beneficiary_country_code: 'GB',
      destination_currency: 'GBP',
      beneficiary_account_number: '31926819',
      routing_code_type_1: 'SORT_CODE',
      routing_code_value_1: '6016',
    },
    'routing_code_value_1',
    'Invalid sort code',
  ],
  [
    'IFSC',
    {
      beneficiary_country_code: 'IN',
      destination_currency: 'INR',
      beneficiary_account_number: '50100012345678',
      routing_code_type_1: 'IFSC',
      routing_code_value_1: 'HDFC1000001',
      beneficiary_address: 'MG Road',
      beneficiary_city: 'Mumbai',
      beneficiary_postcode: '400001',
      remitter_beneficiary_relationship: 'SUPPLIER',
    },
    'routing_code_value_1',
    'Invalid IFSC code',
  ],
  [
    'CA transit',
    {
      beneficiary_country_code: 'CA',
      destination_currency: 'CAD',
      beneficiary_account_number: '1234567',
      routing_code_type_1: 'TRANSIT_NUMBER',
      routing_code_value_1: '1234',
      routing_code_type_2: 'INSTITUTION_NUMBER',
      routing_code_value_2: '004',
      beneficiary_address: '1 Bay St',
      beneficiary_city: 'Toronto',
      beneficiary_state: 'ON',
      beneficiary_postcode: 'M5J 2T3',
    },
    'routing_code_value_1',
    'Invalid transit number',
  ],
  [
    'JP bank code',
    {
      beneficiary_country_code: 'JP',
      destination_currency: 'JPY',
      beneficiary_account_number: '1234567',
      beneficiary_bank_account_type: 'SAVINGS',
      routing_code_type_1: 'BANK_CODE',
      routing_code_value_1: '005',
      routing_code_type_2: 'BRANCH_CODE',
      routing_code_value_2: '001',
      beneficiary_address: '1-1 Marunouchi',
      beneficiary_city: 'Tokyo',
      beneficiary_postcode: '100-0005',
    },
    'routing_code_value_1',
    'Invalid bank code',
  ],
  [
    'CNY both',
    {
      beneficiary_country_code: 'CN',
      destination_currency: 'CNY',
      beneficiary_account_number: '6222020200112233445',
      routing_code_type_1: 'CNAPS',
      routing_code_value_1: '102100099996',
      routing_code_type_2: 'SWIFT',
      routing_code_value_2: 'ICBKCNBJ',
      beneficiary_contact_country_code: '+86',
      beneficiary_contact_number: '13800138000',
      beneficiary_address: '55 Fuxingmen',
      beneficiary_city: 'Beijing',
      beneficiary_postcode: '100140',
      remitter_beneficiary_relationship: 'SUPPLIER',
    },
    'routing_code_value_2',
    'Enter either a CNAPS code or a SWIFT code, not both.',
  ],
  [
    'PKR individual',
    {
      beneficiary_country_code: 'PK',
      destination_currency: 'PKR',
      beneficiary_account_type: 'INDIVIDUAL',
      beneficiary_account_number: 'PK36SCBL0000001123456702',
      beneficiary_address: 'I.I. Chundrigar Rd',
      beneficiary_city: 'Karachi',
      beneficiary_postcode: '74000',
      remitter_beneficiary_relationship: 'SUPPLIER',
    },
    'beneficiary_account_type',
    'Account type should be Company for PKR payouts.',
  ],
  [
    'CNPJ',
    {
      beneficiary_country_code: 'BR',
      destination_currency: 'BRL',
      beneficiary_account_number: '123456',
      beneficiary_bank_account_type: 'CHECKING',
      routing_code_type_1: 'BANK_CODE',
      routing_code_value_1: '341',
      routing_code_type_2: 'BRANCH_CODE',
      routing_code_value_2: '0001',
      beneficiary_identification_type: 'CNPJ',
      beneficiary_identification_value: '11.222.333/0001-82',
      beneficiary_address: 'Av. Paulista 1000',
      beneficiary_city: 'São Paulo',
      beneficiary_state: 'SP',
      beneficiary_postcode: '01310-100',
    },
    'beneficiary_identification_value',
    'Invalid CNPJ',
  ],
];

describe('[BENEFICIARY RULES] every rule answers through the API (beneficiary/validations)', () => {
  it.each([...CASES, ...LOCAL_CASES])('%s', async (_name, overrides, field, message) => {
    const res = await validate(contactInput(overrides));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe('AJV_VALIDATE');
    expect(res.json().errors).toContainEqual({ field, message });
  });
  it('valid details pass, with the corridor they pay through', async () => {
    const res = await validate(contactInput({ ...US }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      valid: true,
      destination_country: 'US',
      destination_currency: 'USD',
      payout_method: 'LOCAL',
    });
  });
  it('step 1 in the spec’s words, and an unsupported corridor', async () => {
    const noCountry = await validate({ ...contactInput(), beneficiary_country_code: '' });
    expect(noCountry.json().errors).toContainEqual({
      field: 'beneficiary_country_code',
      message: 'Please select Country',
    });
    // Any two characters are not a country: the beneficiary's country and the bank's are real ones.
    for (const code of ['ZZ', '-1', ' 5', 'DEU']) {
      for (const field of ['beneficiary_country_code', 'destination_country'] as const) {
        const res = await validate({ ...contactInput({ ...US }), [field]: code });
        expect(res.statusCode, `${field} ${code}`).toBe(400);
        expect(res.json().errors, `${field} ${code}`).toContainEqual({ field, message: 'Please select Country' });
      }
    }
    expect((await validate({ ...contactInput({ ...US }), beneficiary_country_code: 'us' })).statusCode).toBe(200);
    const noCurrency = await validate({ ...contactInput(), destination_currency: '' });
    expect(noCurrency.json().errors).toContainEqual({
      field: 'destination_currency',
      message: 'Please select Default Currency',
    });
    const jpy = await validate(contactInput({ destination_currency: 'JPY' }));
    expect(jpy.statusCode).toBe(422);
    expect(jpy.json().message).toBe('We do not support JPY payments to Germany');
  });
});

describe('[BANK DIRECTORY] bank name lookup and search', () => {
  const lookup = (country: string, type: string, value: string) =>
    get(
      `/beneficiary/bankNameLookup?country_code=${country}&routing_code_type=${type}&routing_code_value=${encodeURIComponent(value)}`,
    );
  it('names the bank of a sort code (the longest range wins), an ABA, a BSB, an IFSC, an IBAN, a BIC', async () => {
    expect((await lookup('GB', 'SORT_CODE', '60-16-13')).json().bank_name).toBe('NatWest');
    expect((await lookup('GB', 'SORT_CODE', '608371')).json().bank_name).toBe('Starling Bank');
    expect((await lookup('US', 'ACH', '026009593')).json()).toMatchObject({
      bank_name: 'Bank of America',
      swift_code: 'BOFAUS3N',
    });
    expect((await lookup('AU', 'BSB', '062-000')).json().bank_name).toBe('Commonwealth Bank of Australia');
    expect((await lookup('IN', 'IFSC', 'hdfc0000001')).json().bank_name).toBe('HDFC Bank');
    expect((await lookup('DE', 'IBAN', 'DE89 3704 0044 0532 0130 00')).json().bank_name).toBe('Commerzbank');
    expect((await lookup('SG', 'SWIFT', 'DBSSSGSGXXX')).json().bank_name).toBe('DBS Bank');
    expect((await lookup('SG', 'BANK_CODE', '7339')).json().bank_name).toBe('OCBC Bank');
  });
  it('a code it does not know: DATA_ERROR "Cannot Find Bank Name"; a code in the wrong format: its format message', async () => {
    const unknown = await lookup('GB', 'SORT_CODE', '99-99-99');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ code: 'DATA_ERROR', message: 'Cannot Find Bank Name' });
    const bad = await lookup('AU', 'BSB', '0620');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Invalid BSB code' });
    const abroad = await lookup('GB', 'SWIFT', 'DEUTDEFF');
    expect(abroad.json().message).toBe('This SWIFT code is for a bank outside United Kingdom.');
  });
  it('bank search by name, and by routing code with the reason when none', async () => {
    const search = (payload: object) =>
      t.app.inject({ method: 'POST', url: `${V1}/beneficiary/bank-search`, headers: sg, payload });
    const byName = (await search({ country_code: 'FR', search_key: 'bank_name', search_value: 'societe' })).json();
    expect(byName.data.map((b: { bank_name: string }) => b.bank_name)).toEqual(['Société Générale']);
    const byCode = (
      await search({
        country_code: 'HK',
        search_key: 'routing_code',
        routing_code_type: 'BANK_CODE',
        search_value: '999',
      })
    ).json();
    expect(byCode).toEqual({ data: [], errors: [{ field: 'search_value', message: 'Cannot Find Bank Name' }] });
  });
});
