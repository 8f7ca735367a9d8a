import { randomUUID } from 'node:crypto';
import type { TCurrencyAccount } from '@corridor/contracts/accounts/currency-account';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/auth.ts';
import { PRODUCTION_ENV } from '../../../test/env.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';

const V1 = '/smebackend/api/v1';
let t: TestApp;
let sg: Record<string, string>;
let au: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  sg = (await signIn(t, 'admin@demo.test', undefined, '10.5.0.1')).headers;
  au = (await signIn(t, 'au@demo.test', undefined, '10.5.0.2')).headers;
});
afterAll(() => t.close());

const pay = (body: object, key: string | null = randomUUID(), headers = sg) =>
  t.app.inject({
    method: 'POST',
    url: `${V1}/dev/incoming-payment`,
    headers: key ? { ...headers, 'idempotency-key': key } : headers,
    payload: body,
  });
async function account(currency: string, headers = sg): Promise<TCurrencyAccount> {
  const res = await t.app.inject({ method: 'GET', url: `${V1}/settings/account/summary`, headers });
  return (res.json().accounts as TCurrencyAccount[]).find((a) => a.currency === currency)!;
}
const ledger = async (currency: string) => BigInt((await account(currency)).running_balance.amountMinor);
const available = async (currency: string) => BigInt((await account(currency)).available_balance.amountMinor);

describe('[RECEIVE] money arriving into a virtual account', () => {
  it('credits the account: RECEIVED then CREDITED, and both balances grow by the amount', async () => {
    const sgd = await account('SGD');
    const before = await ledger('SGD');
    const res = await pay({
      accountId: sgd._id,
      amount: '1,250.50',
      payerName: 'Acme Imports Ltd',
      reference: 'INV-9',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().payment).toMatchObject({
      status: 'CREDITED',
      amount: { currency: 'SGD', amountMinor: '125050', display: '1,250.50' },
      settledAt: expect.any(String),
    });
    expect(await ledger('SGD')).toBe(before + 125_050n);
    expect(await available('SGD')).toBe(before + 125_050n);
  });

  it('replays the first answer for the same Idempotency-Key and body, and moves money once', async () => {
    const sgd = await account('SGD');
    const body = { accountId: sgd._id, amount: '10', payerName: 'Repeat Payer' };
    const key = randomUUID();
    const first = await pay(body, key);
    const before = await ledger('SGD');
    const second = await pay(body, key);
    expect(second.statusCode).toBe(first.statusCode);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(await ledger('SGD')).toBe(before);
  });

  it('moves money once when the same key arrives 8 times at once', async () => {
    const sgd = await account('SGD');
    const before = await ledger('SGD');
    const key = randomUUID();
    const body = { accountId: sgd._id, amount: '3.21', payerName: 'Impatient Payer' };
    const results = await Promise.all(Array.from({ length: 8 }, () => pay(body, key)));
    expect(new Set(results.map((r) => r.statusCode))).toEqual(new Set([201]));
    expect(new Set(results.map((r) => r.json().payment.id)).size).toBe(1);
    expect(await ledger('SGD')).toBe(before + 321n);
  });

  it('refuses the same key with a different body (422 IDEMPOTENCY_KEY_REUSED), and a missing key', async () => {
    const sgd = await account('SGD');
    const key = randomUUID();
    await pay({ accountId: sgd._id, amount: '10', payerName: 'A' }, key);
    const reused = await pay({ accountId: sgd._id, amount: '11', payerName: 'A' }, key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    const missing = await pay({ accountId: sgd._id, amount: '10', payerName: 'A' }, null);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([{ field: 'Idempotency-Key', message: expect.any(String) }]);
  });

  it('validates the amount against the account currency decimals and changes nothing', async () => {
    const sgd = await account('SGD');
    const before = await ledger('SGD');
    const res = await pay({ accountId: sgd._id, amount: '1.005', payerName: 'A' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'amount', message: 'Amount can have at most 2 decimal places' }]);
    const zero = await pay({ accountId: sgd._id, amount: '0', payerName: 'A' });
    expect(zero.json().errors).toEqual([{ field: 'amount', message: 'Amount must be greater than 0' }]);
    expect(await ledger('SGD')).toBe(before);
    // JPY has no decimals: received through GLOBAL details.
    const jpy = (
      await t.app.inject({
        method: 'POST',
        url: `${V1}/settings/account/create`,
        headers: sg,
        payload: { currency: 'JPY' },
      })
    ).json().account;
    await t.app.inject({
      method: 'POST',
      url: `${V1}/settings/account/createVfa`,
      headers: sg,
      payload: { accountId: jpy._id, clientId: jpy.client },
    });
    const yen = await pay({ accountId: jpy._id, amount: '100.5', payerName: 'A' });
    expect(yen.json().errors).toEqual([{ field: 'amount', message: 'JPY amounts cannot have decimals' }]);
    expect((await pay({ accountId: jpy._id, amount: '50,000', payerName: 'A' })).json().payment.amount.display).toBe(
      '50,000',
    );
  });

  it('sandbox magic: minor units ending in 13 are RETURNED and never credited', async () => {
    const sgd = await account('SGD');
    const before = await ledger('SGD');
    const res = await pay({ accountId: sgd._id, amount: '100.13', payerName: 'Mismatch Co' });
    expect(res.json().payment).toMatchObject({ status: 'RETURNED', returnReason: 'Beneficiary name mismatch' });
    expect(await ledger('SGD')).toBe(before);
    expect(await available('SGD')).toBe(before);
  });

  it('sandbox magic: minor units ending in 17 stay RECEIVED: visible to the bank, not in the balance', async () => {
    const usd = await account('USD');
    const before = await ledger('USD');
    // The demo's USD payout awaiting approval holds some of it: what is available is measured on its own.
    const availableBefore = await available('USD');
    const res = await pay({ accountId: usd._id, amount: '200.17', payerName: 'Held Co' });
    expect(res.json().payment).toMatchObject({ status: 'RECEIVED', settledAt: null });
    expect(await ledger('USD')).toBe(before);
    expect(await available('USD')).toBe(availableBefore);
  });

  it('an account with money still held by the bank cannot be closed', async () => {
    const nzd = (
      await t.app.inject({
        method: 'POST',
        url: `${V1}/settings/account/create`,
        headers: sg,
        payload: { currency: 'NZD' },
      })
    ).json().account;
    await t.app.inject({
      method: 'POST',
      url: `${V1}/settings/account/createVfa`,
      headers: sg,
      payload: { accountId: nzd._id, clientId: nzd.client },
    });
    expect((await pay({ accountId: nzd._id, amount: '1.17', payerName: 'Held Co' })).json().payment.status).toBe(
      'RECEIVED',
    );
    expect(await ledger('NZD')).toBe(0n);
    const close = await t.app.inject({
      method: 'POST',
      url: `${V1}/settings/account/close`,
      headers: sg,
      payload: { accountId: nzd._id },
    });
    expect(close.statusCode).toBe(422);
    expect(close.json().code).toBe('ACCOUNT_NOT_EMPTY');
  });

  // A slow bank (settleAfterMs) is settled by a job: incoming-payments.jobs.test.ts.

  it('only an open account with a COMPLETED VFA receives', async () => {
    const hkd = await account('HKD');
    const res = await pay({ accountId: hkd._id, amount: '10', payerName: 'A' });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('ACCOUNT_CANNOT_RECEIVE');
  });

  it("answers 404 for another business's account", async () => {
    const sgd = await account('SGD');
    const res = await pay({ accountId: sgd._id, amount: '10', payerName: 'A' }, randomUUID(), au);
    expect(res.statusCode).toBe(404);
  });
});

describe('[RECEIVE] production', () => {
  it('has no dev incoming-payment route', async () => {
    const prod = await createTestApp(PRODUCTION_ENV);
    try {
      const res = await prod.app.inject({
        method: 'POST',
        url: `${V1}/dev/incoming-payment`,
        headers: { source: 'sme' },
      });
      expect(res.statusCode).toBe(404);
      const dev = await t.app.inject({ method: 'POST', url: `${V1}/dev/incoming-payment`, headers: { source: 'sme' } });
      expect(dev.statusCode).toBe(401);
    } finally {
      await prod.close();
    }
  });
});
