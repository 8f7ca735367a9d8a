import { VOP_MESSAGES } from '@corridor/domain/settings/vop';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createClient,
  createContact,
  createUser,
  fundAccount,
  signInAs,
  type TestClient,
  type TestUser,
} from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { type Headers, payload, payoutCalls } from '../../../test/payouts-api.ts';

let t: TestApp;
let api: ReturnType<typeof payoutCalls>;
let client: TestClient;
let user: TestUser;
let a: Headers;

beforeAll(async () => {
  t = await createTestApp();
  api = payoutCalls(t);
  client = await createClient(t.db, { entity: 'SG', name: 'VOP Test Pte Ltd' });
  user = await createUser(t.db, client);
  await fundAccount(t.db, client, 'SGD', 1_000_000_00n);
  a = (await signInAs(t, user)).headers;
});
afterAll(() => t.close());

const contact = (name: string) => createContact(t.db, client, user, { beneficiary_name: name });
const payoutCount = async () =>
  (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM payouts WHERE client_id = $1', [client.id])).rows[0]!
    .n;
const setPayOutChecks = (on: boolean) =>
  t.db.query(
    `UPDATE clients SET beneficiary_verification_preference =
       jsonb_set(beneficiary_verification_preference, '{pay_out_verification,currencies,EUR}', $2::jsonb) WHERE id = $1`,
    [client.id, JSON.stringify(on)],
  );

describe('[VOP] a EUR payout is checked before it is confirmed', () => {
  it('validatePayout answers match, close match with the registered name, no match and unavailable', async () => {
    const cases = [
      ['Rheinland Industriebedarf', { result: 'MATCH', registered_name: null, needs_confirmation: false }],
      [
        'Close Rheinland Industriebedarf',
        { result: 'CLOSE_MATCH', registered_name: 'Rheinland Industriebedarf GmbH', needs_confirmation: true },
      ],
      ['Mismatch Handel', { result: 'NO_MATCH', registered_name: null, needs_confirmation: true }],
      ['Unverifiable Vertrieb', { result: 'UNAVAILABLE', registered_name: null, needs_confirmation: false }],
    ] as const;
    for (const [name, expected] of cases) {
      const res = await api.validate(a, payload(await contact(name), { source_currency: 'SGD' }));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().vop, name).toMatchObject(expected);
    }
    const close = await api.validate(
      a,
      payload(await contact('Close Rheinland Industriebedarf'), { source_currency: 'SGD' }),
    );
    expect(close.json().vop.message).toContain('Rheinland Industriebedarf GmbH');
  });

  it('createPayout refuses a no match until the payer confirms it, then pays', async () => {
    const id = await contact('Mismatch Handel');
    const before = await payoutCount();
    const refused = await api.create(a, payload(id, { source_currency: 'SGD' }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'VOP_CONFIRMATION_REQUIRED',
      errors: [{ field: 'vop_confirmed', message: VOP_MESSAGES.confirmationRequired }],
    });
    expect(await payoutCount()).toBe(before);
    const confirmed = await api.create(a, { ...payload(id, { source_currency: 'SGD' }), vop_confirmed: true });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    expect(await payoutCount()).toBe(before + 1);
  });

  it('a group send refuses the whole group while one payee is a close match unconfirmed', async () => {
    const ok = await contact('Rheinland Industriebedarf');
    const close = await contact('Close Rheinland Industriebedarf');
    const before = await payoutCount();
    const res = await api.post(
      '/createGroupPayout',
      a,
      { payouts: [payload(ok, { source_currency: 'SGD' }), payload(close, { source_currency: 'SGD' })] },
      crypto.randomUUID(),
    );
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().code).toBe('VOP_CONFIRMATION_REQUIRED');
    expect(await payoutCount()).toBe(before);
  });

  it('no check when the business switched pay-out checks off', async () => {
    const id = await contact('Mismatch Handel');
    await setPayOutChecks(false);
    const off = await api.validate(a, payload(id, { source_currency: 'SGD' }));
    expect(off.json().vop).toBeNull();
    expect((await api.create(a, payload(id, { source_currency: 'SGD' }))).statusCode).toBe(201);
    await setPayOutChecks(true);
    const on = await api.validate(a, payload(id, { source_currency: 'SGD' }));
    expect(on.json().vop.result).toBe('NO_MATCH');
  });

  it('no check for a business whose entity the flag leaves out, read afresh on every call', async () => {
    const id = await contact('Mismatch Trading');
    const setEntities = (entities: string[]) =>
      t.db.query(
        `UPDATE feature_flags SET meta_data = jsonb_set(meta_data, '{enabledEntities}', $1::jsonb)
         WHERE feature = 'ENABLE_SME_VOP_VERIFICATION'`,
        [JSON.stringify(entities)],
      );
    await setEntities(['LT', 'GB']);
    try {
      expect((await api.validate(a, payload(id, { source_currency: 'SGD' }))).json().vop).toBeNull();
      expect((await api.create(a, payload(id, { source_currency: 'SGD' }))).statusCode).toBe(201);
    } finally {
      await setEntities(['SG', 'LT', 'GB']);
    }
    expect((await api.validate(a, payload(id, { source_currency: 'SGD' }))).json().vop.result).toBe('NO_MATCH');
    expect((await api.create(a, payload(id, { source_currency: 'SGD' }))).json().code).toBe(
      'VOP_CONFIRMATION_REQUIRED',
    );
  });
});
