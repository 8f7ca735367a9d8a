import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOURCE } from '../../../test/auth.ts';
import { createClient, createUser, signInAs, type TestClient, type TestUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { SoftPasskey } from '../../../test/webauthn.ts';

const SETTINGS = '/smebackend/api/v1/settings';
let t: TestApp;
let client: TestClient;
let ipCounter = 0;
const nextIp = () => `10.32.0.${++ipCounter}`;

beforeAll(async () => {
  t = await createTestApp();
  client = await createClient(t.db, { name: 'Passkey Traders Pte Ltd' });
});
afterAll(() => t.close());

type H = Record<string, string>;
const post = (url: string, headers: H, payload: object = {}, ip = nextIp()) =>
  t.app.inject({ method: 'POST', url, headers, payload, remoteAddress: ip });

/** Registers a software passkey for `user` through the Security tab's calls. */
async function register(h: H, passkey: SoftPasskey, name = 'Work laptop') {
  const { challengeId, options } = (await post(`${SETTINGS}/passkeys/options`, h)).json();
  return post(`${SETTINGS}/passkeys`, h, { challengeId, name, credential: passkey.register(options) });
}

async function signInWith(
  passkey: SoftPasskey,
  answer: (options: { challenge: string }) => object = (o) => passkey.assert(o),
) {
  const { challengeId, options } = (await post('/r/api/authentication/passkey/options', SOURCE)).json();
  return {
    res: await post('/r/api/authentication/passkey/login', SOURCE, { challengeId, credential: answer(options) }),
    challengeId,
    options,
  };
}

async function userWithPasskey(): Promise<{ user: TestUser; h: H; passkey: SoftPasskey }> {
  const user = await createUser(t.db, client, { name: 'Priya Passkey' });
  const h = (await signInAs(t, user)).headers;
  const passkey = new SoftPasskey(user.id, t.deps.config.PUBLIC_URL, new URL(t.deps.config.PUBLIC_URL).hostname);
  const res = await register(h, passkey);
  expect(res.statusCode).toBe(201);
  expect(res.json()).toMatchObject({ name: 'Work laptop', lastUsedAt: null });
  return { user, h, passkey };
}

describe('[MFA] passkeys', () => {
  it('a passkey registered in Security signs in instead of password and code, and is listed with its last use', async () => {
    const { user, h, passkey } = await userWithPasskey();
    const { res } = await signInWith(passkey);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ _id: user.id, email: user.email });
    expect(String(res.headers['set-cookie'])).toMatch(/^sid=/);
    // The new session ended the one that registered the passkey (a new sign-in ends the others).
    expect((await t.app.inject({ method: 'GET', url: `${SETTINGS}/two-factor`, headers: h })).statusCode).toBe(401);
    const cookie = String(res.headers['set-cookie']).split(';')[0]!;
    const status = await t.app.inject({ method: 'GET', url: `${SETTINGS}/two-factor`, headers: { ...SOURCE, cookie } });
    expect(status.json().passkeys).toEqual([
      expect.objectContaining({ name: 'Work laptop', lastUsedAt: expect.any(String) }),
    ]);
    const audit = await t.db.query<{ action: string; details: { factor?: string } }>(
      'SELECT action, details FROM audit_log WHERE actor_user_id = $1 ORDER BY seq',
      [user.id],
    );
    expect(audit.rows.map((r) => r.action)).toContain('mfa.passkey_added');
    expect(audit.rows.at(-1)).toMatchObject({ action: 'auth.sign_in', details: { factor: 'passkey' } });
  });

  it('a challenge answers once: the same signed answer replayed is refused', async () => {
    const { passkey } = await userWithPasskey();
    const first = await signInWith(passkey);
    expect(first.res.statusCode).toBe(200);
    const replay = await post('/r/api/authentication/passkey/login', SOURCE, {
      challengeId: first.challengeId,
      credential: passkey.assert(first.options),
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('PASSKEY_CHALLENGE_EXPIRED');
  });

  it('an expired challenge is refused', async () => {
    const { passkey } = await userWithPasskey();
    const { challengeId, options } = (await post('/r/api/authentication/passkey/options', SOURCE)).json();
    t.clock.advance(6 * 60_000);
    const res = await post('/r/api/authentication/passkey/login', SOURCE, {
      challengeId,
      credential: passkey.assert(options),
    });
    expect(res.json().code).toBe('PASSKEY_CHALLENGE_EXPIRED');
  });

  it('a passkey answering for another user, or one already registered to someone else, is refused', async () => {
    const a = await userWithPasskey();
    const b = await userWithPasskey();
    // A's passkey claims to be B (a different user handle): refused, nobody signed in.
    a.passkey.userHandle = b.user.id;
    const { res } = await signInWith(a.passkey);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('PASSKEY_FAILED');
    expect(res.headers['set-cookie']).toBeUndefined();
    a.passkey.userHandle = a.user.id;
    // B registers the credential A already has: refused.
    const other = await createUser(t.db, await createClient(t.db));
    const oh = (await signInAs(t, other)).headers;
    const { challengeId, options } = (await post(`${SETTINGS}/passkeys/options`, oh)).json();
    const taken = await post(`${SETTINGS}/passkeys`, oh, {
      challengeId,
      name: 'Not mine',
      credential: a.passkey.register(options),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('PASSKEY_TAKEN');
    // A registration challenge is its user's: B cannot answer A's.
    const ah = (await signInAs(t, a.user)).headers;
    const mine = (await post(`${SETTINGS}/passkeys/options`, ah)).json();
    const stolen = await post(`${SETTINGS}/passkeys`, oh, {
      challengeId: mine.challengeId,
      name: 'Stolen',
      credential: new SoftPasskey(other.id).register(mine.options),
    });
    expect(stolen.json().code).toBe('PASSKEY_CHALLENGE_EXPIRED');
  });

  it('a passkey that did not verify the person is refused; an unknown one too', async () => {
    const { passkey } = await userWithPasskey();
    expect((await signInWith(passkey, (o) => passkey.assertWithoutVerification(o))).res.json().code).toBe(
      'PASSKEY_FAILED',
    );
    const stranger = new SoftPasskey('00000000-0000-4000-8000-000000000000');
    expect((await signInWith(stranger)).res.json().code).toBe('PASSKEY_FAILED');
  });

  it("a user removes their own passkey; another user's id is a 404", async () => {
    const a = await userWithPasskey();
    const b = await userWithPasskey();
    const bh = (await signInAs(t, b.user)).headers;
    const ah = (await signInAs(t, a.user)).headers;
    const aKey = (await t.app.inject({ method: 'GET', url: `${SETTINGS}/two-factor`, headers: ah })).json().passkeys[0]
      .id;
    const del = (h: H, id: string) => t.app.inject({ method: 'DELETE', url: `${SETTINGS}/passkeys/${id}`, headers: h });
    expect((await del(bh, aKey)).statusCode).toBe(404);
    expect((await del(ah, 'not-a-uuid')).statusCode).toBe(404);
    expect((await del(ah, aKey)).json()).toEqual({ message: 'Your passkey was removed.' });
    expect((await signInWith(a.passkey)).res.json().code).toBe('PASSKEY_FAILED');
  });
});
