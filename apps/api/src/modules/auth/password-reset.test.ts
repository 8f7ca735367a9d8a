import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOURCE, signIn } from '../../../test/auth.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Fresh-start-2027';
const post = (url: string, payload: object, headers: Record<string, string> = SOURCE) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const mails = async (to: string) =>
  (
    (await t.app.inject({ method: 'GET', url: '/dev/mailbox/messages' })).json() as { to: string; text: string }[]
  ).filter((m) => m.to === to);

async function resetLink(email: string): Promise<string> {
  expect((await post('/r/api/requestPassword', { email })).statusCode).toBe(200);
  const token = (await mails(email))[0]?.text.match(/\/resetPassword\/([0-9a-f-]{36})/)?.[1];
  if (!token) throw new Error('no reset link mailed');
  return token;
}

describe('[PASSWORD] forgot and reset', () => {
  it('a user resets the password with the emailed link, once; old sessions end', async () => {
    const session = await signIn(t, 'checker@demo.test');
    const token = await resetLink('checker@demo.test');
    const check = await t.app.inject({ method: 'GET', url: `/r/api/resetPassword/${token}`, headers: SOURCE });
    expect(check.json()).toEqual({ valid: true, email: 'checker@demo.test' });

    const res = await post('/r/api/resetPassword', {
      resetToken: token,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(res.json()).toEqual({ message: 'Password updated successfully' });
    const again = await post('/r/api/resetPassword', {
      resetToken: token,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(again.json()).toMatchObject({ code: 'INVALID_RESET_TOKEN', message: 'URL contains an invalid ResetToken' });

    const old = await t.app.inject({
      method: 'GET',
      url: '/smebackend/api/v1/settings/client/details',
      headers: session.headers,
    });
    expect(old.json().code).toBe('user_not_logged_in');
    await expect(signIn(t, 'checker@demo.test')).rejects.toThrow(/401/);
    await signIn(t, 'checker@demo.test', NEW_PASSWORD);
  });

  it('an unknown email gets the same answer and no mail', async () => {
    const res = await post('/r/api/requestPassword', { email: 'nobody@demo.test' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/If an account exists/);
    expect(await mails('nobody@demo.test')).toHaveLength(0);
  });

  it.each(['not-a-uuid', '00000000-0000-4000-8000-000000000000'])(
    'token %s is an invalid ResetToken',
    async (token) => {
      const res = await t.app.inject({ method: 'GET', url: `/r/api/resetPassword/${token}`, headers: SOURCE });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('URL contains an invalid ResetToken');
    },
  );

  it('an expired link is refused', async () => {
    const token = await resetLink('cards@demo.test');
    t.clock.advance(61 * 60_000);
    const res = await post('/r/api/resetPassword', {
      resetToken: token,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(res.json().code).toBe('INVALID_RESET_TOKEN');
  });

  it.each([
    ['short1A', "Password doesn't meet requirements"],
    ['alllowercase1', "Password doesn't meet requirements"],
    ['ALLUPPERCASE1', "Password doesn't meet requirements"],
    ['NoDigitsHere', "Password doesn't meet requirements"],
    [`A1${'a'.repeat(31)}`, "Password doesn't meet requirements"],
    ['Emoji-pass-1😀', "Password doesn't meet requirements"],
  ])('new password %j is refused: %s', async (password, message) => {
    const res = await post('/r/api/resetPassword', {
      resetToken: '00000000-0000-4000-8000-000000000000',
      password,
      confirmPassword: password,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field: 'password', message });
  });

  it('passwords that do not match are refused and the token stays usable', async () => {
    const token = await resetLink('au@demo.test');
    const res = await post('/r/api/resetPassword', {
      resetToken: token,
      password: NEW_PASSWORD,
      confirmPassword: 'Other-pass-2027',
    });
    expect(res.json().errors).toContainEqual({ field: 'confirmPassword', message: "Passwords don't match" });
    const check = await t.app.inject({ method: 'GET', url: `/r/api/resetPassword/${token}`, headers: SOURCE });
    expect(check.statusCode).toBe(200);
  });
});

describe('[PASSWORD] set password after sign-in', () => {
  it('a user with a generated password sets one without the current password', async () => {
    const s = await signIn(t, 'newuser@demo.test');
    const details = await t.app.inject({
      method: 'GET',
      url: '/smebackend/api/v1/settings/client/details',
      headers: s.headers,
    });
    expect(details.json().user.isPasswordGenerated).toBe(true);
    // Whoever read the mailed password can do nothing else with it: no money moved, no business data read.
    const summary = '/smebackend/api/v1/settings/account/summary';
    const accounts = await t.app.inject({ method: 'GET', url: summary, headers: s.headers });
    expect(accounts.statusCode).toBe(403);
    expect(accounts.json()).toMatchObject({
      code: 'PASSWORD_CHANGE_REQUIRED',
      message: 'You are signed in with the password we sent you. Set your own password to continue.',
    });
    const withdraw = await t.app.inject({
      method: 'POST',
      url: '/smebackend/api/v1/withdrawFund',
      headers: { ...s.headers, 'idempotency-key': crypto.randomUUID() },
      payload: { accountId: crypto.randomUUID(), bankAccountId: crypto.randomUUID(), amount: '1' },
    });
    expect(withdraw.json()).toMatchObject({ code: 'PASSWORD_CHANGE_REQUIRED' });
    const res = await post(
      '/r/api/settings/userProfile/changePassword',
      { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      s.headers,
    );
    expect(res.json()).toEqual({ message: 'Password updated successfully' });
    const after = await t.app.inject({
      method: 'GET',
      url: '/smebackend/api/v1/settings/client/details',
      headers: s.headers,
    });
    expect(after.json().user.isPasswordGenerated).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: summary, headers: s.headers })).statusCode).toBe(200);
  });

  it('anyone else must give the current password', async () => {
    const s = await signIn(t, 'jp@demo.test');
    const res = await post(
      '/r/api/settings/userProfile/changePassword',
      { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      s.headers,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({
      field: 'currentPassword',
      message: 'Your current password is incorrect.',
    });
  });
});
