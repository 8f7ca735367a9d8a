import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOURCE } from '../../../test/auth.ts';
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
  });
});

describe('[MAILBOX] in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: 'production' });
  });
  afterAll(() => t.close());

  it('does not exist', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/dev/mailbox/messages' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
    const config = await t.app.inject({ method: 'GET', url: '/smebackend/api/v1/configuration', headers: SOURCE });
    expect(config.json()).toEqual({ isMaintenance: false, isDevMailboxEnabled: false });
  });
});
