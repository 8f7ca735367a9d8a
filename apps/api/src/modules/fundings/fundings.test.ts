import { randomUUID } from 'node:crypto';
import type { TSavedCard, TSavedCardList } from '@corridor/contracts/fundings/cards';
import type { TFunding } from '@corridor/contracts/fundings/funding';
import type { TFundingFees } from '@corridor/contracts/fundings/fundings';
import { CARD_MESSAGES } from '@corridor/domain/fundings/cards';
import { FUNDING_MESSAGES } from '@corridor/domain/fundings/statuses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createUser, openAccount, signInAs, type TestClient } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { expectLedgerSound } from '../../../test/ledger-expect.ts';
import { systemAccountId } from '../../ledger/ids.ts';
import { book, getBalances } from '../../ledger/ledger.service.ts';
import { sweepChecks } from './funding-checks.service.ts';

const V1 = '/smebackend/api/v1';
const A_MINUTE = 60_000;
let t: TestApp;
let client: TestClient;
let a: Record<string, string>;
let sgd: string;
let usd: string;
let b: Record<string, string>;
let theirSgd: string;

beforeAll(async () => {
  t = await createTestApp();
  client = await createClient(t.db, { name: 'Funding Test Pte Ltd' });
  a = (await signInAs(t, await createUser(t.db, client))).headers;
  sgd = await openAccount(t.db, client, 'SGD');
  usd = await openAccount(t.db, client, 'USD');
  const other = await createClient(t.db, { name: 'Other Funding Pte Ltd' });
  b = (await signInAs(t, await createUser(t.db, other))).headers;
  theirSgd = await openAccount(t.db, other, 'SGD');
});
afterAll(() => t.close());

let keyN = 0;
const fund = (payload: object, opts: { headers?: Record<string, string>; key?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: `${V1}/funding`,
    headers: { ...(opts.headers ?? a), 'idempotency-key': opts.key ?? `fund-${++keyN}` },
    payload,
  });
const get = (id: string, headers = a) => t.app.inject({ method: 'GET', url: `${V1}/funding/${id}`, headers });
const saveCard = (
  cardNumber: string,
  opts: { expiry?: string; isSaveCard?: boolean; headers?: Record<string, string> } = {},
) =>
  t.app.inject({
    method: 'POST',
    url: `${V1}/bpsp/saveCard`,
    headers: opts.headers ?? a,
    payload: {
      cardNumber,
      expiry: opts.expiry ?? '12/30',
      cvv: '123',
      currency: 'SGD',
      isSaveCard: opts.isSaveCard ?? true,
    },
  });
const savedCard = async (cardNumber: string, isSaveCard = true) => {
  t.clock.advance(1000);
  const res = await saveCard(cardNumber, { isSaveCard });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as TSavedCard;
};
const balance = async (id = sgd) => (await getBalances(t.db, [id])).get(id)!.ledger;
const counts = async () =>
  (
    await t.db.query<{ f: number; l: number; c: number }>(
      `SELECT (SELECT count(*)::int FROM fundings) AS f, (SELECT count(*)::int FROM ledger_transfers) AS l,
         (SELECT count(*)::int FROM saved_cards) AS c`,
    )
  ).rows[0]!;
/** Moves the clock on and makes the checks that are then due (the check jobs' and the sweep's work). */
async function later(ms: number) {
  t.clock.advance(ms);
  await sweepChecks(t.deps);
}
describe('[ADD MONEY] by bank transfer, PayNow: credited only when the bank sees the transfer', () => {
  it('gives instructions with the FD reference, credits nothing, then credits when the transfer is seen', async () => {
    const before = await balance();
    const res = await fund({ accountId: sgd, amount: '1,250.00', method: 'payNow' });
    expect(res.statusCode, res.body).toBe(201);
    const f = res.json() as TFunding;
    expect(f.reference).toMatch(/^FD\d{10}$/);
    expect(f).toMatchObject({
      type: 'PREFUNDING',
      method: 'payNow',
      status: 'AWAITING_FUNDS',
      amount: { currency: 'SGD', amountMinor: '125000' },
      fee: { amountMinor: '0' },
      instructions: { proxyType: 'UEN', reference: f.reference },
    });
    expect(f.tracker.map((s) => `${s.label}:${s.state}`)).toEqual([
      'Initiated:done',
      'Awaiting funds:current',
      'Funds received:upcoming',
      'Completed:upcoming',
    ]);
    expect(await balance()).toBe(before);
    await later(1000);
    expect((await get(f._id)).json()).toMatchObject({ status: 'AWAITING_FUNDS' });
    await later(4100);
    const done = (await get(f.reference)).json() as TFunding;
    expect(done.status).toBe('COMPLETED');
    expect(done.tracker.every((s) => s.state === 'done')).toBe(true);
    expect(await balance()).toBe(before + 125000n);
    await expectLedgerSound(t.db);
  });

  it('answers a replay of the same key with the same funding, one funding written', async () => {
    const n = await counts();
    const first = await fund({ accountId: usd, amount: '10.00', method: 'bankTransfer' }, { key: 'replay-1' });
    const again = await fund({ accountId: usd, amount: '10.00', method: 'bankTransfer' }, { key: 'replay-1' });
    expect(first.statusCode).toBe(201);
    expect(again.json()._id).toBe(first.json()._id);
    expect((await counts()).f).toBe(n.f + 1);
    const changed = await fund({ accountId: usd, amount: '11.00', method: 'bankTransfer' }, { key: 'replay-1' });
    expect(changed.statusCode).toBe(422);
  });

  it('waits for a transfer that never comes (amount ending 99), crediting nothing', async () => {
    const before = await balance();
    const f = (await fund({ accountId: sgd, amount: '100.99', method: 'bankTransfer' })).json() as TFunding;
    await later(6000);
    await later(20_000);
    expect(((await get(f._id)).json() as TFunding).status).toBe('AWAITING_FUNDS');
    expect(await balance()).toBe(before);
    const cancel = (id: string, headers = a) =>
      t.app.inject({ method: 'POST', url: `${V1}/funding/${id}/cancel`, headers });
    expect((await cancel(f._id, b)).statusCode).toBe(404);
    const cancelled = await cancel(f._id);
    expect(cancelled.json()).toMatchObject({ status: 'CANCELLED', failureReason: FUNDING_MESSAGES.cancelled });
    expect((await cancel(f._id)).json()).toMatchObject({
      code: 'INVALID_TRANSITION',
      message: FUNDING_MESSAGES.cannotCancel,
    });
    await later(A_MINUTE);
    expect(((await get(f._id)).json() as TFunding).status).toBe('CANCELLED');
    expect(await balance()).toBe(before);
  });
});

describe('[ADD MONEY] a cancel racing the transfer’s arrival', () => {
  it('either credits it and refuses the cancel, or cancels it and credits nothing: never both', async () => {
    const before = await balance();
    const f = (await fund({ accountId: sgd, amount: '200.00', method: 'bankTransfer' })).json() as TFunding;
    t.clock.advance(5100); // the sandbox bank has seen it: the next check credits it
    const [, cancel] = await Promise.all([
      sweepChecks(t.deps),
      t.app.inject({ method: 'POST', url: `${V1}/funding/${f._id}/cancel`, headers: a }),
    ]);
    await later(A_MINUTE); // a check still due runs; a final funding stays as it is
    const after = (await get(f._id)).json() as TFunding;
    if (cancel.statusCode === 200) {
      expect(after.status).toBe('CANCELLED');
      expect(await balance()).toBe(before);
    } else {
      expect(cancel.json()).toMatchObject({ code: 'INVALID_TRANSITION', message: FUNDING_MESSAGES.cannotCancel });
      expect(after.status).toBe('COMPLETED');
      expect(await balance()).toBe(before + 200_00n);
    }
    await expectLedgerSound(t.db);
  });
});

describe('[ADD MONEY] a burst of transfers arriving at once', () => {
  it('credits due fundings together, and one the ledger refuses does not hold the others back', async () => {
    const burst = await createClient(t.db, { name: 'Burst Trading Pte Ltd' });
    const headers = (await signInAs(t, await createUser(t.db, burst))).headers;
    const full = await openAccount(t.db, burst, 'SGD');
    const other = await openAccount(t.db, burst, 'HKD');
    const made = [];
    for (const [accountId, amount] of [
      [full, '1,000.00'],
      [other, '2,000.00'],
      [other, '3,000.00'],
    ] as const) {
      const res = await fund({ accountId, amount, method: 'bankTransfer' }, { headers });
      expect(res.statusCode, res.body).toBe(201);
      made.push(res.json() as TFunding);
    }
    // After the instructions, the SGD account fills to the database's hard line: its credit can no longer fit.
    await t.db.tx((tx) =>
      book(tx, [
        {
          id: randomUUID(),
          debitAccountId: systemAccountId('SETTLEMENT', 'SGD'),
          creditAccountId: full,
          amount: 10n ** 17n - 50_000n,
          currency: 'SGD',
          code: 'FUNDING',
        },
      ]),
    );
    const hkdBefore = await balance(other);
    t.clock.advance(6000);
    await expect(sweepChecks(t.deps)).rejects.toMatchObject({ code: 'ACCOUNT_LIMIT_REACHED' });
    const statuses = await Promise.all(made.map(async (f) => ((await get(f._id, headers)).json() as TFunding).status));
    expect(statuses).toEqual(['AWAITING_FUNDS', 'COMPLETED', 'COMPLETED']);
    expect(await balance(other)).toBe(hkdBefore + 500_000n);
    await expectLedgerSound(t.db);
    // Stop waiting for the one that cannot fit, so later checks are not held up by it.
    const cancel = await t.app.inject({ method: 'POST', url: `${V1}/funding/${made[0]!._id}/cancel`, headers });
    expect(cancel.json()).toMatchObject({ status: 'CANCELLED' });
  });
});

describe('[ADD MONEY] by card: only APPROVED is credited', () => {
  it('shows the fee first, charges amount plus fee, credits the amount on APPROVED', async () => {
    const card = await savedCard('4111 1111 1111 1111');
    expect(card).toMatchObject({ brand: 'VISA', lastFour: '1111', expiry: '12/30' });
    const fees = await t.app.inject({
      method: 'GET',
      url: `${V1}/funding/fees?accountId=${sgd}&amount=100.00&method=creditCard&cardId=${card._id}`,
      headers: a,
    });
    expect(fees.json() as TFundingFees).toMatchObject({
      fee: { amountMinor: '290' },
      total: { amountMinor: '10290' },
      feePercent: '2.9',
      productCode: 'DEFAULT',
    });
    const before = await balance();
    const revenue = await balance(systemAccountId('FEE_REVENUE', 'SGD'));
    const f = (
      await fund({ accountId: sgd, amount: '100.00', method: 'creditCard', cardId: card._id })
    ).json() as TFunding;
    expect(f).toMatchObject({ type: 'CARD_FUNDING', status: 'DEBITING_FUNDS', card: { lastFour: '1111' } });
    expect(await balance()).toBe(before);
    await later(2200);
    expect(((await get(f._id)).json() as TFunding).status).toBe('COMPLETED');
    expect(await balance()).toBe(before + 100_00n);
    expect(await balance(systemAccountId('FEE_REVENUE', 'SGD'))).toBe(revenue + 290n);
    await expectLedgerSound(t.db);
  });

  it.each([
    ['4000 0000 0000 0002', CARD_MESSAGES.insufficientFunds],
    ['4000 0000 0000 0069', CARD_MESSAGES.expired],
    ['4000 0000 0000 0119', "There's an issue with this corridor at the moment."],
  ])('fails card %s with §8’s words and credits nothing', async (number, message) => {
    const card = await savedCard(number, false);
    const before = await balance();
    const f = (
      await fund({ accountId: sgd, amount: '50.00', method: 'creditCard', cardId: card._id })
    ).json() as TFunding;
    await later(2200);
    const failed = (await get(f._id)).json() as TFunding;
    expect(failed).toMatchObject({ status: 'FAILED', failureReason: message, card: { _id: card._id } });
    // A card kept for one payment cannot be charged again.
    const again = await fund({ accountId: sgd, amount: '50.00', method: 'creditCard', cardId: card._id });
    expect(again.json().code).toBe('CARD_NOT_FOUND');
    expect(failed.tracker.at(-1)).toMatchObject({ label: 'Payment failed', state: 'failed' });
    expect(await balance()).toBe(before);
  });

  it('charges a card kept for one payment once, however many requests use it at the same moment', async () => {
    const card = await savedCard('4111111111111111', false);
    const n = (await counts()).f;
    const tries = await Promise.all(
      [10, 11, 12, 13].map((major) =>
        fund({ accountId: sgd, amount: `${major}.00`, method: 'creditCard', cardId: card._id }),
      ),
    );
    expect(tries.map((r) => r.statusCode).sort()).toEqual([201, 404, 404, 404]);
    expect(tries.filter((r) => r.statusCode === 404).every((r) => r.json().code === 'CARD_NOT_FOUND')).toBe(true);
    expect((await counts()).f).toBe(n + 1);
  });

  it('hands back the 3-D Secure redirect for card …3220, then credits', async () => {
    const card = await savedCard('4000000000003220', false);
    const f = (
      await fund({ accountId: sgd, amount: '20.00', method: 'creditCard', cardId: card._id })
    ).json() as TFunding;
    expect(f.redirectUrl).toContain(`/r/funding/${f._id}?requestId=`);
    await later(2200);
    expect(((await get(f._id)).json() as TFunding).status).toBe('COMPLETED');
  });
});

describe('[CARDS] saved cards', () => {
  it('lists newest first with duplicates removed, hides one-time cards, deletes', async () => {
    const first = await savedCard('5555 5555 5555 4444');
    const second = await savedCard('4242424242424242');
    const dup = await savedCard('5555555555554444');
    const list = (
      await t.app.inject({ method: 'GET', url: `${V1}/bpsp/getAllSavedCards`, headers: a })
    ).json() as TSavedCardList;
    const ids = list.cards.map((c) => c._id);
    expect(ids.indexOf(dup._id)).toBeLessThan(ids.indexOf(second._id));
    expect(ids).not.toContain(first._id);
    expect(list.cards.every((c) => c.isSaveCard)).toBe(true);
    const del = await t.app.inject({ method: 'DELETE', url: `${V1}/bpsp/deleteCard/${dup._id}`, headers: a });
    expect(del.statusCode).toBe(200);
    expect((del.json() as TSavedCardList).cards.map((c) => c.lastFour)).not.toContain('4444');
  });
});

describe('[ADD MONEY] bad input changes nothing', () => {
  it('refuses card numbers failing Luhn, expired cards and bad CVVs before the processor', async () => {
    const n = await counts();
    const luhn = await saveCard('4111 1111 1111 1112');
    expect(luhn.statusCode).toBe(400);
    expect(luhn.json()).toMatchObject({ errors: [{ field: 'cardNumber', message: CARD_MESSAGES.number }] });
    const expired = await saveCard('4111111111111111', { expiry: '01/20' });
    expect(expired.json()).toMatchObject({ errors: [{ field: 'expiry', message: CARD_MESSAGES.expired }] });
    const unverified = await saveCard('4000 0000 0000 0341');
    expect(unverified.json()).toMatchObject({
      code: 'CARD_VERIFICATION_FAILED',
      message: "We couldn't process your credit card.",
    });
    expect(await counts()).toEqual(n);
  });

  it('answers another business’s card, account and funding as unknown', async () => {
    const mine = await savedCard('4242424242424242');
    const theirs = (await saveCard('4242424242424242', { headers: b })).json() as TSavedCard;
    const n = await counts();
    const withTheirCard = await fund({ accountId: sgd, amount: '10.00', method: 'creditCard', cardId: theirs._id });
    expect(withTheirCard.statusCode).toBe(404);
    expect(withTheirCard.json().code).toBe('CARD_NOT_FOUND');
    const del = await t.app.inject({ method: 'DELETE', url: `${V1}/bpsp/deleteCard/${theirs._id}`, headers: a });
    expect([del.statusCode, del.json().code]).toEqual([404, 'CARD_NOT_FOUND']);
    const theirAccount = await fund({ accountId: theirSgd, amount: '10.00', method: 'bankTransfer' });
    expect(theirAccount.statusCode).toBe(404);
    const f = (
      await fund({ accountId: theirSgd, amount: '10.00', method: 'bankTransfer' }, { headers: b })
    ).json() as TFunding;
    expect((await get(f._id)).statusCode).toBe(404);
    expect((await get(f.reference)).statusCode).toBe(404);
    expect((await get('FD0000000000')).statusCode).toBe(404);
    expect((await counts()).f).toBe(n.f + 1);
    expect(mine._id).not.toBe(theirs._id);
  });

  it('refuses PayNow outside SGD, over-precise amounts and a card funding without a card', async () => {
    const n = await counts();
    const payNowUsd = await fund({ accountId: usd, amount: '10.00', method: 'payNow' });
    expect(payNowUsd.json()).toMatchObject({ code: 'VALIDATION_ERROR', errors: [{ field: 'method' }] });
    const precise = await fund({ accountId: sgd, amount: '10.001', method: 'bankTransfer' });
    expect(precise.json()).toMatchObject({ code: 'VALIDATION_ERROR', errors: [{ field: 'amount' }] });
    const noCard = await fund({ accountId: sgd, amount: '10.00', method: 'creditCard' });
    expect(noCard.json()).toMatchObject({ errors: [{ field: 'cardId', message: 'Please choose a card.' }] });
    const wrongMethod = await fund({ accountId: sgd, amount: '10.00', method: 'ach' });
    expect(wrongMethod.statusCode).toBe(400);
    expect(await counts()).toEqual(n);
  });
});
