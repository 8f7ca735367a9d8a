import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOURCE } from '../../../test/auth.ts';
import { PRODUCTION_ENV } from '../../../test/env.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';

describe('[MAILBOX] dev mailbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('shows stored mail newest first, as JSON and as a page', async () => {
    await t.deps.mail.send({ to: 'a@demo.test', subject: 'First', text: 'one' });
    await t.deps.mail.send({ to: 'b@demo.test', subject: 'Second <b>', text: 'two' });
    const json = (await t.app.inject({ method: 'GET', url: '/dev/mailbox/messages' })).json();
    expect(json.slice(0, 2).map((m: { subject: string }) => m.subject)).toEqual(['Second <b>', 'First']);
    expect(Object.keys(json[0]).sort()).toEqual(['createdAt', 'subject', 'text', 'to']);
    const page = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Second &lt;b&gt;');
    // Its one inline style is allowed by hash, nothing else inline.
    expect(page.headers['content-security-policy']).toMatch(/style-src 'sha256-[A-Za-z0-9+/]+=*'/);
  });

  it('answers only callers on this machine: not the network, not through a proxy', async () => {
    await t.deps.mail.send({ to: 'victim@demo.test', subject: 'Code', text: 'Your Dynamic Access Code is 123456.' });
    for (const url of ['/dev/mailbox/messages', '/dev/mailbox']) {
      const remote = await t.app.inject({ method: 'GET', url, remoteAddress: '192.0.2.10' });
      expect(remote.statusCode).toBe(404);
      expect(remote.body).not.toContain('123456');
      const proxied = await t.app.inject({ method: 'GET', url, headers: { 'x-forwarded-for': '127.0.0.1' } });
      expect(proxied.statusCode).toBe(404);
      const forwarded = await t.app.inject({ method: 'GET', url, headers: { forwarded: 'for=127.0.0.1' } });
      expect(forwarded.statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url, remoteAddress: '::1' })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url, remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
    }
  });

  it('is not fooled by a trusted proxy either', async () => {
    const behindProxy = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
    try {
      const res = await behindProxy.app.inject({
        method: 'GET',
        url: '/dev/mailbox/messages',
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await behindProxy.close();
    }
  });
});

describe('[MAILBOX] in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(PRODUCTION_ENV);
  });
  afterAll(() => t.close());

  it('does not exist', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/dev/mailbox/messages' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
    const config = await t.app.inject({ method: 'GET', url: '/smebackend/api/v1/configuration', headers: SOURCE });
    expect(config.json()).toEqual({ isMaintenance: false, isDevMailboxEnabled: false });
  });
});
