import { randomUUID } from 'node:crypto';
import type { TPayout, TPayoutRequest } from '@corridor/contracts/payouts/payout-common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContact, fundAccount, setAutoBookFx, signedInBusiness } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { expectLedgerSound } from '../../../test/ledger-expect.ts';
import { type Headers, payload, payoutCalls, writes } from '../../../test/payouts-api.ts';
import { getBalances } from '../../ledger/ledger.service.ts';

// A group send paid from the balance (POST createGroupPayout): all of it or none of it, in one transaction.
let t: TestApp;
let api: ReturnType<typeof payoutCalls>;

beforeAll(async () => {
  t = await createTestApp();
  api = payoutCalls(t);
});
afterAll(() => t.close());

const available = async (accountId: string) => (await getBalances(t.db, [accountId])).get(accountId)!.available;
const group = (headers: Headers, payouts: TPayoutRequest[], key = randomUUID()) =>
  api.post('/createGroupPayout', headers, { payouts }, key);

/** A business with an SGD account holding `sgd` and three EUR contacts. */
async function payer(sgd: bigint, opts: Parameters<typeof signedInBusiness>[1] = {}) {
  const business = await signedInBusiness(t, opts);
  const account = await fundAccount(t.db, business.client, 'SGD', sgd);
  const contacts: string[] = [];
  for (const who of ['Anna Schmidt', 'Bruno Keller', 'Chloé Martin']) {
    contacts.push(await createContact(t.db, business.client, business.user, { beneficiary_name: who }));
  }
  const pay = (i: number, amount: string) =>
    payload(contacts[i]!, { source_currency: 'SGD', source_account: account, source_amount: amount });
  return { ...business, account, pay };
}

/** The group is refused INSUFFICIENT_FUNDS on its third payment with `message`, and nothing of it is written. */
async function expectRefusedWhole(b: Awaited<ReturnType<typeof payer>>, payouts: TPayoutRequest[], message: string) {
  const before = await writes(t.db, b.client.id);
  const res = await group(b.headers, payouts);
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({
    code: 'INSUFFICIENT_FUNDS',
    errors: [{ field: 'payouts.2.transaction.source_amount', message }],
  });
  expect(await writes(t.db, b.client.id)).toEqual(before);
}

describe('[PAYOUT GROUPS] a group paid from the balance', () => {
  it('creates every payout in one request, each held, and a replay answers the same payouts', async () => {
    const b = await payer(1_000_00n, { client: { name: 'Group Balance Pte Ltd' } });
    const key = randomUUID();
    const body = [b.pay(0, '100'), b.pay(1, '200.50'), b.pay(2, '50')];
    const res = await group(b.headers, body, key);
    expect(res.statusCode, res.body).toBe(201);
    const { payouts } = res.json() as { payouts: TPayout[] };
    expect(payouts.map((p) => [p.beneficiary.name, p.status])).toEqual([
      ['Anna Schmidt', 'PENDING'],
      ['Bruno Keller', 'PENDING'],
      ['Chloé Martin', 'PENDING'],
    ]);
    expect(payouts.map((p) => p.funding_id)).toEqual([null, null, null]);
    expect(await available(b.account)).toBe(1_000_00n - 350_50n);

    const again = await group(b.headers, body, key);
    expect(again.statusCode).toBe(201);
    expect((again.json() as { payouts: TPayout[] }).payouts.map((p) => p.payment_id)).toEqual(
      payouts.map((p) => p.payment_id),
    );
    expect((await writes(t.db, b.client.id)).payouts).toBe(3n);
    expect(await available(b.account)).toBe(1_000_00n - 350_50n);
    await expectLedgerSound(t.db);
  });

  it('refuses the whole group when the balance pays the first payments but not the last, naming it', async () => {
    const b = await payer(300_00n, { client: { name: 'Short Balance Trading Pte Ltd' } });
    await expectRefusedWhole(
      b,
      [b.pay(0, '120'), b.pay(1, '120'), b.pay(2, '120')],
      'The amount is more than the available balance in this account.',
    );
    expect(await available(b.account)).toBe(300_00n);
    await expectLedgerSound(t.db);
  });

  it('with auto book-FX on, buys what the account lacks, and refuses whole what all the accounts cannot cover', async () => {
    const b = await payer(100_00n, { client: { name: 'Auto Book FX Group Pte Ltd' } });
    await fundAccount(t.db, b.client, 'USD', 150_00n);
    await setAutoBookFx(t.db, b.client, true);
    // About USD 150 buys some SGD 190–200: enough for one more payment of 120 but not two.
    await expectRefusedWhole(
      b,
      [b.pay(0, '90'), b.pay(1, '120'), b.pay(2, '120')],
      'The amount is more than the available balance in your accounts.',
    );
    expect(await available(b.account)).toBe(100_00n);

    const res = await group(b.headers, [b.pay(0, '90'), b.pay(1, '60')]);
    expect(res.statusCode, res.body).toBe(201);
    expect((await writes(t.db, b.client.id)).exchanges).toBe(1n);
    expect(await available(b.account)).toBe(0n);
    await expectLedgerSound(t.db);
  });

  it('under maker/checker, every payout of the group waits for approval with its money held', async () => {
    const b = await payer(500_00n, {
      client: { name: 'Maker Checker Group Pte Ltd', isApprovalRequired: true },
      user: { name: 'Mia Maker', isMaker: true },
    });
    const res = await group(b.headers, [b.pay(0, '100'), b.pay(1, '100')]);
    expect(res.statusCode, res.body).toBe(201);
    const { payouts } = res.json() as { payouts: TPayout[] };
    expect(payouts.map((p) => p.status)).toEqual([
      'AWAITING_APPROVAL_CREDIT_CARD_ACCOUNT',
      'AWAITING_APPROVAL_CREDIT_CARD_ACCOUNT',
    ]);
    expect(await available(b.account)).toBe(300_00n);
    await expectLedgerSound(t.db);
  });

  it('refuses another business’s contact in the group, and creates nothing', async () => {
    const b = await payer(500_00n, { client: { name: 'Careful Payer Pte Ltd' } });
    const stranger = await signedInBusiness(t, { client: { name: 'Stranger Pte Ltd' } });
    const theirs = await createContact(t.db, stranger.client, stranger.user);
    const before = await writes(t.db, b.client.id);
    const res = await group(b.headers, [
      b.pay(0, '10'),
      payload(theirs, { source_currency: 'SGD', source_account: b.account, source_amount: '10' }),
    ]);
    expect(res.statusCode).toBe(404);
    expect(res.json().errors[0].field).toBe('payouts.1.beneficiary_id');
    expect(await writes(t.db, b.client.id)).toEqual(before);
    expect(await available(b.account)).toBe(500_00n);
  });

  it('answers a group with no payment, or a payment without its recipient, in plain words', async () => {
    const b = await payer(500_00n);
    const empty = await group(b.headers, []);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual([{ field: 'payouts', message: 'Add at least 1 item.' }]);
    const { beneficiary_id: _, ...noRecipient } = b.pay(0, '10');
    const missing = await group(b.headers, [noRecipient as TPayoutRequest]);
    expect(missing.json().errors).toContainEqual({
      field: 'payouts.0.beneficiary_id',
      message: 'This field is required.',
    });
  });
});
