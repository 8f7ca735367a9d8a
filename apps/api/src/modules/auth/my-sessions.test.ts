import { AUTH_MESSAGES } from '@corridor/domain/validation/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, latestCode, SOURCE } from '../../../test/auth.ts';
import { createClient, createUser, type TestClient } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { startSession } from './sessions.service.ts';

const SESSIONS = '/r/api/settings/userProfile/sessions';
const CHANGE = '/r/api/settings/userProfile/changePassword';
const DETAILS = '/smebackend/api/v1/settings/client/details';
const CHROME_WIN =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

let t: TestApp;
let biz: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  biz = await createClient(t.db);
});
afterAll(() => t.close());

/** Signs in with a user agent and address; the sign-in ends earlier sessions, so a second one is added by hand. */
async function signInFrom(email: string, password: string, ip: string, userAgent: string) {
  const headers = { ...SOURCE, 'user-agent': userAgent };
  await t.app.inject({
    method: 'POST',
    url: '/r/api/authentication/generateOTP',
    headers,
    remoteAddress: ip,
    payload: { email, password },
  });
  const login = await t.app.inject({
    method: 'POST',
    url: '/r/api/login',
    headers,
    remoteAddress: ip,
    payload: { email, password, otp: await latestCode(t, email) },
  });
  expect(login.statusCode, login.body).toBe(200);
  const cookie = cookieFrom(login.headers['set-cookie']);
  return { ...SOURCE, cookie, 'x-csrf-token': login.json().csrfToken as string };
}

/**
 * A second live session of the same user, as another device would hold. A sign-in ends the user's other sessions
 * (concurrent_login), so the ones alive before are put back in the same transaction.
 */
async function secondSession(userId: string, ip: string, userAgent: string) {
  const s = await t.db.tx(async (tx) => {
    const { rows } = await tx.query<{ id: string }>('SELECT id FROM sessions WHERE user_id = $1 AND ended_at IS NULL', [
      userId,
    ]);
    const started = await startSession(tx, { id: userId, client_id: biz.id }, t.clock.now(), { ip, userAgent });
    await tx.query('UPDATE sessions SET ended_at = NULL, ended_reason = NULL WHERE id = ANY($1::uuid[])', [
      rows.map((r) => r.id),
    ]);
    return started;
  });
  return { ...SOURCE, cookie: `sid=${s.token}`, 'x-csrf-token': s.csrfToken };
}

describe('[SECURITY] the user sees their own sessions', () => {
  it('lists device, place and last seen, marks this one, and never shows another user’s', async () => {
    const u = await createUser(t.db, biz);
    const someoneElse = await createUser(t.db, biz);
    const mine = await signInFrom(u.email, u.password, '203.0.113.7', CHROME_WIN);
    await secondSession(u.id, '192.168.1.20', SAFARI_IPHONE);
    await signInFrom(someoneElse.email, someoneElse.password, '10.1.2.3', CHROME_WIN);
    const res = await t.app.inject({ method: 'GET', url: SESSIONS, headers: mine });
    expect(res.statusCode, res.body).toBe(200);
    const sessions = res.json().sessions;
    expect(sessions).toHaveLength(2);
    const byDevice = Object.fromEntries(sessions.map((s: { device: string }) => [s.device, s]));
    expect(byDevice['Chrome on Windows']).toMatchObject({
      is_current: true,
      place: 'Unknown',
      ip_address: '203.0.113.7',
    });
    expect(byDevice['Safari on iPhone']).toMatchObject({ is_current: false, place: 'Private network' });
  });

  it('signs out another session of one’s own at once; someone else’s session id is 404', async () => {
    const u = await createUser(t.db, biz);
    const other = await createUser(t.db, biz);
    const mine = await signInFrom(u.email, u.password, '10.2.0.1', CHROME_WIN);
    const phone = await secondSession(u.id, '10.2.0.2', SAFARI_IPHONE);
    const theirs = await signInFrom(other.email, other.password, '10.2.0.3', CHROME_WIN);
    const theirId = (await t.app.inject({ method: 'GET', url: SESSIONS, headers: theirs })).json().sessions[0]._id;
    const foreign = await t.app.inject({ method: 'POST', url: `${SESSIONS}/${theirId}/signOut`, headers: mine });
    expect(foreign.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: DETAILS, headers: theirs })).statusCode).toBe(200);

    const list = (await t.app.inject({ method: 'GET', url: SESSIONS, headers: mine })).json().sessions;
    const phoneId = list.find((s: { is_current: boolean }) => !s.is_current)._id;
    expect((await t.app.inject({ method: 'GET', url: DETAILS, headers: phone })).statusCode).toBe(200);
    const res = await t.app.inject({ method: 'POST', url: `${SESSIONS}/${phoneId}/signOut`, headers: mine });
    expect(res.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: DETAILS, headers: phone })).json().code).toBe(
      'user_not_logged_in',
    );
    expect((await t.app.inject({ method: 'GET', url: DETAILS, headers: mine })).statusCode).toBe(200);
    const again = await t.app.inject({ method: 'POST', url: `${SESSIONS}/${phoneId}/signOut`, headers: mine });
    expect(again.statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'POST', url: `${SESSIONS}/nope/signOut`, headers: mine });
    expect(bad.statusCode).toBe(404);
  });

  it('"sign out everywhere else" keeps only this session', async () => {
    const u = await createUser(t.db, biz);
    const mine = await signInFrom(u.email, u.password, '10.3.0.1', CHROME_WIN);
    const phone = await secondSession(u.id, '10.3.0.2', SAFARI_IPHONE);
    const res = await t.app.inject({ method: 'POST', url: `${SESSIONS}/signOutOthers`, headers: mine });
    expect(res.json()).toMatchObject({ ended: 1 });
    const audit = await t.db.query(
      "SELECT details FROM audit_log WHERE actor_user_id = $1 AND action = 'session.ended'",
      [u.id],
    );
    expect(audit.rows).toEqual([{ details: { others: 1 } }]);
    expect((await t.app.inject({ method: 'GET', url: DETAILS, headers: phone })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: DETAILS, headers: mine })).statusCode).toBe(200);
  });
});

describe('[SECURITY] change password', () => {
  const strong = 'New-pass-2027';

  it('needs the right current password and the §5 rules; nothing changes otherwise', async () => {
    const u = await createUser(t.db, biz);
    const mine = await signInFrom(u.email, u.password, '10.4.0.1', CHROME_WIN);
    const hash = async () => (await t.db.query('SELECT password_hash FROM users WHERE id = $1', [u.id])).rows[0];
    const before = await hash();
    const wrong = await t.app.inject({
      method: 'POST',
      url: CHANGE,
      headers: mine,
      payload: { currentPassword: 'Not-my-pass-1', password: strong, confirmPassword: strong },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([{ field: 'currentPassword', message: 'Your current password is incorrect.' }]);
    for (const weak of ['short1A', 'alllowercase1', 'ALLUPPERCASE1', 'NoDigitsHere', `Aa1${'x'.repeat(30)}`]) {
      const res = await t.app.inject({
        method: 'POST',
        url: CHANGE,
        headers: mine,
        payload: { currentPassword: u.password, password: weak, confirmPassword: weak },
      });
      expect(res.statusCode, weak).toBe(400);
      expect(res.json().errors[0]).toEqual({ field: 'password', message: AUTH_MESSAGES.passwordRules });
    }
    const mismatch = await t.app.inject({
      method: 'POST',
      url: CHANGE,
      headers: mine,
      payload: { currentPassword: u.password, password: strong, confirmPassword: `${strong}x` },
    });
    expect(mismatch.json().errors).toEqual([{ field: 'confirmPassword', message: AUTH_MESSAGES.passwordsMustMatch }]);
    expect(await hash()).toEqual(before);
  });

  it('"Password updated successfully": the other sessions end, this one goes on, the new password signs in', async () => {
    const u = await createUser(t.db, biz);
    const mine = await signInFrom(u.email, u.password, '10.5.0.1', CHROME_WIN);
    const phone = await secondSession(u.id, '10.5.0.2', SAFARI_IPHONE);
    const res = await t.app.inject({
      method: 'POST',
      url: CHANGE,
      headers: mine,
      payload: { currentPassword: u.password, password: strong, confirmPassword: strong },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Password updated successfully');
    expect((await t.app.inject({ method: 'GET', url: DETAILS, headers: phone })).json().code).toBe(
      'user_not_logged_in',
    );
    expect((await t.app.inject({ method: 'GET', url: DETAILS, headers: mine })).statusCode).toBe(200);
    const ended = await t.db.query('SELECT ended_reason FROM sessions WHERE user_id = $1 AND ended_at IS NOT NULL', [
      u.id,
    ]);
    expect(ended.rows.map((r) => r.ended_reason)).toContain('password_changed');
    await signInFrom(u.email, strong, '10.5.0.3', CHROME_WIN);
  });

  it('[SECURITY] wrong current passwords are audited and slow this session (429, Retry-After), not the owner elsewhere', async () => {
    const u = await createUser(t.db, biz);
    const thief = await signInFrom(u.email, u.password, '10.6.0.1', CHROME_WIN);
    const owner = await secondSession(u.id, '10.6.0.2', SAFARI_IPHONE);
    const attempt = (headers: Record<string, string>, currentPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: CHANGE,
        headers,
        payload: { currentPassword, password: strong, confirmPassword: strong },
      });
    for (let i = 1; i <= 5; i++) {
      expect((await attempt(thief, `Guess-number-${i}`)).statusCode, `try ${i}`).toBe(400);
    }
    // The fifth failure earned a delay: even the right password from this session waits it out.
    const blocked = await attempt(thief, u.password);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    const failures = await t.db.query(
      "SELECT outcome, details FROM audit_log WHERE actor_user_id = $1 AND action = 'auth.password_change_failed'",
      [u.id],
    );
    expect(failures.rows).toHaveLength(5);
    expect(failures.rows[0]).toEqual({ outcome: 'failure', details: { reason: 'wrong_current_password' } });
    const hash = await t.db.query('SELECT password_hash FROM users WHERE id = $1', [u.id]);

    // The owner's own session is not held up by the stranger's guesses.
    const ownChange = await attempt(owner, u.password);
    expect(ownChange.statusCode, ownChange.body).toBe(200);
    expect((await t.db.query('SELECT password_hash FROM users WHERE id = $1', [u.id])).rows[0]).not.toEqual(
      hash.rows[0],
    );
  });

  it('the delays grow and end: after the wait the session may try again', async () => {
    const u = await createUser(t.db, biz);
    const mine = await signInFrom(u.email, u.password, '10.7.0.1', CHROME_WIN);
    const wrong = () =>
      t.app.inject({
        method: 'POST',
        url: CHANGE,
        headers: mine,
        payload: { currentPassword: 'Not-it-at-all-1', password: strong, confirmPassword: strong },
      });
    for (let i = 0; i < 5; i++) await wrong();
    const first = Number((await wrong()).headers['retry-after']);
    t.clock.advance(first * 1000);
    expect((await wrong()).statusCode).toBe(400);
    const second = await wrong();
    expect(second.statusCode).toBe(429);
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(first);
    t.clock.advance(Number(second.headers['retry-after']) * 1000);
    const right = await t.app.inject({
      method: 'POST',
      url: CHANGE,
      headers: mine,
      payload: { currentPassword: u.password, password: strong, confirmPassword: strong },
    });
    expect(right.statusCode, right.body).toBe(200);
  });
});

describe('[AUDIT] signing out is recorded', () => {
  it('logout writes auth.sign_out for the session that ended', async () => {
    const u = await createUser(t.db, biz);
    const mine = await signInFrom(u.email, u.password, '10.8.0.1', CHROME_WIN);
    const sessionId = (await t.app.inject({ method: 'GET', url: SESSIONS, headers: mine })).json().sessions[0]._id;
    expect((await t.app.inject({ method: 'GET', url: '/r/api/logout', headers: mine })).statusCode).toBe(200);
    const rows = await t.db.query(
      "SELECT target_type, target_id FROM audit_log WHERE actor_user_id = $1 AND action = 'auth.sign_out'",
      [u.id],
    );
    expect(rows.rows).toEqual([{ target_type: 'session', target_id: sessionId }]);
  });

  it('signing out one own session writes session.ended naming it', async () => {
    const u = await createUser(t.db, biz);
    const mine = await signInFrom(u.email, u.password, '10.8.0.2', CHROME_WIN);
    await secondSession(u.id, '10.8.0.3', SAFARI_IPHONE);
    const list = (await t.app.inject({ method: 'GET', url: SESSIONS, headers: mine })).json().sessions;
    const phoneId = list.find((s: { is_current: boolean }) => !s.is_current)._id;
    await t.app.inject({ method: 'POST', url: `${SESSIONS}/${phoneId}/signOut`, headers: mine });
    const rows = await t.db.query(
      "SELECT target_id FROM audit_log WHERE actor_user_id = $1 AND action = 'session.ended'",
      [u.id],
    );
    expect(rows.rows).toEqual([{ target_id: phoneId }]);
  });
});
