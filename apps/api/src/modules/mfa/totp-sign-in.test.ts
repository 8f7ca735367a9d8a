import { generateSync } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, SOURCE } from '../../../test/auth.ts';
import { createClient, createUser, signInAs, type TestClient, type TestUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { DEMO_PASSWORD } from '../../seed/seed.ts';

const V1 = '/smebackend/api/v1/settings';
let t: TestApp;
let client: TestClient;
let ipCounter = 0;
const nextIp = () => `10.31.0.${++ipCounter}`;

beforeAll(async () => {
  t = await createTestApp();
  client = await createClient(t.db, { name: 'Second Factor Pte Ltd' });
});
afterAll(() => t.close());

type H = Record<string, string>;
const post = (url: string, headers: H, payload: object = {}) => t.app.inject({ method: 'POST', url, headers, payload });
const codeAt = (secret: string, at: Date) => generateSync({ secret, epoch: Math.floor(at.getTime() / 1000) });
const mailsTo = async (email: string) =>
  (await t.db.query('SELECT 1 FROM mail_messages WHERE recipient = $1', [email])).rows.length;

/** A user of the business with a confirmed authenticator app; answers its secret and recovery codes. */
async function enrolledUser(opts: { isApprover?: boolean } = {}) {
  const user = await createUser(t.db, client, { isApprover: opts.isApprover });
  const h = (await signInAs(t, user)).headers;
  const setup = await post(`${V1}/two-factor/totp/setup`, h);
  expect(setup.statusCode).toBe(200);
  const { secret, qrDataUrl, otpauthUri } = setup.json();
  expect(qrDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
  expect(otpauthUri).toContain(`secret=${secret}`);
  const wrong = await post(`${V1}/two-factor/totp/confirm`, h, {
    code: '000000' === codeAt(secret, t.clock.now()) ? '111111' : '000000',
  });
  expect(wrong.statusCode).toBe(400);
  const confirm = await post(`${V1}/two-factor/totp/confirm`, h, { code: codeAt(secret, t.clock.now()) });
  expect(confirm.statusCode).toBe(200);
  const { recoveryCodes } = confirm.json() as { recoveryCodes: string[] };
  // The code that confirmed the app is used up: the next sign-in needs the next one.
  t.clock.advance(30_000);
  return { user, secret, recoveryCodes, headers: h };
}

const generateOtp = (user: TestUser, ip: string, more: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/r/api/authentication/generateOTP',
    headers: SOURCE,
    remoteAddress: ip,
    payload: { email: user.email, password: DEMO_PASSWORD, ...more },
  });
const login = (user: TestUser, ip: string, body: object) =>
  t.app.inject({
    method: 'POST',
    url: '/r/api/login',
    headers: SOURCE,
    remoteAddress: ip,
    payload: { email: user.email, password: DEMO_PASSWORD, ...body },
  });

describe('[MFA] signing in with an authenticator app', () => {
  it('after the password, the app is asked for and no code is mailed; its code signs in', async () => {
    const { user, secret } = await enrolledUser();
    const before = await mailsTo(user.email);
    const step1 = await generateOtp(user, nextIp());
    expect(step1.json()).toMatchObject({ factor: 'totp', expiresInSeconds: 0, canUseEmailCode: true });
    expect(await mailsTo(user.email)).toBe(before);
    const res = await login(user, nextIp(), { otp: codeAt(secret, t.clock.now()) });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.mustEnrolSecondFactor).toBe(false);
    const rows = await t.db.query<{ details: { factor: string } }>(
      `SELECT details FROM audit_log WHERE actor_user_id = $1 AND action = 'auth.sign_in' ORDER BY seq DESC LIMIT 1`,
      [user.id],
    );
    expect(rows.rows[0]!.details.factor).toBe('totp');
  });

  it('[SECURITY] the secret is stored sealed (AES-256-GCM, bound to the user), and still signs in', async () => {
    const { user, secret } = await enrolledUser();
    const stored = async (id: string) =>
      (await t.db.query<{ secret: string }>('SELECT secret FROM user_totp WHERE user_id = $1', [id])).rows[0]!.secret;
    const sealed = await stored(user.id);
    expect(sealed).not.toContain(secret);
    expect(sealed).toMatch(/^enc1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    const key = await t.db.query("SELECT 1 FROM app_secrets WHERE name = 'totp-secret-aes256gcm'");
    expect(key.rows).toHaveLength(1);
    expect((await login(user, nextIp(), { otp: codeAt(secret, t.clock.now()) })).statusCode).toBe(200);

    // A sealed secret copied onto another user's row does not open for them.
    const other = await enrolledUser();
    await t.db.query('UPDATE user_totp SET secret = $2 WHERE user_id = $1', [other.user.id, sealed]);
    t.clock.advance(30_000);
    const swapped = await login(other.user, nextIp(), { otp: codeAt(secret, t.clock.now()) });
    expect(swapped.statusCode).toBeGreaterThanOrEqual(400);
  });

  it('a row stored in plain text before encryption still signs in, and is sealed on that first read', async () => {
    const { user, secret } = await enrolledUser();
    await t.db.query('UPDATE user_totp SET secret = $2 WHERE user_id = $1', [user.id, secret]);
    expect((await login(user, nextIp(), { otp: codeAt(secret, t.clock.now()) })).statusCode).toBe(200);
    const after = await t.db.query<{ secret: string }>('SELECT secret FROM user_totp WHERE user_id = $1', [user.id]);
    expect(after.rows[0]!.secret).toMatch(/^enc1\./);
    t.clock.advance(30_000);
    expect((await login(user, nextIp(), { otp: codeAt(secret, t.clock.now()) })).statusCode).toBe(200);
  });

  it('a code used once is refused inside its own window; an older one (replayed) and an expired one too', async () => {
    const { user, secret } = await enrolledUser();
    const code = codeAt(secret, t.clock.now());
    expect((await login(user, nextIp(), { otp: code })).statusCode).toBe(200);
    const replay = await login(user, nextIp(), { otp: code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ code: 'INCORRECT_CODE', message: expect.stringContaining('already used') });
    // A code from the step before the one used: inside the tolerance, but not after the last step accepted.
    const older = codeAt(secret, new Date(t.clock.now().getTime() - 30_000));
    expect((await login(user, nextIp(), { otp: older })).statusCode).toBe(401);
    // Two minutes later, a code captured now no longer works.
    const captured = codeAt(secret, new Date(t.clock.now().getTime() + 30_000));
    t.clock.advance(150_000);
    const expired = await login(user, nextIp(), { otp: captured });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe('Incorrect code.');
    expect((await login(user, nextIp(), { otp: codeAt(secret, t.clock.now()) })).statusCode).toBe(200);
  });

  it('five wrong codes make the account wait (429), even with the right code', async () => {
    const { user, secret } = await enrolledUser();
    const right = codeAt(secret, t.clock.now());
    const wrong = right === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i += 1) expect((await login(user, nextIp(), { otp: wrong })).statusCode).toBe(401);
    const blocked = await login(user, nextIp(), { otp: right });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(60);
  });

  it('a recovery code signs in once; the same code again is refused', async () => {
    const { user, recoveryCodes } = await enrolledUser();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const code = recoveryCodes[3]!;
    const stored = await t.db.query<{ code_hash: Buffer }>(
      'SELECT code_hash FROM user_recovery_codes WHERE user_id = $1',
      [user.id],
    );
    expect(stored.rows).toHaveLength(10);
    expect(JSON.stringify(stored.rows)).not.toContain(code);
    const first = await login(user, nextIp(), { factor: 'recovery', recoveryCode: code.toUpperCase() });
    expect(first.statusCode).toBe(200);
    const again = await login(user, nextIp(), { factor: 'recovery', recoveryCode: code });
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe('This recovery code is not valid or was already used.');
    const h = { ...SOURCE, cookie: cookieFrom(first.headers['set-cookie']) };
    const status = await t.app.inject({ method: 'GET', url: `${V1}/two-factor`, headers: h });
    expect(status.json()).toMatchObject({ totp: { isEnabled: true }, recoveryCodesLeft: 9 });
  });

  it('the emailed code stays a fallback until an admin switches it off', async () => {
    const { user } = await enrolledUser();
    const admin = await createUser(t.db, client);
    const ah = (await signInAs(t, admin)).headers;
    const fallback = await generateOtp(user, nextIp(), { useEmailCode: true });
    expect(fallback.json()).toMatchObject({ factor: 'email', canUseEmailCode: true });
    const off = await t.app.inject({
      method: 'PUT',
      url: `${V1}/sign-in-policy`,
      headers: ah,
      payload: { policy: 'OFF', isEmailCodeAllowed: false },
    });
    expect(off.json()).toMatchObject({ message: 'Your sign-in settings have been updated' });
    expect((await generateOtp(user, nextIp())).json()).toMatchObject({ factor: 'totp', canUseEmailCode: false });
    const refused = await generateOtp(user, nextIp(), { useEmailCode: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('EMAIL_CODE_OFF');
    expect((await login(user, nextIp(), { factor: 'email', otp: '123456' })).json().code).toBe('EMAIL_CODE_OFF');
    // Someone with no app yet still signs in with the emailed code (else they could never add one).
    const plain = await createUser(t.db, client);
    expect((await generateOtp(plain, nextIp())).json()).toMatchObject({ factor: 'email' });
    await t.app.inject({
      method: 'PUT',
      url: `${V1}/sign-in-policy`,
      headers: ah,
      payload: { policy: 'OFF', isEmailCodeAllowed: true },
    });
  });
});
