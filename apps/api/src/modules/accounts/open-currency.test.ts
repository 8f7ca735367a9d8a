import type { TCurrencyAccount } from '@corridor/contracts/accounts/currency-account';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/auth.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';

const V1 = '/smebackend/api/v1';
let t: TestApp;
let au: Record<string, string>;
let auClientId: string;
let sgClientId: string;

beforeAll(async () => {
  t = await createTestApp();
  const sg = await signIn(t, 'admin@demo.test', undefined, '10.5.0.1');
  const auSession = await signIn(t, 'au@demo.test', undefined, '10.5.0.2');
  au = auSession.headers;
  const details = (h: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: `${V1}/settings/client/details`, headers: h });
  sgClientId = (await details(sg.headers)).json().client._id;
  auClientId = (await details(au)).json().client._id;
});
afterAll(() => t.close());

const all = (clientId: string) =>
  t.app.inject({ method: 'GET', url: `${V1}/accounts/all?clientId=${clientId}`, headers: au });
const post = (path: string, payload: object) => t.app.inject({ method: 'POST', url: V1 + path, headers: au, payload });
const currencies = async () => ((await all(auClientId)).json().accounts as TCurrencyAccount[]).map((a) => a.currency);

describe('[OPEN CURRENCY] accounts all/open/close with clientId', () => {
  it('opens and closes a currency account for the caller’s own business', async () => {
    expect(await currencies()).not.toContain('NZD');
    const opened = await post('/accounts/open', { clientId: auClientId, currency: 'NZD' });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().account).toMatchObject({ currency: 'NZD', is_active: true });
    expect(await currencies()).toContain('NZD');

    const closed = await post('/accounts/close', { clientId: auClientId, accountId: opened.json().account._id });
    expect(closed.statusCode).toBe(200);
    expect(closed.json().account.is_active).toBe(false);
  });

  it('answers 404 for another business’s clientId and changes nothing', async () => {
    expect((await all(sgClientId)).statusCode).toBe(404);
    const before = await currencies();
    const res = await post('/accounts/open', { clientId: sgClientId, currency: 'CAD' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
    expect(await currencies()).toEqual(before);
  });

  it('refuses a missing or malformed clientId', async () => {
    const res = await post('/accounts/open', { currency: 'CAD' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual(expect.objectContaining({ field: 'clientId' }));
    expect((await all('not-a-uuid')).statusCode).toBe(400);
  });
});
