import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/auth.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { buildApp } from '../../app.ts';
import { createDb, type Db } from '../../db/client.ts';
import { evictSessions, listenForEvictions } from './session-cache.ts';

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

describe('[SESSIONS] a sign-out while the session is being read', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is not undone by that read: the next call with the cookie is signed out', async () => {
    const s = await signIn(t, 'jp@demo.test');
    const user = await t.db.query<{ id: string }>("SELECT id FROM users WHERE email = 'jp@demo.test'");
    await evictSessions(t.db, `user:${user.rows[0]!.id}`); // a cold cache: the next call reads the session
    // The sign-out lands between the session's row being read and the read finishing (its user's row next).
    const query = t.db.query;
    let isSignedOut = false;
    t.db.query = async (sql, params) => {
      if (!isSignedOut && /FROM users/.test(sql)) {
        isSignedOut = true;
        const out = await t.app.inject({ method: 'GET', url: '/r/api/logout', headers: s.headers });
        expect(out.statusCode).toBe(200);
      }
      return query(sql, params);
    };
    try {
      // Read before the sign-out ended it: this call is answered.
      expect((await t.app.inject({ method: 'GET', url: DETAILS, headers: s.headers })).statusCode).toBe(200);
    } finally {
      t.db.query = query;
    }
    expect(isSignedOut).toBe(true);
    const after = await t.app.inject({ method: 'GET', url: DETAILS, headers: s.headers });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('user_not_logged_in');
  });
});
