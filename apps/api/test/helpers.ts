import { type App, buildApp } from '../src/app.ts';
import type { AppDeps, Clock } from '../src/app-deps.ts';
import { loadConfig } from '../src/config.ts';
import type { Db } from '../src/db/client.ts';
import { createMailboxPartner } from '../src/partners/mail/mailbox.ts';
import { createTestDb } from './test-db.ts';

/** A clock tests can move forward. */
export class TestClock implements Clock {
  private current: Date;
  constructor(start = new Date()) {
    this.current = start;
  }
  now() {
    return new Date(this.current);
  }
  advance(ms: number) {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export type TestApp = { app: App; db: Db & { url?: string }; clock: TestClock; deps: AppDeps; close(): Promise<void> };

/** The real server on a fresh copy of the seeded database. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const db = await createTestDb();
  const clock = new TestClock();
  const config = loadConfig({ NODE_ENV: 'test', WEB_DIST: '/nonexistent', ...env });
  const deps: AppDeps = { config, db, clock, mail: createMailboxPartner(db) };
  const app = await buildApp(deps, { logger: Boolean(process.env.TEST_LOG) });
  await app.ready();
  return {
    app,
    db,
    clock,
    deps,
    async close() {
      await app.close();
      await db.close();
    },
  };
}
