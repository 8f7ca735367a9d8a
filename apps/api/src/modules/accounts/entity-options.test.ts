import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/auth.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';

const V1 = '/smebackend/api/v1';
let t: TestApp;
let sg: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  sg = (await signIn(t, 'admin@demo.test', undefined, '10.4.0.2')).headers;
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url: V1 + url, headers: sg });

describe('[ACCOUNTS] entity currency options', () => {
  it('offers about 42 currencies to SG, only JPY to JP, and 404 for an unknown country', async () => {
    const sgOpts = (await get('/countries/SG/currencies')).json();
    expect(sgOpts.currencyOptions.length).toBeGreaterThanOrEqual(40);
    expect(sgOpts.entity).toMatchObject({ defaultAccountCurrencies: ['SGD', 'USD'], myAccountsLabel: 'My accounts' });
    const jpOpts = (await get('/countries/JP/currencies')).json();
    expect(jpOpts.currencyOptions.map((o: { value: string }) => o.value)).toEqual(['JPY']);
    expect((await get('/countries/HK/currencies')).json().entity.myAccountsLabel).toBe('Receive money');
    expect((await get('/countries/ZZ/currencies')).statusCode).toBe(404);
  });

  it('offers receiving currencies with NZD and JPY labelled GLOBAL at the end', async () => {
    const { currencies } = (await get('/settings/offeredReceivingCurrencies')).json();
    expect(currencies.slice(-2)).toEqual([
      { currency: 'NZD', label: 'GLOBAL' },
      { currency: 'JPY', label: 'GLOBAL' },
    ]);
  });

  it("lists each entity's virtual receiving account currency", async () => {
    expect((await get('/settings/virtualReceivingAccounts')).json()).toEqual({ accounts: [] });
    expect((await get('/settings/virtualReceivingAccounts?source=AU')).json()).toEqual({
      accounts: [{ currencyCode: 'AUD' }],
    });
    expect((await get('/settings/virtualReceivingAccounts?source=LT')).json().accounts).toEqual([
      { currencyCode: 'EUR' },
    ]);
  });

  it('lists enabled currencies with whether each can receive', async () => {
    const { currencies } = (await get('/settings/account/enabledCurrencies')).json();
    expect(currencies).toContainEqual(expect.objectContaining({ currency: 'SGD', canReceive: true }));
    expect(currencies).toContainEqual(expect.objectContaining({ currency: 'HKD', canReceive: false }));
  });
});
