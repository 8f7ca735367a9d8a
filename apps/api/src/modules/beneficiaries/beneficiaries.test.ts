import type { TBeneficiary } from '@corridor/contracts/beneficiaries/beneficiary';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addContacts,
  contactInput,
  createClient,
  createUser,
  signedInBusiness,
  signInAs,
  type TestClient,
} from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { beneficiariesJobs } from './beneficiaries.jobs.ts';
import { findOwnBeneficiary } from './beneficiaries.service.ts';

const V1 = '/smebackend/api/v1';
let t: TestApp;
let client: TestClient;
let a: Record<string, string>;
let other: TestClient;
let b: Record<string, string>;

beforeAll(async () => {
  // The bank-details mails are jobs: this test works their queue, as a worker process would.
  t = await createTestApp({}, { workers: beneficiariesJobs });
  ({ client, headers: a } = await signedInBusiness(t, {
    client: { name: 'Contacts Test Pte Ltd' },
    user: { name: 'Ada Admin', email: 'ada@contacts.test' },
  }));
  await createUser(t.db, client, { name: 'Carl Checker', email: 'carl@contacts.test', roles: ['sme_checker'] });
  await createUser(t.db, client, {
    name: 'Cora Cards',
    email: 'cora@contacts.test',
    roles: ['cards'],
    menus: ['/r/cards'],
  });
  ({ client: other, headers: b } = await signedInBusiness(t));
});
afterAll(() => t.close());

const base = (clientId = client.id) => `${V1}/clients/${clientId}/beneficiaries`;
const create = (payload: object, headers = a, clientId = client.id) =>
  t.app.inject({ method: 'POST', url: base(clientId), headers, payload });
const list = (payload: object = {}, headers = a, clientId = client.id) =>
  t.app.inject({ method: 'POST', url: `${base(clientId)}/list`, headers, payload });
const update = (id: string, payload: object, headers = a, clientId = client.id) =>
  t.app.inject({ method: 'PUT', url: `${base(clientId)}/${id}`, headers, payload });
const count = async (clientId = client.id) =>
  Number(
    (await t.db.query<{ n: bigint }>('SELECT count(*) AS n FROM beneficiaries WHERE client_id = $1', [clientId]))
      .rows[0]!.n,
  );

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

describe('[CONTACTS] add, find, change and delete a contact', () => {
  let id: string;
  it('adds a SEPA contact with its details normalised and its corridor', async () => {
    const res = await create(
      contactInput({
        beneficiary_account_number: 'de89 3704 0044 0532 0130 00',
        beneficiary_group_name: 'Suppliers EU',
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const c = res.json() as TBeneficiary;
    id = c._id;
    expect(c).toMatchObject({
      client_id: client.id,
      status: 'ACTIVE',
      destination_country: 'DE',
      destination_currency: 'EUR',
      payout_method: 'LOCAL',
      client_legal_entity: 'SG',
      beneficiary_name: 'Müller Maschinenbau GmbH',
      beneficiary_account_number: 'DE89370400440532013000',
      beneficiary_group_name: 'Suppliers EU',
      beneficiary_city: null,
    });
  });
  it('mails the users who pay contacts that bank details were linked (not a cards-only user)', async () => {
    const mails = await mailsAbout('Bank details added for Müller Maschinenbau GmbH', 2);
    expect(mails.map((m) => m.to).sort()).toEqual(['ada@contacts.test', 'carl@contacts.test']);
    expect(mails[0]!.text).toContain(
      'Ada Admin added Müller Maschinenbau GmbH as a contact of Contacts Test Pte Ltd, paid into account •••• 3000 (Germany).',
    );
    expect(mails[0]!.text).not.toContain('0532013000');
  });
  it('lists, searches by name and email, and filters by group', async () => {
    await create(
      contactInput({
        beneficiary_name: 'Atlas Freight BV',
        beneficiary_email: 'billing@atlas.nl',
        beneficiary_country_code: 'NL',
        beneficiary_account_number: 'NL91ABNA0417164300',
      }),
    );
    const all = (await list()).json();
    expect(all.data.map((c: TBeneficiary) => c.beneficiary_name)).toEqual([
      'Atlas Freight BV',
      'Müller Maschinenbau GmbH',
    ]);
    expect(all).toMatchObject({ recordsTotal: 2, recordsFiltered: 2 });
    expect((await list({ fullName: 'müller' })).json().data).toHaveLength(1);
    expect((await list({ email: 'ATLAS.nl' })).json().data[0].beneficiary_name).toBe('Atlas Freight BV');
    expect((await list({ fullName: '%' })).json().data).toEqual([]);
    expect((await list({ beneficiary_group_name: 'Suppliers EU' })).json()).toMatchObject({ recordsFiltered: 1 });
    expect((await list({ beneficiary_group_name: '' })).json().data[0].beneficiary_name).toBe('Atlas Freight BV');
    const groups = await t.app.inject({
      method: 'GET',
      url: `${V1}/clients/${client.id}/beneficiary-groups`,
      headers: a,
    });
    expect(groups.json()).toEqual({ data: [{ beneficiary_group_name: 'Suppliers EU', count: 1 }] });
  });
  it('a change of name only sends no mail; a change of bank details mails bankAccountEdited', async () => {
    const renamed = await update(
      id,
      contactInput({ beneficiary_name: 'Müller Maschinenbau GmbH & Co. KG', beneficiary_group_name: 'Suppliers EU' }),
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    const moved = await update(
      id,
      contactInput({
        beneficiary_name: 'Müller Maschinenbau GmbH & Co. KG',
        beneficiary_account_number: 'FR1420041010050500013M02606',
        beneficiary_country_code: 'FR',
        beneficiary_bank_name: 'La Banque Postale',
      }),
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ destination_country: 'FR', beneficiary_group_name: null });
    const mails = await mailsAbout('Bank details changed for Müller Maschinenbau GmbH & Co. KG', 2);
    expect(mails[0]!.text).toContain('Payments to them now go to account •••• 2606 (France).');
    const all = (await t.app.inject({ method: 'GET', url: '/dev/mailbox/messages' })).json() as Mail[];
    expect(all.filter((m) => m.subject.startsWith('Bank details changed'))).toHaveLength(2);
  });
  it('a refused change changes nothing', async () => {
    const res = await update(id, contactInput({ beneficiary_country_code: 'FR', beneficiary_account_number: 'FR00' }));
    expect(res.json()).toMatchObject({
      code: 'AJV_VALIDATE',
      errors: [{ field: 'beneficiary_account_number', message: 'Invalid IBAN' }],
    });
    const read = await t.app.inject({ method: 'GET', url: `${base()}/${id}`, headers: a });
    expect(read.json().beneficiary_account_number).toBe('FR1420041010050500013M02606');
  });
  it('payouts find it with its corridor and bank details, inside their transaction', async () => {
    const found = await t.db.tx((tx) => findOwnBeneficiary(tx, { clientId: client.id }, id));
    expect(found).toMatchObject({
      name: 'Müller Maschinenbau GmbH & Co. KG',
      corridor: { destinationCountry: 'FR', destinationCurrency: 'EUR', payoutMethod: 'LOCAL' },
      fields: { beneficiary_account_number: 'FR1420041010050500013M02606', beneficiary_bank_name: 'La Banque Postale' },
    });
    await expect(t.db.tx((tx) => findOwnBeneficiary(tx, { clientId: other.id }, id))).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
  it('deletes it: gone from the list and from payouts, kept as DELETED', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: `${base()}/${id}`, headers: a });
    expect(res.json()).toMatchObject({ _id: id, status: 'DELETED' });
    expect((await list()).json().data.map((c: TBeneficiary) => c._id)).not.toContain(id);
    expect((await list({ status: 'DELETED' })).json().data.map((c: TBeneficiary) => c._id)).toEqual([id]);
    expect((await t.app.inject({ method: 'GET', url: `${base()}/${id}`, headers: a })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `${base()}/${id}`, headers: a })).statusCode).toBe(404);
    await expect(t.db.tx((tx) => findOwnBeneficiary(tx, { clientId: client.id }, id))).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});

describe('[CONTACTS] another business and bad input', () => {
  let mine: string;
  beforeAll(async () => {
    mine = (await create(contactInput({ beneficiary_name: 'Private Supplier Ltd' }))).json()._id;
  });
  it('another business’s contact id answers 404 to read, change and delete, and changes nothing', async () => {
    const before = await count();
    for (const res of [
      await t.app.inject({ method: 'GET', url: `${base(other.id)}/${mine}`, headers: b }),
      await update(mine, contactInput(), b, other.id),
      await t.app.inject({ method: 'DELETE', url: `${base(other.id)}/${mine}`, headers: b }),
    ]) {
      expect(res.statusCode).toBe(404);
    }
    expect((await t.app.inject({ method: 'GET', url: `${base()}/${mine}`, headers: a })).json().beneficiary_name).toBe(
      'Private Supplier Ltd',
    );
    expect(await count()).toBe(before);
  });
  it('another business’s client id in the path answers 404, never its contacts', async () => {
    for (const res of [
      await list({}, b, client.id),
      await create(contactInput(), b, client.id),
      await t.app.inject({ method: 'GET', url: `${base()}/${mine}`, headers: b }),
      await t.app.inject({ method: 'GET', url: `${V1}/clients/${client.id}/beneficiary-groups`, headers: b }),
      await list({ clients: [client.id] }, b, other.id),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('Private Supplier');
    }
    expect(await count(other.id)).toBe(0);
  });
  it('malformed ids are 404s; an unsupported corridor and broken details create nothing', async () => {
    expect((await t.app.inject({ method: 'GET', url: `${base()}/not-a-uuid`, headers: a })).statusCode).toBe(404);
    const before = await count();
    const jpy = await create(contactInput({ destination_currency: 'JPY' }));
    expect(jpy.json()).toMatchObject({
      code: 'CORRIDOR_NOT_SUPPORTED',
      message: 'We do not support JPY payments to Germany',
    });
    expect((await create(contactInput({ beneficiary_email: '' }))).json().errors).toEqual([
      { field: 'beneficiary_email', message: 'Email address cannot be empty' },
    ]);
    expect((await create({ ...contactInput(), unknown_field: 'x' })).statusCode).toBe(400);
    expect(await count()).toBe(before);
  });
});

describe('[CONTACTS] page length (spec §9: 500)', () => {
  it('answers 500 contacts by default and refuses a longer page', async () => {
    const big = await createClient(t.db);
    const user = await createUser(t.db, big);
    await addContacts(t.db, big, user, 501);
    const headers = (await signInAs(t, user)).headers;
    const first = (await list({}, headers, big.id)).json();
    expect(first.data).toHaveLength(500);
    expect(first).toMatchObject({ recordsTotal: 501, recordsFiltered: 501 });
    expect(
      (await list({ start: 500 }, headers, big.id)).json().data.map((c: TBeneficiary) => c.beneficiary_name),
    ).toEqual(['Contact 0500']);
    const tooLong = await list({ length: 501 }, headers, big.id);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('At most 500 contacts per page');
  });
});
