import type { TCurrencyAccount } from '@corridor/contracts/accounts/currency-account';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/auth.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';

const V1 = '/smebackend/api/v1';
let t: TestApp;
let sg: Record<string, string>;
let au: Record<string, string>;
let jp: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  sg = (await signIn(t, 'admin@demo.test', undefined, '10.3.0.1')).headers;
  au = (await signIn(t, 'au@demo.test', undefined, '10.3.0.2')).headers;
  jp = (await signIn(t, 'jp@demo.test', undefined, '10.3.0.3')).headers;
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url: V1 + url, headers });
const post = (url: string, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: V1 + url, headers, payload });
const summary = async (h: Record<string, string>) =>
  (await get('/settings/account/summary', h)).json().accounts as TCurrencyAccount[];
const byCurrency = async (h: Record<string, string>, currency: string) =>
  (await summary(h)).find((a) => a.currency === currency)!;

describe('[ACCOUNTS] summary', () => {
  it('lists the business accounts with ledger and available balances as minor-unit strings and VFA status', async () => {
    const accounts = await summary(sg);
    expect(accounts.map((a) => a.currency)).toEqual(expect.arrayContaining(['SGD', 'USD', 'EUR', 'GBP', 'AUD', 'HKD']));
    const sgd = accounts.find((a) => a.currency === 'SGD')!;
    expect(sgd).toMatchObject({ is_active: true, hidden: false, is_default_account: true, client: expect.any(String) });
    expect(sgd.running_balance.amountMinor).toMatch(/^\d+$/);
    expect(BigInt(sgd.running_balance.amountMinor) > 0n).toBe(true);
    expect(sgd.running_balance.display).toMatch(/^\d{1,3}(,\d{3})*\.\d{2}$/);
    expect(sgd.VFA).toMatchObject({ status: 'COMPLETED', canReceive: true });
    expect(accounts.find((a) => a.currency === 'HKD')!.VFA).toMatchObject({ status: 'PENDING', canReceive: false });
    const jpy = (await summary(jp))[0]!;
    expect(jpy.currency).toBe('JPY');
    expect(jpy.running_balance.display).toMatch(/^\d{1,3}(,\d{3})*$/);
  });

  it('answers 404 for another business given as ?client=', async () => {
    const auClient = (await summary(au))[0]!.client;
    expect((await get(`/settings/account/summary?client=${auClient}`, sg)).statusCode).toBe(404);
    const own = (await summary(sg))[0]!.client;
    expect((await get(`/settings/account/summary?client=${own}`, sg)).statusCode).toBe(200);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${V1}/settings/account/summary`,
      headers: { source: 'sme' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('[ACCOUNTS] open and close', () => {
  it('opens an offered currency once; a second open is ACCOUNT_EXISTS', async () => {
    const res = await post('/settings/account/create', sg, { currency: 'CHF', label: 'Swiss suppliers' });
    expect(res.statusCode).toBe(200);
    expect(res.json().account).toMatchObject({
      currency: 'CHF',
      label: 'Swiss suppliers',
      running_balance: { amountMinor: '0', display: '0.00' },
      VFA: null,
    });
    expect(res.json().account.account_number).toMatch(/^\d{10}$/);
    const again = await post('/settings/account/create', sg, { currency: 'CHF' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ACCOUNT_EXISTS');
  });

  it('refuses a currency the entity does not offer, unknown currencies and unknown fields', async () => {
    const jpUsd = await post('/settings/account/create', jp, { currency: 'USD' });
    expect(jpUsd.statusCode).toBe(422);
    expect(jpUsd.json()).toMatchObject({ code: 'CURRENCY_NOT_OFFERED' });
    expect((await post('/settings/account/create', sg, { currency: 'XXX' })).json().code).toBe('VALIDATION_ERROR');
    const extra = await post('/settings/account/create', sg, { currency: 'NOK', balance: '100' });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().errors).toEqual([{ field: 'balance', message: 'Unknown field' }]);
  });

  it('opens several at once, or none of them, naming the failing currency', async () => {
    const failing = await post('/settings/account/createBulk', sg, { currencies: ['DKK', 'SGD'] });
    expect(failing.statusCode).toBe(409);
    expect(failing.json().errors).toEqual([{ field: 'currencies.1', message: expect.any(String) }]);
    expect((await summary(sg)).some((a) => a.currency === 'DKK')).toBe(false);
    const ok = await post('/settings/account/createBulk', sg, { currencies: ['DKK', 'SEK'] });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().accounts.map((a: TCurrencyAccount) => a.currency)).toEqual(['DKK', 'SEK']);
  });

  it('refuses to close an account with money in it', async () => {
    const sgd = await byCurrency(sg, 'SGD');
    const res = await post('/settings/account/close', sg, { accountId: sgd._id });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('ACCOUNT_NOT_EMPTY');
    expect((await byCurrency(sg, 'SGD')).is_active).toBe(true);
  });

  it('closes an empty account, keeps it under all accounts, and re-opens the same account', async () => {
    const { _id } = await byCurrency(sg, 'SEK');
    const closed = await post('/settings/account/close', sg, { accountId: _id });
    expect(closed.json().account).toMatchObject({ is_active: false, closed_at: expect.any(String) });
    expect((await summary(sg)).some((a) => a._id === _id)).toBe(false);
    const all = (await get('/settings/account/all', sg)).json().accounts as TCurrencyAccount[];
    expect(all.find((a) => a._id === _id)?.is_active).toBe(false);
    const update = await post('/settings/account/update', sg, { accountId: _id, hidden: true });
    expect(update.json().code).toBe('ACCOUNT_CLOSED');
    const reopened = await post('/settings/account/create', sg, { currency: 'SEK' });
    expect(reopened.json().account).toMatchObject({ _id, is_active: true, closed_at: null });
  });
});

describe('[ACCOUNTS] update', () => {
  it('hides, labels and sets auto-bookfx fields, changing only what is sent', async () => {
    const { _id } = await byCurrency(sg, 'EUR');
    const res = await post('/settings/account/update', sg, {
      accountId: _id,
      hidden: true,
      label: 'Euro ops',
      disable_auto_bookfx: true,
      auto_bookfx_sequence: 2,
    });
    expect(res.json().account).toMatchObject({
      hidden: true,
      label: 'Euro ops',
      disable_auto_bookfx: true,
      auto_bookfx_sequence: 2,
      is_default_account: false,
    });
    const partial = await post('/settings/account/update', sg, { accountId: _id, hidden: false });
    expect(partial.json().account).toMatchObject({ hidden: false, label: 'Euro ops', auto_bookfx_sequence: 2 });
  });

  it('keeps one default account per business', async () => {
    const usd = await byCurrency(sg, 'USD');
    await post('/settings/account/update', sg, { accountId: usd._id, is_default_account: true });
    const defaults = (await summary(sg)).filter((a) => a.is_default_account).map((a) => a.currency);
    expect(defaults).toEqual(['USD']);
    const sgd = await byCurrency(sg, 'SGD');
    await post('/settings/account/update', sg, { accountId: sgd._id, is_default_account: true });
    expect((await summary(sg)).filter((a) => a.is_default_account).map((a) => a.currency)).toEqual(['SGD']);
  });
});

describe("[ACCOUNTS] another business's account is not found", () => {
  it('answers 404 to close, update, VFA, details and unknown or malformed ids', async () => {
    const sgd = await byCurrency(sg, 'SGD');
    const auClient = (await summary(au))[0]!.client;
    for (const res of [
      await post('/settings/account/close', au, { accountId: sgd._id }),
      await post('/settings/account/update', au, { accountId: sgd._id, hidden: true }),
      await post('/settings/account/createVfa', au, { accountId: sgd._id, clientId: auClient }),
      await get(`/settings/account/${sgd._id}/details`, au),
      await post('/settings/account/close', sg, { accountId: '00000000-0000-4000-8000-000000000000' }),
      await post('/settings/account/close', sg, { accountId: 'not-an-id' }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
    expect((await byCurrency(sg, 'SGD')).hidden).toBe(false);
  });
});
