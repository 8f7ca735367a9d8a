import { TRAIT_MESSAGES, TRAIT_VALUE_MAX } from '@corridor/domain/traits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/auth.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';

const TRAITS = '/smebackend/api/v1/settings/feature/configuration';
let t: TestApp;
let clientId: string;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function as(email: string, ip: string) {
  const s = await signIn(t, email, undefined, ip);
  clientId = (
    await t.app.inject({ method: 'GET', url: '/smebackend/api/v1/settings/client/details', headers: s.headers })
  ).json().client._id;
  return s.headers;
}
const write = (headers: Record<string, string>, body: object) =>
  t.app.inject({ method: 'POST', url: TRAITS, headers, payload: { clientId, ...body } });
const stored = async () =>
  (await t.db.query<{ trait_key: string }>('SELECT trait_key FROM user_traits ORDER BY trait_key')).rows.map(
    (r) => r.trait_key,
  );

describe('[TRAITS] who may write the business settings', () => {
  it('refuses a cards-only user and a checker with 403 FORBIDDEN and stores nothing; both can still read', async () => {
    for (const [email, ip] of [
      ['cards@demo.test', '10.7.0.1'],
      ['checker@demo.test', '10.7.0.2'],
    ] as const) {
      const headers = await as(email, ip);
      const res = await write(headers, { traitKey: 'login_count', traitValue: '1' });
      expect(res.statusCode, email).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
      expect((await t.app.inject({ method: 'GET', url: TRAITS, headers })).statusCode).toBe(200);
    }
    expect(await stored()).toEqual([]);
  });

  it('lets admins write: a settings admin, and a user whose only role is sme_admin', async () => {
    const admin = await as('admin@demo.test', '10.7.0.3');
    expect((await write(admin, { traitKey: 'login_count', traitValue: '4' })).statusCode).toBe(200);
    const au = await as('au@demo.test', '10.7.0.4');
    const res = await write(au, { traitKey: 'vfa_transaction_count', traitValue: '2' });
    expect(res.statusCode).toBe(200);
    expect(res.json().traits).toEqual([{ trait_key: 'vfa_transaction_count', trait_value: '2' }]);
    // Each write is a settings change in the audit log, by whom and to what; the refused ones above wrote none.
    const { rows } = await t.db.query<{ target_id: string; details: object }>(
      "SELECT target_id, details FROM audit_log WHERE action = 'settings.changed' AND target_type = 'trait' ORDER BY id",
    );
    expect(rows).toEqual([
      { target_id: 'login_count', details: { trait: 'login_count', value: '4' } },
      { target_id: 'vfa_transaction_count', details: { trait: 'vfa_transaction_count', value: '2' } },
    ]);
  });
});

describe('[TRAITS] only known keys, bounded values', () => {
  it('refuses a key outside the known list, and a value above the limit, as field errors', async () => {
    const headers = await as('admin@demo.test', '10.7.0.5');
    const before = await stored();
    for (const traitKey of ['theme', 'x', 'login_count '.repeat(10), 'LOGIN_COUNT']) {
      const res = await write(headers, { traitKey, traitValue: 'v' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ field: 'traitKey', message: TRAIT_MESSAGES.unknownKey }]);
    }
    const long = await write(headers, { traitKey: 'login_count', traitValue: '9'.repeat(TRAIT_VALUE_MAX + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual([{ field: 'traitValue', message: TRAIT_MESSAGES.valueTooLong }]);
    expect(await stored()).toEqual(before);
    const atLimit = await write(headers, { traitKey: 'login_count', traitValue: '9'.repeat(TRAIT_VALUE_MAX) });
    expect(atLimit.statusCode).toBe(200);
  });

  it('holds the same bounds in the database, for any code path that skips the API', async () => {
    await expect(
      t.db.query("INSERT INTO user_traits (client_id, trait_key, trait_value) VALUES ($1, $2, 'v')", [
        clientId,
        'k'.repeat(65),
      ]),
    ).rejects.toMatchObject({ code: '23514' });
  });
});
