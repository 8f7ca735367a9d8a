import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/auth.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { buildApp } from '../../app.ts';
import { createDb, type Db } from '../../db/client.ts';
import { listenForEvictions } from './session-cache.ts';

const DETAILS = '/smebackend/api/v1/settings/client/details';

describe('[SESSIONS] cached sessions across API processes', () => {
  let t: TestApp;
  let otherDb: Db;
  let other: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    t = await createTestApp();
    // On PostgreSQL a second pool stands for a second API process; PGlite is one process by nature.
    otherDb = t.db.url ? await createDb({ databaseUrl: t.db.url }) : t.db;
    await listenForEvictions(otherDb);
    other = await buildApp({ ...t.deps, db: otherDb });
  });
  afterAll(async () => {
    await other.close();
    if (otherDb !== t.db) await otherDb.close();
    await t.close();
  });

  it('a sign-in on one process logs the first session out on another at once', async () => {
    const first = await signIn(t, 'admin@demo.test');
    expect((await other.inject({ method: 'GET', url: DETAILS, headers: first.headers })).statusCode).toBe(200);
    await signIn(t, 'admin@demo.test');
    // NOTIFY is asynchronous; the eviction arrives within milliseconds, long before the cache TTL.
    await expect
      .poll(async () => (await other.inject({ method: 'GET', url: DETAILS, headers: first.headers })).json().code, {
        timeout: 2000,
        interval: 25,
      })
      .toBe('concurrent_login');
  });
});
