import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { latestCode, SOURCE, signIn } from '../../../test/auth.ts';
import { createClient, createUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { DEMO_PASSWORD } from '../../seed/seed.ts';

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

  it.each([
    ['a trusted proxy says the browser came over https', { TRUST_PROXY: '10.0.0.0/8' }],
    ['Corridor is published at an https address', { PUBLIC_URL: 'https://pay.corridor.example' }],
  ])('the cookie is Secure with the __Host- prefix when %s', async (_name, env) => {
    const app = await createTestApp(env);
    try {
      const payload = { email: 'checker@demo.test', password: DEMO_PASSWORD };
      const headers = { ...SOURCE, 'x-forwarded-proto': 'https' };
      await app.app.inject({
        method: 'POST',
        url: '/r/api/authentication/generateOTP',
        headers,
        remoteAddress: ip,
        payload,
      });
      const res = await app.app.inject({
        method: 'POST',
        url: '/r/api/login',
        headers,
        remoteAddress: ip,
        payload: { ...payload, otp: await latestCode(app, 'checker@demo.test') },
      });
      const cookie = String(res.headers['set-cookie']);
      expect(cookie).toMatch(/^__Host-sid=/);
      expect(cookie).toContain('Secure');
      expect(cookie).toContain('Path=/');
    } finally {
      await app.close();
    }
  });

  it('an untrusted X-Forwarded-Proto does not make a plain-http cookie look secure', async () => {
    await requestCode('checker@demo.test');
    const res = await t.app.inject({
      method: 'POST',
      url: '/r/api/login',
      headers: { ...SOURCE, 'x-forwarded-proto': 'https' },
      remoteAddress: ip,
      payload: { email: 'checker@demo.test', password: DEMO_PASSWORD, otp: await latestCode(t, 'checker@demo.test') },
    });
    expect(String(res.headers['set-cookie'])).toMatch(/^sid=/);
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
  const mails = async (to: string) =>
    ((await t.app.inject({ method: 'GET', url: '/dev/mailbox/messages' })).json() as { to: string; subject: string }[])
      .filter((m) => m.to === to)
      .map((m) => m.subject);
  const addUser = async (email: string) => createUser(t.db, await createClient(t.db), { email, name: 'Throttle Test' });

  it('code mails per account count only requests with the right password, and say when to retry', async () => {
    await addUser('codes@demo.test');
    // A stranger without the password cannot use up the owner's code mails.
    for (let i = 0; i < 8; i += 1) {
      expect((await requestCode('codes@demo.test', 'Wrong-pass-1', `10.2.${i}.1`)).statusCode).toBe(401);
    }
    for (let i = 0; i < 5; i += 1) {
      expect((await requestCode('codes@demo.test', DEMO_PASSWORD, `10.2.20.${i}`)).statusCode).toBe(200);
    }
    const sixth = await requestCode('codes@demo.test', DEMO_PASSWORD, '10.2.30.1');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().code).toBe('RATE_LIMITED');
    const retryAfter = Number(sixth.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    t.clock.advance(retryAfter * 1000);
    expect((await requestCode('codes@demo.test', DEMO_PASSWORD, '10.2.30.1')).statusCode).toBe(200);
  });

  it('limits code requests per IP address across accounts, with a Retry-After', async () => {
    const from = '10.3.0.1';
    for (let i = 0; i < 30; i += 1) await requestCode(`person${i}@demo.test`, 'x', from);
    const limited = await requestCode('checker@demo.test', DEMO_PASSWORD, from);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await requestCode('checker@demo.test', DEMO_PASSWORD, '10.3.0.2')).statusCode).toBe(200);
  });

  it("a stranger's wrong passwords slow the stranger, with growing delays, and never keep the owner out", async () => {
    await addUser('target@demo.test');
    const stranger = '10.4.0.66';
    const waits: number[] = [];
    for (let attempt = 0; attempt < 40; attempt += 1) {
      const res = await login('target@demo.test', '123456', `Guess-${attempt}-pass`, stranger);
      if (res.statusCode === 429) {
        expect(res.json().code).toBe('RATE_LIMITED');
        const wait = Number(res.headers['retry-after']);
        waits.push(wait);
        t.clock.advance(wait * 1000); // the stranger waits it out and tries again
      } else {
        expect(res.json().code).toBe('INVALID_CREDENTIALS');
      }
    }
    expect(waits.length).toBeGreaterThan(5);
    // Each wait is at least as long as the one before, up to the 15-minute ceiling.
    expect(waits).toEqual([...waits].sort((a, b) => a - b));
    expect(waits.at(-1)).toBe(15 * 60);

    // The owner, from their own address, signs in at once with the right password and code.
    const owner = '10.4.0.1';
    expect((await requestCode('target@demo.test', DEMO_PASSWORD, owner)).statusCode).toBe(200);
    const res = await login('target@demo.test', await latestCode(t, 'target@demo.test'), DEMO_PASSWORD, owner);
    expect(res.statusCode).toBe(200);

    // And the owner hears about it, once.
    expect((await mails('target@demo.test')).filter((s) => /failed sign-in/i.test(s))).toHaveLength(1);
  });

  it('a throttled source is refused before its password is checked, even the right one', async () => {
    await addUser('slow@demo.test');
    const from = '10.4.1.1';
    for (let i = 0; i < 5; i += 1) await requestCode('slow@demo.test', 'Wrong-pass-1', from);
    const blocked = await requestCode('slow@demo.test', DEMO_PASSWORD, from);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe('2');
    t.clock.advance(2000);
    expect((await requestCode('slow@demo.test', DEMO_PASSWORD, from)).statusCode).toBe(200);
    // The right password forgets that source's failures: the next mistake costs nothing yet.
    expect((await requestCode('slow@demo.test', 'Wrong-pass-1', from)).statusCode).toBe(401);
    expect((await requestCode('slow@demo.test', DEMO_PASSWORD, from)).statusCode).toBe(200);
  });

  it('unknown and known emails are throttled exactly alike', async () => {
    await addUser('known@demo.test');
    const run = async (email: string, from: string) => {
      const seen: string[] = [];
      for (let i = 0; i < 8; i += 1) {
        const res = await requestCode(email, 'Wrong-pass-1', from);
        seen.push(`${res.statusCode}:${res.json().code}:${res.headers['retry-after'] ?? '-'}`);
      }
      return seen;
    };
    expect(await run('known@demo.test', '10.4.2.1')).toEqual(await run('unknown-person@demo.test', '10.4.2.2'));
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
