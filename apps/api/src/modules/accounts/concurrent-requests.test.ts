import { randomUUID } from 'node:crypto';
import type { TCurrencyAccount } from '@corridor/contracts/accounts/currency-account';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/auth.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';

/**
 * The same request sent many times at once — a double click, a client retrying, a script — answers as one: the
 * same result for each, or the refusal a second request would get one after the other; never a 500. On
 * PostgreSQL these run on separate connections at the same moment (on PGlite they queue).
 */
const V1 = '/smebackend/api/v1';
const N = 10;
let t: TestApp;
let sg: Record<string, string>;
let clientId: string;

beforeAll(async () => {
  t = await createTestApp();
  sg = (await signIn(t, 'admin@demo.test', undefined, '10.9.2.1')).headers;
  clientId = (await accounts())[0]!.client;
});
afterAll(() => t.close());

const post = (url: string, payload: object, headers: Record<string, string> = sg) =>
  t.app.inject({ method: 'POST', url: V1 + url, headers, payload });
const times = <T>(fn: () => Promise<T>) => Promise.all(Array.from({ length: N }, fn));
async function accounts(): Promise<TCurrencyAccount[]> {
  return (await t.app.inject({ method: 'GET', url: `${V1}/settings/account/summary`, headers: sg })).json().accounts;
}

describe('[CONCURRENCY] identical requests at once answer as one', () => {
  it('createVfa: every request gets the same VFA, and only one is provisioned', async () => {
    const account = (await post('/settings/account/create', { currency: 'NZD' })).json().account as TCurrencyAccount;
    const results = await times(() => post('/settings/account/createVfa', { accountId: account._id, clientId }));
    expect(results.map((r) => r.statusCode)).toEqual(Array(N).fill(200));
    const vfas = results.map((r) => r.json().vfa);
    for (const vfa of vfas) expect(vfa).toEqual(vfas[0]);
    expect(vfas[0]).toMatchObject({ status: 'COMPLETED', currency: 'NZD' });
    const { rows } = await t.db.query('SELECT 1 FROM virtual_accounts WHERE account_id = $1', [account._id]);
    expect(rows).toHaveLength(1);
  });

  it('opening one currency: one account is opened, the others hear it exists (409), never a 500', async () => {
    const results = await times(() => post('/settings/account/create', { currency: 'SEK' }));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, ...Array(N - 1).fill(409)]);
    expect(results.filter((r) => r.statusCode === 409).map((r) => r.json().code)).toEqual(
      Array(N - 1).fill('ACCOUNT_EXISTS'),
    );
    expect((await accounts()).filter((a) => a.currency === 'SEK')).toHaveLength(1);
  });

  it('closing one account at once: every request answers with the closed account', async () => {
    const account = (await post('/settings/account/create', { currency: 'DKK' })).json().account as TCurrencyAccount;
    const results = await times(() => post('/settings/account/close', { accountId: account._id }));
    expect(results.map((r) => r.statusCode)).toEqual(Array(N).fill(200));
    expect(results.map((r) => r.json().account.is_active)).toEqual(Array(N).fill(false));
  });

  it('making accounts default at once: all succeed and one default remains', async () => {
    const open = await accounts();
    const results = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        post('/settings/account/update', { accountId: open[i % open.length]!._id, is_default_account: true }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(N).fill(200));
    expect((await accounts()).filter((a) => a.is_default_account)).toHaveLength(1);
  });

  it('the same incoming payment (one Idempotency-Key) at once moves money once', async () => {
    const sgd = (await accounts()).find((a) => a.currency === 'SGD')!;
    const key = randomUUID();
    const payload = { accountId: sgd._id, amount: '77.00', payerName: 'Eager Payer' };
    const results = await times(() => post('/dev/incoming-payment', payload, { ...sg, 'idempotency-key': key }));
    expect(results.every((r) => r.statusCode === 201)).toBe(true);
    expect(new Set(results.map((r) => r.json().payment.id)).size).toBe(1);
    const { rows } = await t.db.query("SELECT 1 FROM incoming_payments WHERE payer_name = 'Eager Payer'");
    expect(rows).toHaveLength(1);
  });
});
