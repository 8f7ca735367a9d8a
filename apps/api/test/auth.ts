import { DEMO_PASSWORD } from '../src/seed/seed.ts';
import type { TestApp } from './helpers.ts';

export const SOURCE = { source: 'sme' } as const;

/** The latest Dynamic Access Code mailed to `email`, read from the dev mailbox as a person would. */
export async function latestCode(t: TestApp, email: string): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: '/dev/mailbox/messages' });
  const mail = (res.json() as { to: string; text: string }[]).find((m) => m.to === email);
  const code = mail?.text.match(/Dynamic Access Code is (\d{6})/)?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

export function cookieFrom(setCookie: string | string[] | undefined): string {
  const first = Array.isArray(setCookie) ? setCookie[0] : setCookie;
  if (!first) throw new Error('no session cookie set');
  return first.split(';')[0]!;
}

/** Signs in through the real two-step flow; returns the headers an authenticated call needs. */
export async function signIn(t: TestApp, email: string, password = DEMO_PASSWORD, ip = '10.9.0.1') {
  const otp = await t.app.inject({
    method: 'POST',
    url: '/r/api/authentication/generateOTP',
    headers: SOURCE,
    remoteAddress: ip,
    payload: { email, password },
  });
  if (otp.statusCode !== 200) throw new Error(`generateOTP ${otp.statusCode}: ${otp.body}`);
  const login = await t.app.inject({
    method: 'POST',
    url: '/r/api/login',
    headers: SOURCE,
    remoteAddress: ip,
    payload: { email, password, otp: await latestCode(t, email) },
  });
  if (login.statusCode !== 200) throw new Error(`login ${login.statusCode}: ${login.body}`);
  const csrfToken = login.json().csrfToken as string;
  const cookie = cookieFrom(login.headers['set-cookie']);
  return { cookie, csrfToken, headers: { ...SOURCE, cookie, 'x-csrf-token': csrfToken } as Record<string, string> };
}
