import { randomUUID } from 'node:crypto';
import { convert } from '@corridor/domain/money';
import { myrLimitWindow } from '@corridor/domain/payouts/daily-limit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTACTS,
  createClient,
  createContact,
  createUser,
  fundAccount,
  setInstitutionType,
  signInAs,
  type TestClient,
  type TestUser,
} from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { created, type Headers, payload, payoutCalls } from '../../../test/payouts-api.ts';

// Spec §6/§9: Malaysian sole proprietors, enterprises and LLPs may send MYR 50,000 a day (with fees), the day
// running midnight to midnight Malaysia time; released payouts do not count.
let t: TestApp;
let api: ReturnType<typeof payoutCalls>;
let sole: TestClient;
let soleUser: TestUser;
let h: Headers;
let myrContact: string;
let eurContact: string;

beforeAll(async () => {
  t = await createTestApp();
  api = payoutCalls(t);
  // Early in a Malaysian day, so the test's payouts all fall in it.
  const { to } = myrLimitWindow(t.clock.now());
  t.clock.advance(to.getTime() + 3_600_000 - t.clock.now().getTime());
  sole = await createClient(t.db, { entity: 'MY', name: 'Kedai Runcit Ahmad Enterprise' });
  await setInstitutionType(t.db, sole, 'Sole Proprietor');
  soleUser = await createUser(t.db, sole);
  await fundAccount(t.db, sole, 'MYR', 500_000_00n);
  await fundAccount(t.db, sole, 'USD', 10_000_00n);
  myrContact = await createContact(t.db, sole, soleUser, CONTACTS.MYR);
  eurContact = await createContact(t.db, sole, soleUser);
  h = (await signInAs(t, soleUser)).headers;
});
afterAll(() => t.close());

/** A Malaysian business of `institutionType` with `myrMinor` in MYR and a MYR contact, its user signed in. */
async function malaysianPayer(institutionType: string, myrMinor: bigint) {
  const client = await createClient(t.db, { entity: 'MY' });
  await setInstitutionType(t.db, client, institutionType);
  const user = await createUser(t.db, client);
  await fundAccount(t.db, client, 'MYR', myrMinor);
  const contact = await createContact(t.db, client, user, CONTACTS.MYR);
  return { client, contact, headers: (await signInAs(t, user)).headers };
}

const myr = (amount: string) =>
  payload(myrContact, { source_currency: 'MYR', destination_currency: 'MYR', destination_amount: amount });
const daily = async () => (await api.get(`/transaction/dailyAmount/${sole.id}`, h)).json();

describe('[LIMITS] the MYR daily limit', () => {
  it('counts each payout with its fee, refuses what does not fit in the spec’s words, frees what is released', async () => {
    expect(await daily()).toMatchObject({
      currency: 'MYR',
      has_limit: true,
      limit: { amountMinor: '5000000', display: '50,000.00' },
      total_amount: { amountMinor: '0' },
      allowed_amount: { amountMinor: '5000000' },
    });
    created(await api.create(h, myr('30000')));
    expect(await daily()).toMatchObject({
      total_amount: { display: '30,012.00' },
      allowed_amount: { display: '19,988.00' },
    });

    const over = await api.create(h, myr('19976.01'));
    expect(over.statusCode).toBe(400);
    expect(over.json().errors).toEqual([
      {
        field: 'transaction.destination_amount',
        message: 'You can only transfer up to MYR 50,000 per day. You can send up to MYR 19,988.00 more today.',
      },
    ]);
    expect((await api.validate(h, myr('19976.01'))).statusCode).toBe(400);
    const exact = created(await api.create(h, myr('19976')));
    expect((await daily()).allowed_amount.amountMinor).toBe('0');
    const none = await api.validate(h, myr('1'));
    expect(none.json().errors[0].message).toBe(
      'You can only transfer up to MYR 50,000 per day. Your limit resets at midnight Malaysia time.',
    );

    await api.cancel(h, { payment_id: exact.payment_id });
    expect((await daily()).allowed_amount.display).toBe('19,988.00');
  });

  it('a payout from another currency counts its debit in MYR at the mid rate', async () => {
    const before = BigInt((await daily()).total_amount.amountMinor);
    const p = created(await api.create(h, payload(eurContact, { source_currency: 'USD', source_amount: '100' })));
    const mid = (await t.deps.partners.fxRates.ratesAt(t.clock.now())).rate('USD', 'MYR')!;
    const debit = BigInt(p.exchangeValue.sourceAmountWithSupplierFee.amountMinor);
    expect(BigInt((await daily()).total_amount.amountMinor)).toBe(before + convert(debit, 'USD', 'MYR', mid, 'up'));
  });

  it('resets at midnight Malaysia time', async () => {
    const { to } = myrLimitWindow(t.clock.now());
    t.clock.advance(to.getTime() - t.clock.now().getTime());
    h = (await signInAs(t, soleUser)).headers;
    expect(await daily()).toMatchObject({
      total_amount: { amountMinor: '0' },
      allowed_amount: { display: '50,000.00' },
    });
    expect((await api.validate(h, myr('49988'))).statusCode).toBe(200);
  });

  it('two payouts sent at once cannot share the same room: the second sees the first', async () => {
    const { client: shop, headers: sh, contact: c } = await malaysianPayer('Sole Proprietor', 500_000_00n);
    const pay = payload(c, { source_currency: 'MYR', destination_currency: 'MYR', destination_amount: '30000' });
    // Each fits the day alone (MYR 30,012.00 with its fee); together they would be over MYR 50,000.
    const both = await Promise.all([api.create(sh, pay), api.create(sh, pay)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    expect(both.find((r) => r.statusCode === 400)!.json().errors[0].message).toBe(
      'You can only transfer up to MYR 50,000 per day. You can send up to MYR 19,988.00 more today.',
    );
    const res = (await api.get(`/transaction/dailyAmount/${shop.id}`, sh)).json();
    expect(res).toMatchObject({ total_amount: { display: '30,012.00' }, allowed_amount: { display: '19,988.00' } });
  });

  it('a group counts its own payouts: one that passes the day with the others is refused, and none is made', async () => {
    const { client: shop, headers: sh, contact: c } = await malaysianPayer('Sole Proprietor', 500_000_00n);
    const pay = payload(c, { source_currency: 'MYR', destination_currency: 'MYR', destination_amount: '30000' });
    const res = await api.post('/createGroupPayout', sh, { payouts: [pay, pay] }, randomUUID());
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      {
        field: 'payouts.1.transaction.destination_amount',
        message: 'You can only transfer up to MYR 50,000 per day. You can send up to MYR 19,988.00 more today.',
      },
    ]);
    const day = (await api.get(`/transaction/dailyAmount/${shop.id}`, sh)).json();
    expect(day).toMatchObject({ total_amount: { amountMinor: '0' }, allowed_amount: { display: '50,000.00' } });
  });

  it('other Malaysian businesses, and businesses elsewhere, have no daily limit', async () => {
    const { client: company, headers: ch, contact: c } = await malaysianPayer('PRIVATE_COMPANY', 100_000_00n);
    const big = payload(c, { source_currency: 'MYR', destination_currency: 'MYR', destination_amount: '60000' });
    expect(created(await api.create(ch, big)).status).toBe('PENDING');
    const res = (await api.get(`/transaction/dailyAmount/${company.id}`, ch)).json();
    expect(res).toMatchObject({ has_limit: false, limit: null, allowed_amount: null });
  });
});
