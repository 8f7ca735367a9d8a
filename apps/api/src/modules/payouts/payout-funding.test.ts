import { randomUUID } from 'node:crypto';
import type { TSavedCard } from '@corridor/contracts/fundings/cards';
import type { TFunding } from '@corridor/contracts/fundings/funding';
import type { TPayout } from '@corridor/contracts/payouts/payout-common';
import type { TValidatePayoutResponse } from '@corridor/contracts/payouts/validate-payout';
import { CARD_MESSAGES } from '@corridor/domain/fundings/cards';
import { PAYOUT_FUNDING_MESSAGES, PAYOUT_TRANSFER_WAIT_MS } from '@corridor/domain/payouts/funding';
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
import { systemAccountId } from '../../ledger/ids.ts';
import { getBalances, getPending } from '../../ledger/ledger.service.ts';
import { sandboxFate } from '../../partners/payout-rail/sandbox.ts';
import { sweepChecks } from '../fundings/funding-checks.service.ts';
import { holdTransferId } from './payout-ledger.ts';

let t: TestApp;
let api: ReturnType<typeof payoutCalls>;
let client: TestClient;
let a: Headers;
let user: Awaited<ReturnType<typeof createUser>>;
let sgd: string;
let contact: string;
let contact2: string;
let other: Headers;

beforeAll(async () => {
  t = await createTestApp();
  api = payoutCalls(t);
  client = await createClient(t.db, { name: 'Card Payer Pte Ltd' });
  user = await createUser(t.db, client);
  // An empty account: whatever pays these payouts comes from outside.
  sgd = await openAccount(t.db, client, 'SGD');
  contact = await createContact(t.db, client, user);
  contact2 = await createContact(t.db, client, user, { beneficiary_name: 'Second Supplier GmbH' });
  a = (await signInAs(t, user)).headers;
  const them = await createClient(t.db, { name: 'Someone Else Pte Ltd' });
  other = (await signInAs(t, await createUser(t.db, them))).headers;
});
afterAll(() => t.close());

const balanceOf = async (id: string) => (await getBalances(t.db, [id])).get(id)!;
const saveCard = async (cardNumber: string, headers = a) => {
  t.clock.advance(1000);
  const res = await t.app.inject({
    method: 'POST',
    url: `${V1}/bpsp/saveCard`,
    headers,
    payload: { cardNumber, expiry: '12/30', cvv: '123', currency: 'SGD', isSaveCard: true },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as TSavedCard;
};
const byCard = (cardId: string, to = contact, amount = '100') => ({
  ...payload(to, { source_currency: 'SGD', source_amount: amount }),
  additional_info: { deposit_method: 'creditCard' as const, card_id: cardId },
});
const byTransfer = (method: 'bankTransfer' | 'payNow', amount = '100', to = contact) => ({
  ...payload(to, { source_currency: 'SGD', source_amount: amount }),
  additional_info: { deposit_method: method },
});
const detail = async (id: string) => (await api.detail(a, id)).json() as TPayout;
const funding = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `${V1}/funding/${id}`, headers: a })).json() as TFunding;
const fundingCount = async () =>
  Number((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM fundings')).rows[0]!.n);
/** Moves the clock on and makes the funding checks then due (the check jobs' and the sweep's work). */
async function later(ms: number) {
  t.clock.advance(ms);
  await sweepChecks(t.deps);
}
/**
 * The card figures below follow from the fixed SGD amount, and the EUR amount from the hour's rate: one ending in 13,
 * 17 or 19 is the rail sandbox's RETURNED, CANCELLED or FX_EXPIRED_CANCELLED. The test clock stands still between
 * calls, so the amount validated is the one created; moving it on a minute moves the rate until it would be PAID.
 */
async function untilTheRailWouldPay(body: ReturnType<typeof byCard>) {
  for (let minutes = 0; minutes < 60; minutes += 1) {
    const priced = await api.validate(a, body);
    expect(priced.statusCode, priced.body).toBe(200);
    const received = (priced.json() as TValidatePayoutResponse).exchangeValue.destinationAmount;
    const fate = sandboxFate({ beneficiaryName: 'Supplier', destinationAmount: BigInt(received.amountMinor) });
    if (fate.ending === 'PAID') return;
    t.clock.advance(60_000);
  }
  throw new Error('no rate in the hour pays the rail sandbox');
}
describe('[PAYOUT FUNDING] paid by card', () => {
  it('awaits the card, then credits, holds and sends it: PAID, the account back where it started', async () => {
    const card = await saveCard('4111 1111 1111 1111');
    const before = await balanceOf(sgd);
    const revenue = (await balanceOf(systemAccountId('FEE_REVENUE', 'SGD'))).ledger;
    const pay = byCard(card._id, contact, '250.50');
    await untilTheRailWouldPay(pay);
    const p = created(await api.create(a, pay));
    expect(p).toMatchObject({
      status: 'AWAITING_FUNDS_CREDIT_CARD_CURRENCY_ACCOUNT',
      progress_label: 'Awaiting funds',
      funding: 'CARD',
      deposit_method: 'creditCard',
    });
    expect(p.funding_id).not.toBeNull();
    const f = await funding(p.funding_id!);
    // The card pays the payout's whole debit with the card fee (2.9 %, DEFAULT for SG) on top.
    expect(f).toMatchObject({
      type: 'FUNDING',
      method: 'creditCard',
      status: 'DEBITING_FUNDS',
      amount: { currency: 'SGD', amountMinor: '25050' },
      fee: { amountMinor: '727' },
      card: { lastFour: '1111' },
    });
    expect(await getPending(t.db, holdTransferId(p.payment_id))).toBeUndefined();
    expect((await balanceOf(sgd)).ledger).toBe(before.ledger);

    await later(2200);
    const held = await detail(p.payment_id);
    expect(held.status).toBe('PENDING');
    expect(held.events.map((e) => [e.status, e.actor.type])).toEqual([
      ['AWAITING_FUNDS_CREDIT_CARD_CURRENCY_ACCOUNT', 'user'],
      ['PENDING', 'funding'],
    ]);
    // Credited and held in one transaction: the money is there, none of it spendable.
    expect(await balanceOf(sgd)).toMatchObject({ ledger: before.ledger + 25050n, available: before.available });
    expect((await funding(p.funding_id!)).status).toBe('COMPLETED');
    expect((await balanceOf(systemAccountId('FEE_REVENUE', 'SGD'))).ledger).toBe(revenue + 727n);

    await driveRail(t, client, p.payment_id, 'PAID');
    expect((await detail(p.payment_id)).status).toBe('PAID');
    expect(await balanceOf(sgd)).toMatchObject({ ledger: before.ledger, available: before.available });
    await expectLedgerSound(t.db);
  });

  it('is CANCELLED with §8’s words when the card is rejected, nothing held or credited', async () => {
    const card = await saveCard('4000 0000 0000 0002');
    const before = await balanceOf(sgd);
    const p = created(await api.create(a, byCard(card._id)));
    await later(2200);
    const cancelled = await detail(p.payment_id);
    expect(cancelled).toMatchObject({ status: 'CANCELLED', progress_label: null, is_final: true });
    expect(cancelled.events.at(-1)).toMatchObject({
      status: 'CANCELLED',
      reason: CARD_MESSAGES.insufficientFunds,
      actor: { type: 'funding' },
    });
    expect((await funding(p.funding_id!)).status).toBe('FAILED');
    expect(await balanceOf(sgd)).toEqual(before);
    expect(await getPending(t.db, holdTransferId(p.payment_id))).toBeUndefined();
    await expectLedgerSound(t.db);
  });

  it('creates one payout and one funding, and charges once, for a replayed Idempotency-Key', async () => {
    const card = await saveCard('5555 5555 5555 4444');
    const n = await fundingCount();
    const key = randomUUID();
    const first = created(await api.create(a, byCard(card._id), key));
    const again = created(await api.create(a, byCard(card._id), key));
    expect(again.payment_id).toBe(first.payment_id);
    expect(again.funding_id).toBe(first.funding_id);
    expect(await fundingCount()).toBe(n + 1);
    const payouts = await t.db.query('SELECT 1 FROM payouts WHERE idempotency_key = $1', [key]);
    expect(payouts.rows).toHaveLength(1);
    await later(2200);
    expect((await detail(first.payment_id)).status).toBe('PENDING');
  });

  it('refuses another business’s card as unknown (404) and a card payout without a card, writing nothing', async () => {
    const theirs = await saveCard('4242 4242 4242 4242', other);
    const n = await fundingCount();
    const res = await api.create(a, byCard(theirs._id));
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('CARD_NOT_FOUND');
    const none = await api.create(a, { ...byCard(theirs._id), additional_info: { deposit_method: 'creditCard' } });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual([
      { field: 'additional_info.card_id', message: PAYOUT_FUNDING_MESSAGES.chooseCard },
    ]);
    expect(await fundingCount()).toBe(n);
  });

  it('refuses ACH and FPX (not for an SG business) and PayID from SGD', async () => {
    for (const method of ['ach', 'fpxTransfer', 'payId'] as const) {
      const res = await api.validate(a, { ...byTransfer('payNow'), additional_info: { deposit_method: method } });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].field).toBe('additional_info.deposit_method');
    }
  });
});

describe('[PAYOUT FUNDING] paid by bank transfer or PayNow', () => {
  it('waits for the transfer with the FD reference, then holds and sends it', async () => {
    const validated = await api.validate(a, byTransfer('payNow', '80'));
    // Paid from outside: an empty balance is no reason to refuse or warn.
    expect(validated.statusCode, validated.body).toBe(200);
    const p = created(await api.create(a, byTransfer('payNow', '80')));
    expect(p).toMatchObject({ status: 'AWAITING_FUNDS_BANK_PROXY', funding: 'BANK_PROXY', deposit_method: 'payNow' });
    const f = await funding(p.funding_id!);
    expect(f).toMatchObject({
      type: 'FUNDING',
      status: 'AWAITING_FUNDS',
      amount: { amountMinor: '8000' },
      fee: { amountMinor: '0' },
      instructions: { proxyType: 'UEN', reference: f.reference },
    });
    // The business cancels the payment, not its transfer.
    const cancel = await t.app.inject({ method: 'POST', url: `${V1}/funding/${f._id}/cancel`, headers: a });
    expect(cancel.json().message).toBe('This transfer pays for a payment: cancel the payment instead.');
    await later(1000);
    expect((await detail(p.payment_id)).status).toBe('AWAITING_FUNDS_BANK_PROXY');
    await later(4100);
    expect((await detail(p.payment_id)).status).toBe('PENDING');
    expect((await funding(f._id)).status).toBe('COMPLETED');
    await expectLedgerSound(t.db);
  });

  it('stops awaiting the transfer once the business cancelled its payment', async () => {
    const p = created(await api.create(a, byTransfer('bankTransfer', '100.99')));
    const cancel = await api.cancel(a, { payment_id: p.payment_id, reason: 'Paid another way' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().status).toBe('USER_REJECTED');
    await later(6000);
    expect(await funding(p.funding_id!)).toMatchObject({
      status: 'CANCELLED',
      failureReason: PAYOUT_FUNDING_MESSAGES.paymentsCancelled,
    });
    expect((await detail(p.payment_id)).status).toBe('USER_REJECTED');
  });

  it('hands back the 3-D Secure redirect for card …3220, which comes back to the funding', async () => {
    const card = await saveCard('4000 0000 0000 3220');
    const p = created(await api.create(a, byCard(card._id)));
    const f = await funding(p.funding_id!);
    expect(f.redirectUrl).toContain(`/r/funding/${f._id}`);
    await later(2200);
    expect((await detail(p.payment_id)).status).toBe('PENDING');
  });

  it('cancels a payout whose transfer never arrives (amount ending 99) at the deadline, nothing held', async () => {
    const before = await balanceOf(sgd);
    const p = created(await api.create(a, byTransfer('bankTransfer', '100.99')));
    await later(6000);
    await later(60_000);
    expect((await detail(p.payment_id)).status).toBe('AWAITING_FUNDS_BANK_PROXY');
    await later(PAYOUT_TRANSFER_WAIT_MS);
    // Days later, the session is long gone: sign in again.
    a = (await signInAs(t, user)).headers;
    const cancelled = await detail(p.payment_id);
    expect(cancelled.status).toBe('CANCELLED');
    expect(cancelled.events.at(-1)?.reason).toBe(PAYOUT_FUNDING_MESSAGES.transferExpired);
    expect((await funding(p.funding_id!)).status).toBe('CANCELLED');
    expect(await balanceOf(sgd)).toEqual(before);
    await expectLedgerSound(t.db);
  });
});

/** A business under maker/checker with an empty SGD account and a contact: its maker's and checker's headers. */
async function makerAndChecker(name: string) {
  const maker = await createClient(t.db, { name, isApprovalRequired: true });
  const makerUser = await createUser(t.db, maker, { isApprover: false });
  const checker = await createUser(t.db, maker, { isApprover: true });
  await setApprovalRequired(t.db, maker, true);
  await openAccount(t.db, maker, 'SGD');
  const to = await createContact(t.db, maker, makerUser);
  return { to, m: (await signInAs(t, makerUser)).headers, c: (await signInAs(t, checker)).headers };
}

describe('[PAYOUT FUNDING] maker/checker', () => {
  it('charges the card only once a checker approves, then holds and sends it', async () => {
    const { to, m, c } = await makerAndChecker('Approving Payer Pte Ltd');
    const card = await saveCard('4111 1111 1111 1111', m);
    const n = await fundingCount();
    const p = created(await api.create(m, byCard(card._id, to)));
    expect(p).toMatchObject({ status: 'AWAITING_APPROVAL_CREDIT_CARD_ACCOUNT', funding_id: null });
    expect(await fundingCount()).toBe(n);
    const decided = await api.decide(c, { action: 'APPROVE', payout_ids: [p.payment_id] });
    expect(decided.json().results[0]).toMatchObject({
      ok: true,
      status: 'AWAITING_FUNDS_CREDIT_CARD_CURRENCY_ACCOUNT',
    });
    expect(await fundingCount()).toBe(n + 1);
    await later(2200);
    const after = (await api.detail(m, p.payment_id)).json() as TPayout;
    expect(after.status).toBe('PENDING');
    expect(after.funding_id).not.toBeNull();
    await expectLedgerSound(t.db);
  });

  it('keeps a card a payment waiting for approval will be charged to, until that payment is decided', async () => {
    const { to, m, c } = await makerAndChecker('Card Keeping Payer Pte Ltd');
    const card = await saveCard('5555 5555 5555 4444', m);
    const p = created(await api.create(m, byCard(card._id, to)));
    const remove = () => t.app.inject({ method: 'DELETE', url: `${V1}/bpsp/deleteCard/${card._id}`, headers: m });
    const refused = await remove();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'CARD_IN_USE',
      message: 'A payment waiting for approval will be charged to this card. Cancel it or let it be decided first.',
    });
    const cards = await t.app.inject({ method: 'GET', url: `${V1}/bpsp/getAllSavedCards`, headers: m });
    expect(JSON.stringify(cards.json())).toContain(card._id);
    const rejected = await api.decide(c, { action: 'REJECT', payout_ids: [p.payment_id], reason: 'Wrong supplier' });
    expect(rejected.json().results[0]).toMatchObject({ ok: true, status: 'APPROVAL_REJECTED' });
    expect((await remove()).statusCode).toBe(200);
    // A payout written with it after that (its request checked the card just before) is refused by the database.
    const late = t.db.query(
      `INSERT INTO payouts SELECT (jsonb_populate_record(p, jsonb_build_object(
         'id', gen_random_uuid(), 'transaction_number', p.transaction_number || '9'))).* FROM payouts p WHERE p.id = $1`,
      [p.payment_id],
    );
    await expect(late).rejects.toMatchObject({ code: 'L0007' });
  });
});

describe('[PAYOUT FUNDING] group send', () => {
  it('charges the card once for the whole group, and the payouts move together', async () => {
    const card = await saveCard('4111 1111 1111 1111');
    const n = await fundingCount();
    const res = await api.post(
      '/createGroupPayout',
      a,
      { payouts: [byCard(card._id, contact, '100'), byCard(card._id, contact2, '200.25')] },
      randomUUID(),
    );
    expect(res.statusCode, res.body).toBe(201);
    const { payouts } = res.json() as { payouts: TPayout[] };
    expect(payouts.map((p) => p.status)).toEqual([
      'AWAITING_FUNDS_CREDIT_CARD_CURRENCY_ACCOUNT',
      'AWAITING_FUNDS_CREDIT_CARD_CURRENCY_ACCOUNT',
    ]);
    expect(payouts[1]!.funding_id).toBe(payouts[0]!.funding_id);
    expect(await fundingCount()).toBe(n + 1);
    expect((await funding(payouts[0]!.funding_id!)).amount.amountMinor).toBe('30025');
    await later(2200);
    for (const p of payouts) expect((await detail(p.payment_id)).status).toBe('PENDING');
    await expectLedgerSound(t.db);
  });

  it('refuses the whole group on one recipient’s refusal, naming it, and a group paid two ways', async () => {
    const card = await saveCard('4111 1111 1111 1111');
    const n = await fundingCount();
    const bad = await api.post(
      '/createGroupPayout',
      a,
      { payouts: [byCard(card._id), byCard(card._id, randomUUID())] },
      randomUUID(),
    );
    expect(bad.statusCode).toBe(404);
    expect(bad.json().errors[0].field).toBe('payouts.1.beneficiary_id');
    const mixed = await api.post(
      '/createGroupPayout',
      a,
      { payouts: [byCard(card._id), byTransfer('payNow')] },
      randomUUID(),
    );
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().errors[0]).toEqual({
      field: 'payouts.1.additional_info.deposit_method',
      message: PAYOUT_FUNDING_MESSAGES.mixedMethods,
    });
    expect(await fundingCount()).toBe(n);
  });
});
