import { randomUUID } from 'node:crypto';
import type { TLinkedBank } from '@corridor/contracts/ach/ach';
import type { TFpxPayment } from '@corridor/contracts/fundings/fpx';
import type { TFunding } from '@corridor/contracts/fundings/funding';
import type { TPayout } from '@corridor/contracts/payouts/payout-common';
import type { TValidatePayoutResponse } from '@corridor/contracts/payouts/validate-payout';
import { ACH_MESSAGES } from '@corridor/domain/fundings/ach';
import { FPX_MESSAGES } from '@corridor/domain/fundings/fpx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createClient,
  createContact,
  createUser,
  driveRail,
  openAccount,
  setApprovalRequired,
  signInAs,
  type TestClient,
} from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { expectLedgerSound } from '../../../test/ledger-expect.ts';
import { created, type Headers, payload, payoutCalls, V1 } from '../../../test/payouts-api.ts';
import { getBalances, getPending } from '../../ledger/ledger.service.ts';
import { sweepLinkChecks } from '../ach/ach.service.ts';
import { sweepChecks } from '../fundings/funding-checks.service.ts';
import { holdTransferId } from './payout-ledger.ts';

const ACH = '/smebackend/ach/api/v1';
let t: TestApp;
let api: ReturnType<typeof payoutCalls>;
let us: TestClient;
let usH: Headers;
let usd: string;
let usContact: string;
let usContact2: string;
let otherUsH: Headers;
let my: TestClient;
let myH: Headers;
let myr: string;
let myContact: string;

beforeAll(async () => {
  t = await createTestApp();
  api = payoutCalls(t);
  for (const [feature, enabled, entity] of [
    ['ACH', true, 'US'],
    ['FPX', true, 'MY'],
    ['DISABLE_FPX', false, 'MY'],
  ] as const) {
    await t.db.query(
      `INSERT INTO feature_flags (feature, enabled, meta_data) VALUES ($1, $2, $3)
       ON CONFLICT (feature) DO UPDATE SET enabled = EXCLUDED.enabled, meta_data = EXCLUDED.meta_data`,
      [feature, enabled, JSON.stringify({ enabledEntities: [entity] })],
    );
  }
  us = await createClient(t.db, { entity: 'US', name: 'Golden Gate Components Inc' });
  const usUser = await createUser(t.db, us);
  usH = (await signInAs(t, usUser)).headers;
  usd = await openAccount(t.db, us, 'USD');
  usContact = await createContact(t.db, us, usUser);
  usContact2 = await createContact(t.db, us, usUser, { beneficiary_name: 'Second Supplier GmbH' });
  const otherUs = await createClient(t.db, { entity: 'US', name: 'Other Goods Inc' });
  otherUsH = (await signInAs(t, await createUser(t.db, otherUs))).headers;
  my = await createClient(t.db, { entity: 'MY', name: 'Klang Valley Trading Sdn Bhd' });
  const myUser = await createUser(t.db, my);
  myH = (await signInAs(t, myUser)).headers;
  myr = await openAccount(t.db, my, 'MYR');
  myContact = await createContact(t.db, my, myUser);
});
afterAll(() => t.close());

const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, body: object, headers: Headers) =>
  t.app.inject({ method: 'POST', url, headers, payload: body });
const balanceOf = async (id: string) => (await getBalances(t.db, [id])).get(id)!;
const detail = async (headers: Headers, id: string) => (await api.detail(headers, id)).json() as TPayout;
const funding = async (headers: Headers, id: string) => (await get(`${V1}/funding/${id}`, headers)).json() as TFunding;
const count = async (table: 'fundings' | 'ach_debits') =>
  Number((await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n);
async function later(ms: number) {
  t.clock.advance(ms);
  await sweepLinkChecks(t.deps);
  await sweepChecks(t.deps);
}
async function linked(accountNumber: string, headers = usH): Promise<TLinkedBank> {
  const res = await post(
    `${ACH}/initiateLinkAccount`,
    { holderName: 'Golden Gate Components Inc', accountNumber, routingNumber: '021000021', accountType: 'CHECKING' },
    headers,
  );
  expect(res.statusCode, res.body).toBe(201);
  await later(2500);
  return (await get(`${ACH}/accounts`, headers))
    .json()
    .accounts.find((x: TLinkedBank) => x.accountId === res.json().accountId);
}
const byAch = (achAccountId: string, amount = '100', to = usContact) => ({
  ...payload(to, { source_currency: 'USD', source_amount: amount }),
  additional_info: { deposit_method: 'ach' as const, ach_account_id: achAccountId },
});
const byFpx = (amount = '100') => ({
  ...payload(myContact, { source_currency: 'MYR', source_amount: amount }),
  additional_info: { deposit_method: 'fpxTransfer' as const },
});
/** The person's answer on the sandbox FPX bank page, after the browser was sent there. */
async function payAtBank(fundingId: string, decision: 'approve' | 'decline') {
  const started = await post(`${V1}/fpx/payout`, { fundingId }, myH);
  expect(started.statusCode, started.body).toBe(200);
  const p = started.json() as TFpxPayment;
  const back = await t.app.inject({
    method: 'POST',
    url: p.redirectUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `bankCode=MB2U0227&decision=${decision}`,
  });
  expect(back.statusCode).toBe(303);
  return p;
}
const fpxStatus = (fundingId: string, p: TFpxPayment) =>
  post(`${V1}/fpx/payments/status`, { fundingId, paymentId: p.paymentId }, myH);

describe('[PAYOUT FUNDING] paid by ACH direct debit', () => {
  let account: TLinkedBank;
  beforeAll(async () => {
    account = await linked('123456789');
  });

  it('debits the linked account, then credits, holds and sends it: DEBITING → PENDING → PAID', async () => {
    const before = await balanceOf(usd);
    // The EUR amount is fixed: one converted at the hour's rate may end in the rail's 13, 17 or 19 (not PAID). The
    // USD debit follows the rate, and one ending in 51 is the ACH sandbox's returned debit: the test clock stands
    // still between calls, so the debit validated is the one created, and a cent more moves it off 51.
    const pay = (eur: string) => ({
      ...payload(usContact, { source_currency: 'USD', destination_amount: eur }),
      additional_info: { deposit_method: 'ach' as const, ach_account_id: account.accountId },
    });
    const debitOf = async (eur: string) => {
      const priced = (await api.validate(usH, pay(eur))).json() as TValidatePayoutResponse;
      return BigInt(priced.exchangeValue.sourceAmountWithSupplierFee.amountMinor);
    };
    const eur = (await debitOf('1,250.40')) % 100n === 51n ? '1,250.41' : '1,250.40';
    const p = created(await api.create(usH, pay(eur)));
    expect(p).toMatchObject({
      status: 'DEBITING_FUNDS_ACH_DIRECT_DEBIT',
      progress_label: 'Debiting funds',
      funding: 'DIRECT_DEBIT',
      deposit_method: 'ach',
    });
    const f = await funding(usH, p.funding_id!);
    expect(f).toMatchObject({ type: 'FUNDING', method: 'ach', amount: { currency: 'USD' } });
    // EUR 1,250.40 costs more than USD 1,250.40: the debit covers the payout.
    expect(BigInt(f.amount.amountMinor)).toBeGreaterThan(125_040n);
    expect(await getPending(t.db, holdTransferId(p.payment_id))).toBeUndefined();

    await later(3500);
    const held = await detail(usH, p.payment_id);
    expect(held.events.map((e) => [e.status, e.actor.type])).toEqual([
      ['DEBITING_FUNDS_ACH_DIRECT_DEBIT', 'user'],
      ['PENDING', 'funding'],
    ]);
    const debit = BigInt(f.amount.amountMinor);
    expect(await balanceOf(usd)).toMatchObject({ ledger: before.ledger + debit, available: before.available });
    expect((await funding(usH, p.funding_id!)).status).toBe('COMPLETED');

    await driveRail(t, us, p.payment_id, 'PAID');
    expect((await detail(usH, p.payment_id)).status).toBe('PAID');
    expect(await balanceOf(usd)).toMatchObject({ ledger: before.ledger, available: before.available });
    await expectLedgerSound(t.db);
  });

  it('is CANCELLED when the bank returns the debit (amount ending 51), nothing held or credited', async () => {
    const before = await balanceOf(usd);
    const p = created(await api.create(usH, byAch(account.accountId, '300.51')));
    await later(3500);
    const cancelled = await detail(usH, p.payment_id);
    expect(cancelled).toMatchObject({ status: 'CANCELLED', is_final: true });
    expect(cancelled.events.at(-1)?.reason).toBe(ACH_MESSAGES.returned('Insufficient funds'));
    expect((await funding(usH, p.funding_id!)).status).toBe('FAILED');
    expect(await balanceOf(usd)).toEqual(before);
    await expectLedgerSound(t.db);
  });

  it('refuses a payment over the rolling limit before anything is debited', async () => {
    const [payouts, fundings, debits] = [
      await t.db.query('SELECT 1 FROM payouts'),
      await count('fundings'),
      await count('ach_debits'),
    ];
    const res = await api.create(usH, byAch(account.accountId, '60,000'));
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('ACH_LIMIT_EXCEEDED');
    expect((await t.db.query('SELECT 1 FROM payouts')).rows).toHaveLength(payouts.rows.length);
    expect(await count('fundings')).toBe(fundings);
    expect(await count('ach_debits')).toBe(debits);
  });

  it('refuses another business’s linked account as unknown (404), and an ACH payment without one', async () => {
    const theirs = await linked('987654321', otherUsH);
    const res = await api.create(usH, byAch(theirs.accountId));
    expect(res.statusCode).toBe(404);
    const none = await api.validate(usH, { ...byAch(account.accountId), additional_info: { deposit_method: 'ach' } });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual([
      { field: 'additional_info.ach_account_id', message: ACH_MESSAGES.chooseAccount },
    ]);
  });

  it('creates one payout, one funding and one debit for a replayed Idempotency-Key', async () => {
    const [fundings, debits] = [await count('fundings'), await count('ach_debits')];
    const key = randomUUID();
    const first = created(await api.create(usH, byAch(account.accountId, '42'), key));
    const again = created(await api.create(usH, byAch(account.accountId, '42'), key));
    expect(again.payment_id).toBe(first.payment_id);
    expect(again.funding_id).toBe(first.funding_id);
    expect(await count('fundings')).toBe(fundings + 1);
    expect(await count('ach_debits')).toBe(debits + 1);
    expect((await t.db.query('SELECT 1 FROM payouts WHERE idempotency_key = $1', [key])).rows).toHaveLength(1);
  });

  it('debits once for a group, and refuses a group from two linked accounts', async () => {
    const second = await linked('111122223');
    const group = await api.post(
      '/createGroupPayout',
      usH,
      { payouts: [byAch(account.accountId, '10'), byAch(account.accountId, '20', usContact2)] },
      randomUUID(),
    );
    expect(group.statusCode, group.body).toBe(201);
    const payouts = group.json().payouts as TPayout[];
    expect(new Set(payouts.map((p) => p.funding_id)).size).toBe(1);
    await later(3500);
    for (const p of payouts) expect((await detail(usH, p.payment_id)).status).toBe('PENDING');
    const mixed = await api.post(
      '/createGroupPayout',
      usH,
      { payouts: [byAch(account.accountId, '10'), byAch(second.accountId, '20', usContact2)] },
      randomUUID(),
    );
    expect(mixed.statusCode).toBe(400);
    await expectLedgerSound(t.db);
  });

  it('under maker/checker, debits the linked account only once a checker approves', async () => {
    const maker = await createClient(t.db, { entity: 'US', name: 'Approving Payer Inc', isApprovalRequired: true });
    const makerUser = await createUser(t.db, maker, { isApprover: false });
    const checker = await createUser(t.db, maker, { isApprover: true });
    await setApprovalRequired(t.db, maker, true);
    await openAccount(t.db, maker, 'USD');
    const to = await createContact(t.db, maker, makerUser);
    const m = (await signInAs(t, makerUser)).headers;
    const c = (await signInAs(t, checker)).headers;
    const own = await linked('222233334', m);
    const debits = await count('ach_debits');
    const p = created(await api.create(m, byAch(own.accountId, '55', to)));
    expect(p).toMatchObject({ status: 'AWAITING_APPROVAL_DIRECT_DEBIT', funding_id: null });
    expect(await count('ach_debits')).toBe(debits);
    const decided = await api.decide(c, { action: 'APPROVE', payout_ids: [p.payment_id] });
    expect(decided.json().results[0]).toMatchObject({ ok: true, status: 'DEBITING_FUNDS_ACH_DIRECT_DEBIT' });
    expect(await count('ach_debits')).toBe(debits + 1);
    await later(3500);
    expect((await detail(m, p.payment_id)).status).toBe('PENDING');
    await expectLedgerSound(t.db);
  });

  it('is not offered to a business outside the US, nor in another currency', async () => {
    const res = await api.validate(myH, { ...byFpx(), additional_info: { deposit_method: 'ach' } });
    expect(res.statusCode).toBe(400);
  });
});

describe('[PAYOUT FUNDING] paid by FPX', () => {
  it('awaits the payment, is debiting once the bank approved it, then held and PENDING', async () => {
    const before = await balanceOf(myr);
    const p = created(await api.create(myH, byFpx('250')));
    expect(p).toMatchObject({ status: 'AWAITING_FUNDS_FPX_TRANSACTION', funding: 'FPX' });
    const payment = await payAtBank(p.funding_id!, 'approve');
    expect((await fpxStatus(p.funding_id!, payment)).json()).toMatchObject({ status: 'DEBITING_FUNDS' });
    expect((await detail(myH, p.payment_id)).status).toBe('DEBITING_FUNDS_FPX_TRANSACTION');
    expect((await balanceOf(myr)).ledger).toBe(before.ledger);

    // Settled 2 s later: the return page asks again (the check jobs would too), and the funding is credited once.
    t.clock.advance(2500);
    expect((await fpxStatus(p.funding_id!, payment)).json()).toMatchObject({ status: 'COMPLETED' });
    await later(60_000);
    const held = await detail(myH, p.payment_id);
    expect(held.events.map((e) => e.status)).toEqual([
      'AWAITING_FUNDS_FPX_TRANSACTION',
      'DEBITING_FUNDS_FPX_TRANSACTION',
      'PENDING',
    ]);
    const f = await funding(myH, p.funding_id!);
    expect(f.status).toBe('COMPLETED');
    const debit = BigInt(f.amount.amountMinor);
    expect(await balanceOf(myr)).toMatchObject({ ledger: before.ledger + debit, available: before.available });
    await expectLedgerSound(t.db);
  });

  it('is CANCELLED with “We were unable to process your payment” when the bank declines it', async () => {
    const before = await balanceOf(myr);
    const p = created(await api.create(myH, byFpx('75')));
    const payment = await payAtBank(p.funding_id!, 'decline');
    expect((await fpxStatus(p.funding_id!, payment)).json()).toMatchObject({ status: 'FAILED' });
    const cancelled = await detail(myH, p.payment_id);
    expect(cancelled).toMatchObject({ status: 'CANCELLED', is_final: true });
    expect(cancelled.events.at(-1)?.reason).toBe(FPX_MESSAGES.failed);
    expect(await balanceOf(myr)).toEqual(before);
    await expectLedgerSound(t.db);
  });

  it('is not offered while DISABLE_FPX is on', async () => {
    await t.db.query("UPDATE feature_flags SET enabled = true WHERE feature = 'DISABLE_FPX'");
    try {
      const res = await api.validate(myH, byFpx());
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].field).toBe('additional_info.deposit_method');
    } finally {
      await t.db.query("UPDATE feature_flags SET enabled = false WHERE feature = 'DISABLE_FPX'");
    }
  });
});
