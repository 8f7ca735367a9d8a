import { generateSync } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createClient,
  createContact,
  createUser,
  fundAccount,
  signInAs,
  type TestClient,
} from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { payload, payoutCalls } from '../../../test/payouts-api.ts';

const SETTINGS = '/smebackend/api/v1/settings';
const ACCOUNTS_ALL = '/smebackend/api/v1/settings/account/all';
const ACCOUNT_SUMMARY = '/smebackend/api/v1/settings/account/summary';
let t: TestApp;
let client: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  client = await createClient(t.db, { name: 'Policy Holdings Pte Ltd' });
});
afterAll(() => t.close());

type H = Record<string, string>;
const setPolicy = (h: H, policy: string, isEmailCodeAllowed = true) =>
  t.app.inject({
    method: 'PUT',
    url: `${SETTINGS}/sign-in-policy`,
    headers: h,
    payload: { policy, isEmailCodeAllowed },
  });
const session = async (h: H) => (await t.app.inject({ method: 'GET', url: '/r/api/session', headers: h })).json().user;

describe('[MFA] the business sign-in policy', () => {
  it('only admins read or change it', async () => {
    const checker = await createUser(t.db, client, { roles: [], isApprover: true });
    const h = (await signInAs(t, checker)).headers;
    expect((await setPolicy(h, 'ALL_USERS')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `${SETTINGS}/sign-in-policy`, headers: h })).statusCode).toBe(403);
    const admin = await createUser(t.db, client);
    const ah = (await signInAs(t, admin)).headers;
    expect((await setPolicy(ah, 'EVERYONE')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `${SETTINGS}/sign-in-policy`, headers: ah })).json()).toEqual({
      policy: 'OFF',
      isEmailCodeAllowed: true,
    });
  });

  it('under "every user", someone without a factor is sent to enrol and can change nothing else until they do', async () => {
    const c = await createClient(t.db);
    const admin = await createUser(t.db, c);
    const maker = await createUser(t.db, c, { name: 'Max Maker' });
    await fundAccount(t.db, c, 'SGD', 1_000_00n);
    const contact = await createContact(t.db, c, maker);
    const ah = (await signInAs(t, admin)).headers;
    expect((await setPolicy(ah, 'ALL_USERS')).statusCode).toBe(200);
    // The admin's own open session is sent to enrol at once (sessions reloaded).
    expect((await session(ah)).mustEnrolSecondFactor).toBe(true);

    const h = (await signInAs(t, maker)).headers;
    expect((await session(h)).mustEnrolSecondFactor).toBe(true);
    const payout = await payoutCalls(t).create(h, payload(contact, { source_currency: 'SGD', source_amount: '10' }));
    expect(payout.statusCode).toBe(403);
    expect(payout.json()).toMatchObject({
      code: 'SECOND_FACTOR_REQUIRED',
      message: 'Your business requires an authenticator app or a passkey. Add one to continue.',
    });
    // A required factor means no access: money data cannot be read either (HEAD neither), only what enrolment needs.
    for (const url of [ACCOUNTS_ALL, ACCOUNT_SUMMARY]) {
      for (const method of ['GET', 'HEAD'] as const) {
        const read = await t.app.inject({ method, url, headers: h });
        expect(read.statusCode, `${method} ${url}`).toBe(403);
      }
      expect((await t.app.inject({ method: 'GET', url, headers: h })).json().code).toBe('SECOND_FACTOR_REQUIRED');
    }
    for (const url of ['/smebackend/api/v1/settings/client/details', '/r/api/settings/userProfile/sessions']) {
      expect((await t.app.inject({ method: 'GET', url, headers: h })).statusCode, url).toBe(200);
    }
    expect((await t.app.inject({ method: 'GET', url: `${SETTINGS}/two-factor`, headers: h })).json()).toMatchObject({
      isRequired: true,
      mustEnrol: true,
    });
    const { secret } = (
      await t.app.inject({ method: 'POST', url: `${SETTINGS}/two-factor/totp/setup`, headers: h, payload: {} })
    ).json();
    const code = generateSync({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) });
    const confirm = await t.app.inject({
      method: 'POST',
      url: `${SETTINGS}/two-factor/totp/confirm`,
      headers: h,
      payload: { code },
    });
    expect(confirm.statusCode).toBe(200);
    expect((await session(h)).mustEnrolSecondFactor).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: ACCOUNTS_ALL, headers: h })).statusCode).toBe(200);
    const paid = await payoutCalls(t).create(h, payload(contact, { source_currency: 'SGD', source_amount: '10' }));
    expect(paid.statusCode).toBe(201);

    // The last factor the policy requires cannot be removed.
    const remove = await t.app.inject({
      method: 'POST',
      url: `${SETTINGS}/two-factor/totp/remove`,
      headers: h,
      payload: { currentPassword: maker.password },
    });
    expect(remove.statusCode).toBe(409);
    expect(remove.json().code).toBe('LAST_FACTOR_REQUIRED');
    const wrong = await t.app.inject({
      method: 'POST',
      url: `${SETTINGS}/two-factor/totp/remove`,
      headers: h,
      payload: { currentPassword: 'Not-the-password-1' },
    });
    expect(wrong.statusCode).toBe(400);
  });

  it('under "approvers only", approvers must enrol and others need not', async () => {
    const c = await createClient(t.db);
    const admin = await createUser(t.db, c);
    const checker = await createUser(t.db, c, { roles: [], isApprover: true });
    const maker = await createUser(t.db, c, { roles: [] });
    const ah = (await signInAs(t, admin)).headers;
    expect((await setPolicy(ah, 'APPROVERS')).statusCode).toBe(200);
    expect((await session((await signInAs(t, checker)).headers)).mustEnrolSecondFactor).toBe(true);
    expect((await session((await signInAs(t, maker)).headers)).mustEnrolSecondFactor).toBe(false);
    const audit = await t.db.query<{ details: Record<string, unknown> }>(
      `SELECT details FROM audit_log WHERE client_id = $1 AND action = 'mfa.policy_changed'`,
      [c.id],
    );
    expect(audit.rows[0]!.details).toMatchObject({ policy_before: 'OFF', policy: 'APPROVERS' });
  });
});
