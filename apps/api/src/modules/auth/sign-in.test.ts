import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { latestCode, SOURCE, signIn } from '../../../test/auth.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { DEMO_PASSWORD } from '../../db/seed.ts';

let t: TestApp;
let ipCounter = 0;
/** Each test signs in from its own address so per-IP limits of one test never reach another. */
let ip = '';
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(() => {
  ipCounter += 1;
  ip = `10.1.0.${ipCounter}`;
});
afterAll(() => t.close());

const requestCode = (email: string, password = DEMO_PASSWORD, from = ip) =>
  t.app.inject({
    method: 'POST',
    url: '/r/api/authentication/generateOTP',
    headers: SOURCE,
    remoteAddress: from,
    payload: { email, password },
  });
const login = (email: string, otp: string, password = DEMO_PASSWORD, from = ip) =>
  t.app.inject({
    method: 'POST',
    url: '/r/api/login',
    headers: SOURCE,
    remoteAddress: from,
    payload: { email, password, otp },
  });
const count = async (table: string) =>
  Number((await t.db.query<{ n: bigint }>(`SELECT count(*)::int8 AS n FROM ${table}`)).rows[0]!.n);

describe('[AUTH] Dynamic Access Code sign-in', () => {
  it('a user signs in with the code mailed to them and gets an httpOnly, SameSite=Lax session cookie', async () => {
    expect((await requestCode('checker@demo.test')).statusCode).toBe(200);
    const res = await login('checker@demo.test', await latestCode(t, 'checker@demo.test'));
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email: 'checker@demo.test', isApprover: true });
    expect(res.json().csrfToken).toMatch(/^[\w-]{20,}$/);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^sid=[\w-]{22};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('Secure');
  });

  it('over HTTPS the cookie is Secure with the __Host- prefix', async () => {
    await requestCode('checker@demo.test');
    const res = await t.app.inject({
      method: 'POST',
      url: '/r/api/login',
      headers: { ...SOURCE, 'x-forwarded-proto': 'https' },
      remoteAddress: ip,
      payload: { email: 'checker@demo.test', password: DEMO_PASSWORD, otp: await latestCode(t, 'checker@demo.test') },
    });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^__Host-sid=/);
    expect(cookie).toContain('Secure');
    expect(cookie).toContain('Path=/');
  });

  it('stores only a hash of the session token, and every sign-in makes a new token', async () => {
    const a = await signIn(t, 'au@demo.test', DEMO_PASSWORD, ip);
    const b = await signIn(t, 'au@demo.test', DEMO_PASSWORD, ip);
    expect(a.cookie).not.toBe(b.cookie);
    const token = a.cookie.split('=')[1]!;
    const { rows } = await t.db.query<{ n: bigint }>(
      "SELECT count(*)::int8 AS n FROM sessions WHERE encode(token_hash, 'escape') LIKE '%' || $1 || '%'",
      [token],
    );
    expect(rows[0]!.n).toBe(0n);
  });

  it('a wrong code answers "Incorrect code." and signs nobody in', async () => {
    await requestCode('admin@demo.test');
    const right = await latestCode(t, 'admin@demo.test');
    const wrong = right === '000000' ? '111111' : '000000';
    const res = await login('admin@demo.test', wrong);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'INCORRECT_CODE', message: 'Incorrect code.' });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('a code dies after 5 wrong tries, even for the right code afterwards', async () => {
    await requestCode('admin@demo.test');
    const right = await latestCode(t, 'admin@demo.test');
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i += 1) expect((await login('admin@demo.test', wrong)).json().code).toBe('INCORRECT_CODE');
    expect((await login('admin@demo.test', right)).statusCode).toBe(200);

    await requestCode('admin@demo.test');
    const next = await latestCode(t, 'admin@demo.test');
    const bad = next === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) await login('admin@demo.test', bad);
    const res = await login('admin@demo.test', next);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('CODE_EXPIRED');
  });

  it('a code expires after 10 minutes and works only once', async () => {
    await requestCode('cards@demo.test');
    const code = await latestCode(t, 'cards@demo.test');
    t.clock.advance(10 * 60_000 + 1);
    expect((await login('cards@demo.test', code)).json().code).toBe('CODE_EXPIRED');

    await requestCode('cards@demo.test');
    const fresh = await latestCode(t, 'cards@demo.test');
    t.clock.advance(9 * 60_000);
    expect((await login('cards@demo.test', fresh)).statusCode).toBe(200);
    expect((await login('cards@demo.test', fresh)).json().code).toBe('CODE_EXPIRED');
  });

  it('a new code replaces the one before', async () => {
    await requestCode('jp@demo.test');
    const first = await latestCode(t, 'jp@demo.test');
    await requestCode('jp@demo.test');
    const second = await latestCode(t, 'jp@demo.test');
    if (first !== second) expect((await login('jp@demo.test', first)).statusCode).toBe(401);
    expect((await login('jp@demo.test', second)).statusCode).toBe(200);
  });

  it('unknown, wrong-password and deactivated accounts get the same answer', async () => {
    await t.db.query("UPDATE users SET is_active = false WHERE email = 'newuser@demo.test'");
    const unknown = await requestCode('nobody@demo.test');
    const wrong = await requestCode('checker@demo.test', 'Wrong-pass-2026');
    const inactive = await requestCode('newuser@demo.test');
    await t.db.query("UPDATE users SET is_active = true WHERE email = 'newuser@demo.test'");
    for (const res of [unknown, wrong, inactive]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 'INVALID_CREDENTIALS', message: 'Incorrect email or password.' });
    }
  });
});

describe('[AUTH] rate limits', () => {
  it('limits code requests per account, for unknown accounts alike', async () => {
    for (let i = 0; i < 5; i += 1)
      expect((await requestCode('ghost@demo.test', 'x', `10.2.${i}.1`)).statusCode).toBe(401);
    const res = await requestCode('ghost@demo.test', 'x', '10.2.9.1');
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('RATE_LIMITED');
  });

  it('limits code requests per IP address across accounts', async () => {
    const from = '10.3.0.1';
    for (let i = 0; i < 30; i += 1) await requestCode(`person${i}@demo.test`, 'x', from);
    expect((await requestCode('checker@demo.test', DEMO_PASSWORD, from)).statusCode).toBe(429);
    expect((await requestCode('checker@demo.test', DEMO_PASSWORD, '10.3.0.2')).statusCode).toBe(200);
  });

  it('locks an account after 10 wrong passwords: the right one then looks wrong too', async () => {
    await t.db.query(
      "INSERT INTO users (client_id, email, name, password_hash) SELECT client_id, 'lockme@demo.test', 'Lock Me', password_hash FROM users WHERE email = 'admin@demo.test'",
    );
    for (let i = 0; i < 10; i += 1) {
      await login('lockme@demo.test', '123456', 'Wrong-pass-1', `10.4.${i}.1`);
    }
    const res = await requestCode('lockme@demo.test', DEMO_PASSWORD, '10.4.99.1');
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('INVALID_CREDENTIALS');
    t.clock.advance(15 * 60_000);
    expect((await requestCode('lockme@demo.test', DEMO_PASSWORD, '10.4.99.2')).statusCode).toBe(200);
  });
});

describe('[AUTH] bad input changes nothing', () => {
  it.each([
    [{ password: 'x' }, 'email', 'Email required'],
    [{ email: '', password: 'x' }, 'email', 'Email required'],
    [{ email: 'Admin@demo.test', password: 'x' }, 'email', 'email must be lowercase'],
    [{ email: 'admin-at-demo', password: 'x' }, 'email', 'Invalid Email ID'],
    [{ email: 'admin@demo.test', password: '' }, 'password', 'Password required'],
    [{ email: 'admin@demo.test', password: 42 }, 'password', 'Password required'],
  ])('generateOTP %j → %s: %s', async (payload, field, message) => {
    const before = await count('mail_messages');
    const res = await t.app.inject({
      method: 'POST',
      url: '/r/api/authentication/generateOTP',
      headers: SOURCE,
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    expect(res.json().errors).toContainEqual({ field, message });
    expect(await count('mail_messages')).toBe(before);
  });

  it.each([
    ['12345', 'OTP should be at least 6 digits'],
    ['1234567', 'OTP should not be more than 6 digits'],
    ['', 'Dynamic Access Code required'],
    ['12a456', 'OTP should contain digits only'],
  ])('login with code %j → %s', async (otp, message) => {
    const res = await login('admin@demo.test', otp);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field: 'otp', message });
  });

  it('refuses unknown fields, malformed JSON and oversized bodies', async () => {
    const extra = await t.app.inject({
      method: 'POST',
      url: '/r/api/authentication/generateOTP',
      headers: SOURCE,
      payload: { email: 'admin@demo.test', password: 'x', isAdmin: true },
    });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().errors).toContainEqual({ field: 'isAdmin', message: 'Unknown field' });

    const malformed = await t.app.inject({
      method: 'POST',
      url: '/r/api/authentication/generateOTP',
      headers: { ...SOURCE, 'content-type': 'application/json' },
      payload: '{"email": "admin@demo.test",',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('MALFORMED_JSON');

    const huge = await t.app.inject({
      method: 'POST',
      url: '/r/api/authentication/generateOTP',
      headers: { ...SOURCE, 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses calls without the source header', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/r/api/authentication/generateOTP',
      payload: { email: 'admin@demo.test', password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_SOURCE');
  });
});
