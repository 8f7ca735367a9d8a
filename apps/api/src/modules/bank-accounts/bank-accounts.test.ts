import type { TBankAccount } from '@corridor/contracts/bank-accounts/bank-account';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bankAccountInput,
  createClient,
  createUser,
  linkBankAccount,
  signedInBusiness,
  signInAs,
  type TestClient,
  type TestUser,
} from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { bankAccountsJobs } from './bank-accounts.jobs.ts';

const V1 = '/smebackend/api/v1';
let t: TestApp;
let client: TestClient;
let admin: TestUser;
let a: Record<string, string>;
let other: TestClient;
let b: Record<string, string>;

beforeAll(async () => {
  // The notices are jobs: this test works their queue, as a worker process would.
  t = await createTestApp({}, { workers: bankAccountsJobs });
  ({
    client,
    user: admin,
    headers: a,
  } = await signedInBusiness(t, {
    client: { name: 'Bank Accounts Test Pte Ltd' },
    user: { name: 'Ada Admin', email: 'ada@bank-accounts.test' },
  }));
  await createUser(t.db, client, { name: 'Cora Cards', email: 'cora@bank-accounts.test', menus: ['/r/cards'] });
  ({ client: other, headers: b } = await signedInBusiness(t, { client: { name: 'Someone Else Pte Ltd' } }));
});
afterAll(() => t.close());

const base = (clientId = client.id) => `${V1}/client/${clientId}/bankAccounts`;
const add = (payload: object, headers = a, clientId = client.id) =>
  t.app.inject({ method: 'POST', url: base(clientId), headers, payload });
const put = (id: string, payload: object, headers = a, clientId = client.id) =>
  t.app.inject({ method: 'PUT', url: `${base(clientId)}/${id}`, headers, payload });
const list = async (headers = a, clientId = client.id) =>
  (await t.app.inject({ method: 'GET', url: base(clientId), headers })).json().data as TBankAccount[];
const stored = async (clientId = client.id) =>
  (
    await t.db.query<{ id: string; status: string; account_number: string; bank_name: string }>(
      'SELECT id, status, account_number, bank_name FROM company_bank_accounts WHERE client_id = $1 ORDER BY created_at',
      [clientId],
    )
  ).rows;

type Mail = { to: string; subject: string; text: string };
async function mailsAbout(subject: string, expected: number): Promise<Mail[]> {
  for (let i = 0; i < 100; i += 1) {
    const all = (await t.app.inject({ method: 'GET', url: '/dev/mailbox/messages' })).json() as Mail[];
    const found = all.filter((m) => m.subject === subject);
    if (found.length >= expected) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
  return [];
}

describe('[BANK ACCOUNTS] link, list, change and delete the business’s own bank accounts', () => {
  let id: string;

  it('links an account: answers its accountId, keeps it normalised, lists it masked and mails who can withdraw', async () => {
    const res = await add(
      bankAccountInput(client.name.toUpperCase(), { accountNumber: '012-345 6789', name: 'Operating' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json() as { accountId: string; bankAccount: TBankAccount };
    id = body.accountId;
    expect(body.bankAccount).toMatchObject({
      accountId: id,
      name: 'Operating',
      type: 'COMPANY',
      countryCode: 'SG',
      currencyCode: ['SGD'],
      payoutMethod: 'LOCAL',
      bankName: 'DBS Bank',
      accountNumber: '•••• 6789',
      routingType: 'BANK_CODE',
      routingValue: '7171',
      bankCode: 'DBSSSGSG',
      isAutosweep: false,
      rejectedReason: null,
    });
    expect((await stored())[0]).toMatchObject({ account_number: '0123456789', status: 'ACTIVE' });
    expect((await list()).map((x) => x.accountId)).toEqual([id]);
    const mails = await mailsAbout(`A bank account was linked to ${client.name}`, 1);
    // Only the users who can withdraw hear of it (not the cards-only user).
    expect(mails.map((m) => m.to)).toEqual(['ada@bank-accounts.test']);
    expect(mails[0]!.text).toContain('•••• 6789');
    expect(mails[0]!.text).not.toContain('0123456789');
  });

  it('refuses the same account number and routing code again: "Duplicate", nothing written', async () => {
    const res = await add(bankAccountInput(client.name, { accountNumber: '0123456789' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'DUPLICATE_BANK_ACCOUNT' });
    expect(res.json().message).toContain('Duplicate');
    expect(await stored()).toHaveLength(1);
    // Another routing code is another account.
    const ocbc = await add(bankAccountInput(client.name, { routingCodeValue1: '7339', bankName: 'OCBC Bank' }));
    expect(ocbc.statusCode, ocbc.body).toBe(201);
    await put(ocbc.json().accountId, { isActive: false });
  });

  it('refuses a holder name other than the registered business name, and the bank form’s problems, per field', async () => {
    const res = await add(bankAccountInput('Bank Accounts Test Pte. Ltd.'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'AJV_VALIDATE',
      errors: [
        {
          field: 'bankAccountHolderName',
          message: 'The account holder name must match your registered business name.',
        },
      ],
    });
    const empty = await add(
      bankAccountInput(client.name, { accountNumber: '', routingCodeValue1: '12', bankName: '' }),
    );
    expect(empty.json().errors).toEqual([
      { field: 'accountNumber', message: 'Required' },
      { field: 'routingCodeValue1', message: 'Invalid bank code' },
      { field: 'bankName', message: 'Bank Name is required' },
    ]);
    const usd = await add(bankAccountInput(client.name, { countryCode: 'XX' }));
    expect(usd.statusCode).toBe(422);
    expect(usd.json()).toMatchObject({ code: 'CORRIDOR_NOT_SUPPORTED' });
    const two = await add(bankAccountInput(client.name, { currencyCode: ['SGD', 'USD'] }));
    expect(two.statusCode).toBe(400);
    expect(await stored()).toHaveLength(2);
  });

  it('serves the form’s schema for a country and currency: LOCAL for the country’s own currency, SWIFT otherwise', async () => {
    const local = await t.app.inject({
      method: 'GET',
      url: `${base()}/schema?countryCode=SG&currencyCode=SGD`,
      headers: a,
    });
    expect(local.statusCode, local.body).toBe(200);
    const schema = local.json().data.data[0];
    expect(schema).toMatchObject({ payout_method: 'LOCAL', destination_currency: 'SGD' });
    expect(schema.fields.map((f: { name: string }) => f.name)).toContain('routing_code_value_1');
    const swift = await t.app.inject({
      method: 'GET',
      url: `${base()}/schema?countryCode=SG&currencyCode=USD`,
      headers: a,
    });
    expect(swift.json().data.data[0].payout_method).toBe('SWIFT');
    const another = await t.app.inject({
      method: 'GET',
      url: `${base(other.id)}/schema?countryCode=SG&currencyCode=SGD`,
      headers: a,
    });
    expect(another.statusCode).toBe(404);
  });

  it('changes the bank details (mailed), keeps the masked number unless a new one is sent', async () => {
    const res = await put(id, { bankAccountHolderName: client.name, bankName: 'OCBC Bank', routingCodeValue1: '7339' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ bankName: 'OCBC Bank', routingValue: '7339', accountNumber: '•••• 6789' });
    const mails = await mailsAbout(`A bank account of ${client.name} was changed`, 1);
    expect(mails).toHaveLength(1);
    const bad = await put(id, { bankAccountHolderName: 'Not Us Pte Ltd' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('bankAccountHolderName');
  });

  it('answers 404 for another business’s account or client id, and changes nothing', async () => {
    const theirs = await linkBankAccount(t, b, other);
    expect((await put(theirs, { isActive: false })).statusCode).toBe(404);
    expect((await put(theirs, { bankName: 'X' }, a, other.id)).statusCode).toBe(404);
    expect((await add(bankAccountInput(other.name), a, other.id)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: base(other.id), headers: a })).statusCode).toBe(404);
    expect((await put('not-a-uuid', { isActive: false })).statusCode).toBe(404);
    expect((await stored(other.id)).map((r) => r.status)).toEqual(['ACTIVE']);
  });

  it('deletes with PUT isActive false: gone from the list, kept (DELETED) for past withdrawals; links again after', async () => {
    const res = await put(id, { isActive: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ accountId: id, isActive: false });
    expect(await list()).toEqual([]);
    expect((await stored()).find((r) => r.id === id)?.status).toBe('DELETED');
    expect((await put(id, { isActive: false })).statusCode).toBe(404);
    const again = await add(bankAccountInput(client.name));
    expect(again.statusCode, again.body).toBe(201);
  });

  it('refuses users without the pages that keep bank accounts', async () => {
    const cards = (await signInAs(t, { ...admin, email: 'cora@bank-accounts.test' })).headers;
    expect((await t.app.inject({ method: 'GET', url: base(), headers: cards })).statusCode).toBe(403);
  });
});

describe('[BANK FORM] country rules on the server', () => {
  it('US to USD with USD_SWIFT_ENABLED: the SWIFT code second, in the spec’s words', async () => {
    const us = await createClient(t.db, { entity: 'US', name: 'Liberty Imports Inc' });
    const headers = (await signInAs(t, await createUser(t.db, us))).headers;
    const usd = {
      countryCode: 'US',
      currencyCode: ['USD'],
      bankName: 'Bank of America',
      accountNumber: '123456789',
      routingCodeType1: 'ACH',
      routingCodeValue1: '026009593',
      bankAccountType: 'CHECKING',
    };
    // Without the flag, an ACH account.
    const plain = await add(bankAccountInput(us.name, usd), headers, us.id);
    expect(plain.statusCode, plain.body).toBe(201);
    expect(plain.json().bankAccount.payoutMethod).toBe('LOCAL');
    await t.db.query(
      `INSERT INTO feature_flags (feature, enabled, meta_data) VALUES ('USD_SWIFT_ENABLED', true, '{"enabledEntities":["US"]}')
       ON CONFLICT (feature) DO UPDATE SET enabled = true, meta_data = EXCLUDED.meta_data`,
    );
    try {
      const missing = await add(bankAccountInput(us.name, { ...usd, accountNumber: '223456789' }), headers, us.id);
      expect(missing.json().errors).toEqual([
        { field: 'routingCodeType2', message: 'Routing Code should be SWIFT for payouts to this country.' },
        { field: 'routingCodeValue2', message: 'Required' },
      ]);
      const bad = await add(
        bankAccountInput(us.name, {
          ...usd,
          accountNumber: '223456789',
          routingCodeType2: 'SWIFT',
          routingCodeValue2: 'BOFA-US',
        }),
        headers,
        us.id,
      );
      expect(bad.json().errors).toEqual([
        {
          field: 'routingCodeValue2',
          message: 'SWIFT should not contain special characters. Length of SWIFT should be 8 or 11 characters.',
        },
      ]);
      const ok = await add(
        bankAccountInput(us.name, {
          ...usd,
          accountNumber: '223456789',
          routingCodeType2: 'SWIFT',
          routingCodeValue2: 'BOFAUS3N',
        }),
        headers,
        us.id,
      );
      expect(ok.statusCode, ok.body).toBe(201);
      expect(ok.json().bankAccount).toMatchObject({ payoutMethod: 'SWIFT', routingCodeValue2: 'BOFAUS3N' });
    } finally {
      await t.db.query("UPDATE feature_flags SET enabled = false WHERE feature = 'USD_SWIFT_ENABLED'");
    }
  });

  it('a Malaysian business cannot change the holder name on edit while its flag is on', async () => {
    const my = await createClient(t.db, { entity: 'MY', name: 'Petaling Trading Sdn Bhd', utcOffset: '+08:00' });
    const headers = (await signInAs(t, await createUser(t.db, my))).headers;
    const id = await linkBankAccount(t, headers, my, {
      countryCode: 'MY',
      currencyCode: ['MYR'],
      bankName: 'Maybank',
      accountNumber: '5140123456789',
      routingCodeType1: 'SWIFT',
      routingCodeValue1: 'MBBEMYKL',
      bankCode: 'MBBEMYKL',
    });
    await t.db.query(
      `INSERT INTO feature_flags (feature, enabled, meta_data) VALUES ('MY_BANK_HOLDER_NAME_LOCKED', true, '{}')
       ON CONFLICT (feature) DO UPDATE SET enabled = true`,
    );
    const res = await put(
      id,
      { bankAccountHolderName: 'PETALING TRADING SDN BHD', bankName: 'Maybank Berhad' },
      headers,
      my.id,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toEqual({
      field: 'bankAccountHolderName',
      message: 'The account holder name cannot be changed for this account.',
    });
    const kept = await put(id, { bankAccountHolderName: my.name, bankName: 'Maybank Berhad' }, headers, my.id);
    expect(kept.statusCode, kept.body).toBe(200);
  });
});
