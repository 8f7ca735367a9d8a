import { randomUUID } from 'node:crypto';
import type { TPayout } from '@corridor/contracts/payouts/payout-common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createClient,
  createContact,
  createPayout,
  createUser,
  driveRail,
  fundAccount,
  signInAs,
  type TestClient,
  type TestUser,
} from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { created, type Headers, payload, payoutCalls, writes } from '../../../test/payouts-api.ts';
import { submitPayout } from './payout-rail.service.ts';

let t: TestApp;
let api: ReturnType<typeof payoutCalls>;
let client: TestClient;
let user: TestUser;
let a: Headers;
let colleague: Headers;
let b: Headers;
let contact: string;
let secondContact: string;
let other: TestClient;
let theirs: TPayout;
let theirContact: string;

beforeAll(async () => {
  t = await createTestApp();
  api = payoutCalls(t);
  client = await createClient(t.db, { name: 'Reads Test Pte Ltd' });
  user = await createUser(t.db, client);
  await fundAccount(t.db, client, 'SGD', 100_000_00n);
  contact = await createContact(t.db, client, user);
  secondContact = await createContact(t.db, client, user, { beneficiary_name: 'Zweite Firma GmbH' });
  a = (await signInAs(t, user)).headers;
  colleague = (await signInAs(t, await createUser(t.db, client))).headers;
  other = await createClient(t.db);
  const otherUser = await createUser(t.db, other);
  theirContact = await createContact(t.db, other, otherUser);
  theirs = await createPayout(t, {
    client: other,
    user: otherUser,
    contactId: theirContact,
    fund: 1_000_00n,
    amount: '50',
  });
  b = (await signInAs(t, otherUser)).headers;
});
afterAll(() => t.close());

const make = async (amount: string, to = contact) =>
  created(await api.create(a, payload(to, { source_currency: 'SGD', destination_amount: amount })));

describe('[PAYOUTS] one payout', () => {
  it('by id, and by its contact; another business’s ids are the same 404 as unknown ones', async () => {
    const p = await make('10.00');
    expect((await api.detail(a, p.payment_id)).json()).toEqual(p);
    expect((await api.get(`/clients/${client.id}/beneficiaries/${contact}/payouts/${p.payment_id}`, a)).json()).toEqual(
      p,
    );
    const notFound = [
      api.detail(a, theirs.payment_id),
      api.detail(a, randomUUID()),
      api.detail(a, 'SME_1_2'),
      api.get(`/clients/${client.id}/beneficiaries/${secondContact}/payouts/${p.payment_id}`, a),
      api.get(`/clients/${other.id}/beneficiaries/${contact}/payouts/${p.payment_id}`, a),
      api.get(`/clients/${client.id}/beneficiaries/${theirContact}/payouts/${theirs.payment_id}`, a),
      api.get(`/clients/${other.id}/beneficiaries/${theirContact}/payouts/${theirs.payment_id}`, a),
      api.get(`/transaction/dailyAmount/${other.id}`, a),
      api.get(`/swift-fees?sourceCurrencies=SGD&destinationCurrency=EUR&destinationCountry=DE&clientId=${other.id}`, a),
      api.fees(a, { beneficiary_id: theirContact, source_currency: 'SGD', source_amount: '10' }),
      api.cancel(a, { payment_id: theirs.payment_id }),
    ];
    for (const res of await Promise.all(notFound)) expect(res.statusCode, res.body).toBe(404);
    expect((await api.detail(b, theirs.payment_id)).json().status).toBe('PENDING');
  });

  it('the status of several, by payment id or transaction number, the business’s own only', async () => {
    const p = await make('11.00');
    const q = await make('12.00');
    const ids = [
      q.transaction_number,
      p.payment_id,
      theirs.payment_id,
      theirs.transaction_number,
      'junk',
      p.payment_id,
    ];
    const res = await api.get(`/transaction/status?transactionIds=${ids.join(',')}`, a);
    expect(res.json().data).toEqual([
      {
        payment_id: q.payment_id,
        transaction_number: q.transaction_number,
        status: 'PENDING',
        progress_label: 'Processing',
        is_final: false,
        updated_at: q.updated_at,
      },
      expect.objectContaining({ payment_id: p.payment_id }),
    ]);
    const tooMany = Array.from({ length: 101 }, () => randomUUID()).join(',');
    expect((await api.get(`/transaction/status?transactionIds=${tooMany}`, a)).statusCode).toBe(400);
  });
});

describe('[PAYOUTS] the list', () => {
  it('pages newest first by keyset, filtered by status and contact', async () => {
    const fresh = await createClient(t.db);
    const u = await createUser(t.db, fresh);
    const h = (await signInAs(t, u)).headers;
    await fundAccount(t.db, fresh, 'SGD', 10_000_00n);
    const c1 = await createContact(t.db, fresh, u);
    const c2 = await createContact(t.db, fresh, u, { beneficiary_name: 'Andere GmbH' });
    const made: TPayout[] = [];
    for (const [i, to] of [c1, c2, c1, c2, c1].entries()) {
      t.clock.advance(1_000);
      made.push(
        created(await api.create(h, payload(to, { source_currency: 'SGD', destination_amount: `${20 + i}.00` }))),
      );
    }
    const pages: string[][] = [];
    let cursor: string | undefined;
    do {
      const page = (await api.list(h, { limit: 2, ...(cursor ? { cursor } : {}) })).json();
      pages.push(page.rows.map((r: TPayout) => r.payment_id));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(pages).toEqual([
      [made[4]!.payment_id, made[3]!.payment_id],
      [made[2]!.payment_id, made[1]!.payment_id],
      [made[0]!.payment_id],
    ]);
    const toC2 = (await api.list(h, { beneficiary_id: c2 })).json().rows.map((r: TPayout) => r.payment_id);
    expect(toC2).toEqual([made[3]!.payment_id, made[1]!.payment_id]);
    expect((await api.list(h, { beneficiary_id: theirContact })).json().rows).toEqual([]);
    await api.cancel(h, { payment_id: made[2]!.payment_id });
    const cancelled = (await api.list(h, { status: ['USER_REJECTED'] })).json().rows.map((r: TPayout) => r.payment_id);
    expect(cancelled).toEqual([made[2]!.payment_id]);
    expect((await api.list(h, { awaiting_approval: true })).json().rows).toEqual([]);
    expect((await api.list(h, { cursor: 'garbage' })).statusCode).toBe(400);
    expect((await api.list(h, { cursor: Buffer.from(`p${theirs.payment_id}`).toString('base64url') })).statusCode).toBe(
      400,
    );
  });
});

describe('[PAYOUTS] the maker cancels before the bank has it', () => {
  it('pending, before or after the rail took it: USER_REJECTED, the money released', async () => {
    for (const submitted of [false, true]) {
      const p = await make('30.00');
      if (submitted) await submitPayout(t.deps, { clientId: client.id, payoutId: p.payment_id });
      const before = await writes(t.db, client.id);
      const res = await api.cancel(a, { payment_id: p.payment_id, reason: 'Paid by cheque instead' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'USER_REJECTED', is_final: true, actions: { can_cancel: false } });
      expect(res.json().events.at(-1)).toMatchObject({
        status: 'USER_REJECTED',
        reason: 'Paid by cheque instead',
        actor: { type: 'user', user: { _id: user.id } },
      });
      expect((await writes(t.db, client.id)).transfers).toBe(before.transfers + 1n);
      // Again: refused, nothing more happens.
      const again = await api.cancel(a, { payment_id: p.payment_id });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('This payout can no longer be cancelled.');
    }
  });

  it('only its maker, and not once the rail is processing it', async () => {
    const p = await make('31.00');
    const res = await api.cancel(colleague, { payment_id: p.payment_id });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Only the person who made this payout can cancel it.');
    await driveRail(t, client, p.payment_id, 'PROCESSING');
    const late = await api.cancel(a, { payment_id: p.payment_id });
    expect(late.statusCode).toBe(409);
    expect((await api.detail(a, p.payment_id)).json().status).toBe('PROCESSING');
  });
});

describe('[PAYOUTS] what the send screens read', () => {
  it('purpose codes: mandatory for INR, the payment reasons otherwise', async () => {
    const inr = (await api.get('/common/purposeCodes?destination_currency=INR', a)).json();
    expect(inr.is_mandatory).toBe(true);
    expect(inr.purpose_codes).toHaveLength(11);
    expect(inr.choices[0]).toEqual({ value: 'IR01801', label: 'IR01801 - Information Service Charges' });
    const eur = (await api.get('/common/purposeCodes?destination_currency=EUR', a)).json();
    expect(eur.is_mandatory).toBe(false);
    expect(eur.choices.map((c: { value: string }) => c.value)).toContain('SALARY');
    expect((await api.get('/common/purposeCodes?destination_currency=XXX', a)).statusCode).toBe(400);
  });

  it('SWIFT fees per source currency, and who pays them; none on a LOCAL corridor', async () => {
    const swift = (
      await api.get('/swift-fees?sourceCurrencies=USD,SGD&destinationCurrency=USD&destinationCountry=GB', a)
    ).json();
    expect(swift.payout_method).toBe('SWIFT');
    expect(swift.data[0]).toMatchObject({
      source_currency: 'USD',
      swift_fee: { amountMinor: '2000', display: '20.00' },
    });
    expect(BigInt(swift.data[1].swift_fee.amountMinor)).toBeGreaterThan(2000n);
    expect(swift.swift_fee_payers.filter((p: { is_charged: boolean }) => p.is_charged)).toEqual([
      expect.objectContaining({ swift_fee_payer: 'OUR' }),
    ]);
    const local = (
      await api.get('/swift-fees?sourceCurrencies=SGD&destinationCurrency=EUR&destinationCountry=DE', a)
    ).json();
    expect(local).toMatchObject({ payout_method: 'LOCAL', data: [{ swift_fee: { amountMinor: '0' } }] });
    const unsupported = await api.get(
      '/swift-fees?sourceCurrencies=SGD&destinationCurrency=INR&destinationCountry=DE',
      a,
    );
    expect(unsupported.statusCode).toBe(422);
    expect(unsupported.json().message).toBe('We do not support INR payments to Germany');
  });

  it('transactionFees: the live calculation, both fee payers, the amount rules on the typed field', async () => {
    const ben = (await api.fees(a, { beneficiary_id: contact, source_currency: 'SGD', source_amount: '1000' })).json();
    expect(ben).toMatchObject({ fee_payer: 'BEN', fixed_side: 'source', payout_method: 'LOCAL', fx_hold_id: null });
    expect(ben.exchangeValue.sourceAmount.amountMinor).toBe('100000');
    const our = (
      await api.fees(a, { beneficiary_id: contact, source_currency: 'SGD', destination_amount: '500' })
    ).json();
    expect(our).toMatchObject({ fee_payer: 'OUR', exchangeValue: { destinationAmount: { amountMinor: '50000' } } });
    const bad = await api.fees(a, { beneficiary_id: contact, source_currency: 'SGD', source_amount: '1.001' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      { field: 'source_amount', message: 'Amount can have at most 2 decimal places' },
    ]);
    const both = await api.fees(a, {
      beneficiary_id: contact,
      source_currency: 'SGD',
      source_amount: '1',
      destination_amount: '1',
    });
    expect(both.statusCode).toBe(400);
  });
});
