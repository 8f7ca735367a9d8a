import type { TCurrencyAccount } from '@corridor/contracts/accounts/currency-account';
import { TEXT_MESSAGES } from '@corridor/domain/text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOURCE, signIn } from '../../test/auth.ts';
import { createTestApp, type TestApp } from '../../test/helpers.ts';

const V1 = '/smebackend/api/v1';
let t: TestApp;
let sg: Record<string, string>;
let sgd: TCurrencyAccount;

beforeAll(async () => {
  t = await createTestApp();
  sg = (await signIn(t, 'admin@demo.test', undefined, '10.8.0.1')).headers;
  const res = await t.app.inject({ method: 'GET', url: `${V1}/settings/account/summary`, headers: sg });
  sgd = (res.json().accounts as TCurrencyAccount[]).find((a) => a.currency === 'SGD')!;
});
afterAll(() => t.close());

const post = (url: string, payload: object | string, headers = sg) =>
  t.app.inject({ method: 'POST', url: V1 + url, headers: { ...headers, 'content-type': 'application/json' }, payload });
const refusal = (field: string, message: string = TEXT_MESSAGES.controlCharacter) => ({
  code: 'VALIDATION_ERROR',
  message,
  errors: [{ field, message }],
});
const labelOf = async () =>
  (await t.db.query<{ label: string | null }>('SELECT label FROM currency_accounts WHERE id = $1', [sgd._id])).rows[0]!
    .label;

describe('[TEXT GUARD] control characters never reach the database', () => {
  it('refuses NUL in a body field with a field error, and changes nothing', async () => {
    const before = await labelOf();
    const res = await post('/settings/account/update', { accountId: sgd._id, label: 'Ops\u0000Float' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal('label'));
    expect(await labelOf()).toBe(before);
  });

  it('refuses every other C0 control, DEL and C1, and lone surrogates, in any field of any route', async () => {
    for (const ch of ['\u0001', '\u0008', '\u000b', '\u001b', '\u007f', '\u0085', '\u009b']) {
      const res = await post('/csat/rating', { rating: 5, comment: `great${ch}`, page: '/r/dashboard' });
      expect(res.json(), `U+${ch.charCodeAt(0).toString(16)}`).toEqual(refusal('comment'));
    }
    const surrogate = await post('/settings/account/create', { currency: 'CHF', label: 'half \uD83D emoji' });
    expect(surrogate.json()).toEqual(refusal('label', TEXT_MESSAGES.malformed));
  });

  it('names nested fields and array items the way schema errors do, and object keys too', async () => {
    const bulk = await post('/settings/account/createBulk', { currencies: ['CHF', 'NOK\u0000'] });
    expect(bulk.json()).toEqual(refusal('currencies.1'));
    const key = await post('/settings/account/update', { accountId: sgd._id, 'label\u0000': 'x' });
    expect(key.json()).toEqual(refusal('label\\u0000'));
  });

  it('guards public routes as well: NUL in a sign-in email is a field error, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/r/api/authentication/generateOTP',
      headers: SOURCE,
      remoteAddress: '10.8.0.9',
      payload: { email: 'admin@demo.test\u0000', password: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal('email'));
  });

  it('guards query strings and path parameters, where even line breaks are refused', async () => {
    const download = (query: string) =>
      t.app.inject({ method: 'GET', url: `${V1}/reports/accountStatement/download?${query}`, headers: sg });
    expect((await download(`accountId=${sgd._id}%00`)).json()).toEqual(refusal('accountId'));
    expect((await download(`accountId=${sgd._id}&format=csv%0A`)).json()).toEqual(
      refusal('format', TEXT_MESSAGES.lineBreak),
    );
    // A parameter no schema declares is read by nobody, and refused all the same.
    expect((await download(`accountId=${sgd._id}&utm=%1B`)).json()).toEqual(refusal('utm'));
    const details = await t.app.inject({ method: 'GET', url: `${V1}/settings/account/%00/details`, headers: sg });
    expect(details.json()).toEqual(refusal('accountId'));
  });

  it('keeps line breaks and tabs in body text, where a person types several lines', async () => {
    const comment = 'Line one\nLine two\r\n\tindented';
    const res = await post('/csat/rating', { rating: 4, comment, page: '/r/dashboard' });
    expect(res.statusCode).toBe(201);
    const { rows } = await t.db.query<{ comment: string }>('SELECT comment FROM csat_ratings WHERE id = $1', [
      res.json().id,
    ]);
    expect(rows[0]!.comment).toBe(comment);
  });

  it('answers a deeply nested body with a 400, not a stack overflow', async () => {
    for (const payload of [
      `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
      `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`,
    ]) {
      const res = await post('/settings/account/update', payload);
      expect(res.statusCode).toBe(400);
    }
  });
});
