import type { TCurrencyAccount } from '@corridor/contracts/accounts/currency-account';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/auth.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';

const V1 = '/smebackend/api/v1';
let t: TestApp;
let sg: Record<string, string>;
let clientId: string;

beforeAll(async () => {
  t = await createTestApp();
  sg = (await signIn(t, 'admin@demo.test', undefined, '10.4.0.1')).headers;
  clientId = (await accountIn('SGD')).client;
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url: V1 + url, headers: sg });
const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url: V1 + url, headers: sg, payload });
async function accountIn(currency: string): Promise<TCurrencyAccount> {
  const res = await t.app.inject({ method: 'GET', url: `${V1}/settings/account/summary`, headers: sg });
  return (res.json().accounts as TCurrencyAccount[]).find((a) => a.currency === currency)!;
}

describe('[RECEIVE] virtual funding accounts', () => {
  it('creates a COMPLETED VFA for a receivable currency and returns the same one when asked again', async () => {
    const opened = (await post('/settings/account/create', { currency: 'NZD' })).json().account;
    const res = await post('/settings/account/createVfa', { accountId: opened._id, clientId });
    expect(res.statusCode).toBe(200);
    expect(res.json().vfa).toMatchObject({ status: 'COMPLETED', canReceive: true, currency: 'NZD' });
    const again = await post('/settings/account/createVfa', { accountId: opened._id, clientId });
    expect(again.json().vfa).toEqual(res.json().vfa);
  });

  it('refuses a VFA in a currency the business cannot receive, or for another client id', async () => {
    const chf = (await post('/settings/account/create', { currency: 'CHF' })).json().account;
    const res = await post('/settings/account/createVfa', { accountId: chf._id, clientId });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('CURRENCY_NOT_OFFERED');
    const other = await post('/settings/account/createVfa', { accountId: chf._id, clientId: crypto.randomUUID() });
    expect(other.statusCode).toBe(404);
  });

  it('shares local and global details for a local currency, only global ones for NZD', async () => {
    const sgd = await accountIn('SGD');
    const res = await get(`/settings/account/${sgd._id}/details`);
    expect(res.statusCode).toBe(200);
    const details = res.json();
    expect(details.local).toMatchObject({
      accountName: 'Lion City Traders Pte Ltd',
      accountNumber: sgd.VFA!.account_number,
      routingCodeType: 'BANK_CODE',
    });
    expect(details.global).toMatchObject({ swiftBic: expect.stringMatching(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/) });
    expect((await get(`/settings/account/${sgd._id}/details`)).json()).toEqual(details); // deterministic
    const eur = await accountIn('EUR');
    expect((await get(`/settings/account/${eur._id}/details`)).json().local.accountNumber).toMatch(
      /^LT\d{2}SBXB\d{12}$/,
    );
    const nzd = await accountIn('NZD');
    expect((await get(`/settings/account/${nzd._id}/details`)).json().local).toBeNull();
  });

  it('has no details to share until the VFA is COMPLETED', async () => {
    const hkd = await accountIn('HKD');
    const res = await get(`/settings/account/${hkd._id}/details`);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('ACCOUNT_CANNOT_RECEIVE');
  });

  it('closing an account deactivates its VFA; re-opening and asking again completes a VFA once more', async () => {
    const opened = (await post('/settings/account/create', { currency: 'JPY' })).json().account;
    await post('/settings/account/createVfa', { accountId: opened._id, clientId });
    const closed = (await post('/settings/account/close', { accountId: opened._id })).json().account;
    expect(closed.VFA).toMatchObject({ status: 'DEACTIVATED', canReceive: false });
    const reopened = (await post('/settings/account/create', { currency: 'JPY' })).json().account;
    expect(reopened.VFA).toMatchObject({ status: 'DEACTIVATED' });
    const vfa = (await post('/settings/account/createVfa', { accountId: opened._id, clientId })).json().vfa;
    expect(vfa).toMatchObject({ status: 'COMPLETED', account_number: closed.VFA.account_number });
  });
});
