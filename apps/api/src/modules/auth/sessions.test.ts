import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOURCE, signIn } from '../../../test/auth.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { isSessionLive } from './sessions.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DETAILS = '/smebackend/api/v1/settings/client/details';
const TRAITS = '/smebackend/api/v1/settings/feature/configuration';
const get = (headers: Record<string, string>, url = DETAILS) => t.app.inject({ method: 'GET', url, headers });

describe('[SESSIONS] lifetime', () => {
  it('a call without a session answers user_not_logged_in', async () => {
    const res = await get({ ...SOURCE });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'user_not_logged_in', message: 'user_not_logged_in' });
  });

  it('a session dies after 30 idle minutes but activity keeps it alive', async () => {
    const s = await signIn(t, 'checker@demo.test');
    t.clock.advance(29 * 60_000);
    expect((await get(s.headers)).statusCode).toBe(200);
    t.clock.advance(29 * 60_000);
    expect((await get(s.headers)).statusCode).toBe(200);
    t.clock.advance(30 * 60_000);
    expect((await get(s.headers)).json().code).toBe('user_not_logged_in');
  });

  it('a session ends after 12 hours however active it is', async () => {
    const s = await signIn(t, 'checker@demo.test');
    for (let i = 0; i < 24; i += 1) {
      t.clock.advance(29 * 60_000);
      expect((await get(s.headers)).statusCode).toBe(200);
    }
    t.clock.advance(29 * 60_000);
    expect((await get(s.headers)).json().code).toBe('user_not_logged_in');
  });

  it('a second sign-in ends the first session with concurrent_login', async () => {
    const first = await signIn(t, 'admin@demo.test');
    const second = await signIn(t, 'admin@demo.test');
    const res = await get(first.headers);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('concurrent_login');
    expect((await get(second.headers)).statusCode).toBe(200);
  });

  it('logout ends the session; logging out again still answers 200', async () => {
    const s = await signIn(t, 'au@demo.test');
    const out = await t.app.inject({ method: 'GET', url: '/r/api/logout', headers: s.headers });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/sid=;/);
    expect((await get(s.headers)).json().code).toBe('user_not_logged_in');
    expect((await t.app.inject({ method: 'GET', url: '/r/api/logout', headers: SOURCE })).statusCode).toBe(200);
  });

  it('checking that a session is live (a progress stream’s keep-alive) is not activity: it still goes idle', async () => {
    const s = await signIn(t, 'my@demo.test');
    const token = s.cookie.slice('sid='.length);
    t.clock.advance(20 * 60_000);
    expect(await isSessionLive(t.db, token, t.clock.now())).toBe(true);
    t.clock.advance(11 * 60_000);
    expect(await isSessionLive(t.db, token, t.clock.now())).toBe(false);
    expect((await get(s.headers)).json().code).toBe('user_not_logged_in');
    expect(await isSessionLive(t.db, undefined, t.clock.now())).toBe(false);
  });

  it('GET /r/api/session restores the user and CSRF token after a reload', async () => {
    const s = await signIn(t, 'jp@demo.test');
    const res = await t.app.inject({ method: 'GET', url: '/r/api/session', headers: { ...SOURCE, cookie: s.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ csrfToken: s.csrfToken, user: { email: 'jp@demo.test' } });
  });
});

describe('[SESSIONS] CSRF and source', () => {
  it('a mutating call without the CSRF token answers csrf_token_mismatch and changes nothing', async () => {
    const s = await signIn(t, 'admin@demo.test');
    const clientId = (await get(s.headers)).json().client._id;
    const payload = { traitKey: 'login_count', traitValue: '3', clientId };
    for (const token of [undefined, 'forged-token']) {
      const headers: Record<string, string> = { ...SOURCE, cookie: s.cookie };
      if (token) headers['x-csrf-token'] = token;
      const res = await t.app.inject({ method: 'POST', url: TRAITS, headers, payload });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('csrf_token_mismatch');
    }
    const { rows } = await t.db.query('SELECT 1 FROM user_traits WHERE trait_key = $1', ['login_count']);
    expect(rows).toHaveLength(0);
    const ok = await t.app.inject({ method: 'POST', url: TRAITS, headers: s.headers, payload });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().traits).toContainEqual({ trait_key: 'login_count', trait_value: '3' });
  });

  it('a signed-in call without source: sme is refused', async () => {
    const s = await signIn(t, 'admin@demo.test');
    const res = await get({ cookie: s.cookie });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_SOURCE');
  });
});

describe('[CLIENTS] details and isolation', () => {
  it('each user sees their own business only', async () => {
    const sg = await signIn(t, 'admin@demo.test');
    const au = await signIn(t, 'au@demo.test');
    const sgDetails = (await get(sg.headers)).json();
    const auDetails = (await get(au.headers)).json();
    expect(sgDetails.client).toMatchObject({
      client_name: 'Lion City Traders Pte Ltd',
      client_legal_entity: 'SG',
      status: 'COMPLETED',
      is_api_payout_approval_required: true,
    });
    expect(sgDetails.user).toMatchObject({ name: 'Alexandra Montgomery', isMaker: true });
    expect(sgDetails.user).not.toHaveProperty('password_hash');
    expect(auDetails.client).toMatchObject({ client_legal_entity: 'AU' });
    expect(auDetails.user.referral_code).toMatch(/^[A-Z]{3}\d{5}$/);

    const res = await t.app.inject({
      method: 'POST',
      url: TRAITS,
      headers: au.headers,
      payload: { traitKey: 'vfa_transaction_count', traitValue: '1', clientId: sgDetails.client._id },
    });
    expect(res.statusCode).toBe(404);
    const { rows } = await t.db.query("SELECT 1 FROM user_traits WHERE trait_key = 'vfa_transaction_count'");
    expect(rows).toHaveLength(0);
  });

  it('feature configuration lists flags with their metaData', async () => {
    const s = await signIn(t, 'au@demo.test');
    const res = await get(s.headers, TRAITS);
    expect(res.json().features).toContainEqual({
      feature: 'ENABLE_REFERRAL',
      enabled: true,
      metaData: { enabledEntities: ['AU'] },
    });
  });
});

describe('[SESSIONS] menus guard the API too', () => {
  it('a cards-only user cannot read accounts, statements or the dashboard; an admin can', async () => {
    t.clock.advance(16 * 60_000); // past the code-request window used up by the tests above
    const cards = await signIn(t, 'cards@demo.test');
    const admin = await signIn(t, 'admin@demo.test');
    for (const url of ['/smebackend/api/v1/settings/account/all', '/smebackend/api/v1/dashboard/balances']) {
      const refused = await get(cards.headers, url);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('FORBIDDEN');
      expect((await get(admin.headers, url)).statusCode).toBe(200);
    }
    const statement = await t.app.inject({
      method: 'POST',
      url: '/smebackend/api/v1/reports/accountStatement/pagination',
      headers: cards.headers,
      payload: {},
    });
    expect(statement.statusCode).toBe(403);
  });
});
