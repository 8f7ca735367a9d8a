import { randomUUID } from 'node:crypto';
import type { TCurrencyAccount } from '@corridor/contracts/accounts/currency-account';
import { LIMIT_MESSAGES } from '@corridor/domain/amount-limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/auth.ts';
import { createClient, openAccount, signedInBusiness } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { openTestAccounts } from '../../../test/ledger-fixtures.ts';
import { systemAccountId } from '../../ledger/ids.ts';
import { book } from '../../ledger/ledger.service.ts';

const V1 = '/smebackend/api/v1';
const MAX_RECEIPT = '1,000,000,000,000.00'; // the default AMOUNT_CEILING_MAJOR, in NZD
let t: TestApp;
let sg: Record<string, string>;
let au: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  sg = (await signIn(t, 'admin@demo.test', undefined, '10.9.1.1')).headers;
  au = (await signIn(t, 'au@demo.test', undefined, '10.9.1.2')).headers;
});
afterAll(() => t.close());

const pay = (app: TestApp, headers: Record<string, string>, accountId: string, amount: string) =>
  app.app.inject({
    method: 'POST',
    url: `${V1}/dev/incoming-payment`,
    headers: { ...headers, 'idempotency-key': randomUUID() },
    payload: { accountId, amount, payerName: 'Big Payer' },
  });

/** A new, empty account that can receive: opened, with its VFA. */
async function receivingAccount(app: TestApp, headers: Record<string, string>, currency: string) {
  const post = (url: string, payload: object) => app.app.inject({ method: 'POST', url: V1 + url, headers, payload });
  const account = (await post('/settings/account/create', { currency })).json().account as TCurrencyAccount;
  await post('/settings/account/createVfa', { accountId: account._id, clientId: account.client });
  return account;
}
async function accountIn(currency: string, headers = sg): Promise<TCurrencyAccount> {
  const res = await t.app.inject({ method: 'GET', url: `${V1}/settings/account/summary`, headers });
  return (res.json().accounts as TCurrencyAccount[]).find((a) => a.currency === currency)!;
}
const ledgerRow = async (id: string) =>
  (
    await t.db.query<{ balance: bigint; pending_debits: bigint }>(
      'SELECT balance, pending_debits FROM ledger_accounts WHERE id = $1',
      [id],
    )
  ).rows[0]!;

describe('[LIMITS] every amount has a ceiling, checked before the ledger', () => {
  it('refuses the amount that used to overflow the settlement account, as a field error, and books nothing', async () => {
    const sgd = await accountIn('SGD');
    const settlement = systemAccountId('SETTLEMENT', 'SGD');
    const before = await ledgerRow(settlement);
    const message = LIMIT_MESSAGES.amountAboveCeiling('SGD', 10n ** 14n);
    for (const amount of ['92233720368547758.07', '9223372036854775807', '1000000000000.01']) {
      const res = await pay(t, sg, sgd._id, amount);
      expect(res.statusCode, amount).toBe(400);
      expect(res.json()).toEqual({ code: 'VALIDATION_ERROR', message, errors: [{ field: 'amount', message }] });
    }
    expect(await ledgerRow(settlement)).toEqual(before);
    // Receipts in the currency still work for everyone.
    expect((await pay(t, au, (await accountIn('USD', au))._id, '10.00')).statusCode).toBe(201);
    expect((await pay(t, sg, sgd._id, '10.00')).statusCode).toBe(201);
  });

  it('accepts a 12-digit amount', async () => {
    const res = await pay(t, sg, (await accountIn('SGD'))._id, '999,999,999,999.99');
    expect(res.statusCode).toBe(201);
    expect(res.json().payment.amount.amountMinor).toBe('99999999999999');
  });

  it('takes the ceiling from AMOUNT_CEILING_MAJOR, in the currency minor units', async () => {
    const small = await createTestApp({ AMOUNT_CEILING_MAJOR: '5000' });
    try {
      const headers = (await signIn(small, 'admin@demo.test', undefined, '10.9.1.3')).headers;
      const nzd = await receivingAccount(small, headers, 'NZD');
      const over = await pay(small, headers, nzd._id, '5,000.01');
      expect(over.json().message).toBe('We cannot process this amount. The most we accept at once is NZD 5,000.00.');
      expect((await pay(small, headers, nzd._id, '5,000.00')).statusCode).toBe(201);
    } finally {
      await small.close();
    }
  });
});

describe('[LIMITS] one business cannot drive a house account to its limit', () => {
  it('refuses maximum receipts past the account ceiling clearly, even at once, and others still receive', async () => {
    const nzd = await receivingAccount(t, sg, 'NZD');
    // Twelve maximum receipts at once: ten fit under the ceiling (10 × the amount ceiling), two do not.
    const results = await Promise.all(Array.from({ length: 12 }, () => pay(t, sg, nzd._id, MAX_RECEIPT)));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([...Array(10).fill(201), 422, 422]);
    const message = LIMIT_MESSAGES.balanceAboveCeiling('NZD', 10n ** 15n);
    expect(results.find((r) => r.statusCode === 422)!.json()).toEqual({
      code: 'ACCOUNT_LIMIT_REACHED',
      message,
      errors: [{ field: 'amount', message }],
    });
    expect((await ledgerRow(nzd._id)).balance).toBe(10n ** 15n);
    expect((await pay(t, sg, nzd._id, '0.01')).statusCode).toBe(422);

    // The settlement account carries the other side, far from the int8 limit, and keeps serving other businesses.
    expect((await ledgerRow(systemAccountId('SETTLEMENT', 'NZD'))).balance).toBe(-(10n ** 15n));
    const other = await receivingAccount(t, au, 'NZD');
    const res = await pay(t, au, other._id, MAX_RECEIPT);
    expect(res.statusCode).toBe(201);
    expect(res.json().payment.status).toBe('CREDITED');
  });

  it('counts transfers still on their way: they are credited when they arrive, whatever the balance is then', async () => {
    const small = await createTestApp({ AMOUNT_CEILING_MAJOR: '5000' });
    try {
      const { client, headers } = await signedInBusiness(small);
      const sgd = await openAccount(small.db, client, 'SGD');
      const add = (amount: string) =>
        small.app.inject({
          method: 'POST',
          url: `${V1}/funding`,
          headers: { ...headers, 'idempotency-key': randomUUID() },
          payload: { accountId: sgd, amount, method: 'bankTransfer' },
        });
      // Ten maximum transfers fill the account's ceiling (10 × 5,000) before any has arrived.
      const awaited = await Promise.all(Array.from({ length: 10 }, () => add('5,000.00')));
      expect(awaited.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
      const over = await add('0.01');
      expect(over.statusCode).toBe(422);
      expect(over.json()).toMatchObject({
        code: 'ACCOUNT_LIMIT_REACHED',
        message: LIMIT_MESSAGES.balanceAboveCeiling('SGD', 5_000_000n),
      });
      const cancel = await small.app.inject({
        method: 'POST',
        url: `${V1}/funding/${awaited[0]!.json()._id}/cancel`,
        headers: { ...headers, 'idempotency-key': randomUUID() },
        payload: {},
      });
      expect(cancel.statusCode).toBe(200);
      expect((await add('5,000.00')).statusCode).toBe(201);
    } finally {
      await small.close();
    }
  });

  it('the database holds a hard line too, for any code path that skips the check', async () => {
    const clientId = (await createClient(t.db)).id;
    const [account] = await openTestAccounts(t.db, clientId, 'CHF', 1);
    const credit = (amount: bigint) =>
      t.db.tx((tx) =>
        book(tx, [
          {
            id: randomUUID(),
            debitAccountId: systemAccountId('SETTLEMENT', 'CHF'),
            creditAccountId: account!,
            amount,
            currency: 'CHF',
            code: 'ADJUSTMENT',
          },
        ]),
      );
    await credit(10n ** 17n);
    await expect(credit(1n)).rejects.toMatchObject({ code: 'ACCOUNT_LIMIT_REACHED', status: 422 });
  });
});
