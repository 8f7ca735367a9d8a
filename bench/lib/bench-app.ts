// The API as every HTTP benchmark runs it: one process on the benchmark's scratch PostgreSQL database, migrated (and
// holding the demo data when asked), queueing jobs without working them (a benchmark that needs a worker starts its
// own), listening on a free port of 127.0.0.1. Sign-ins go through the real code-by-mail flow, as in the API tests.

import { buildApp } from '../../apps/api/src/app.ts';
import { type AppDeps, systemClock } from '../../apps/api/src/app-deps.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import type { Db } from '../../apps/api/src/db/client.ts';
import { migrate } from '../../apps/api/src/db/migrate.ts';
import { createBoss } from '../../apps/api/src/jobs/boss.ts';
import { createJobQueue } from '../../apps/api/src/jobs/job-queue.ts';
import { createMailboxPartner } from '../../apps/api/src/partners/mail/mailbox.ts';
import { createSandboxPartners } from '../../apps/api/src/partners/partners.ts';
import { seedDemo } from '../../apps/api/src/seed/seed.ts';
import { signIn } from '../../apps/api/test/auth.ts';

export async function startBenchApp(db: Db, { withDemo = false } = {}) {
  await migrate(db);
  const partners = createSandboxPartners();
  if (withDemo) await seedDemo({ db, partners });
  const config = loadConfig({ NODE_ENV: 'test', WEB_DIST: '/nonexistent' });
  const jobs = createJobQueue(createBoss(db, { isWorker: false, onError: console.error }));
  const deps: AppDeps = { config, db, clock: systemClock, mail: createMailboxPartner(db), partners, jobs };
  const app = await buildApp(deps);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const testApp = { app, db, clock: systemClock as never, deps: {} as never, close: async () => {} };
  return {
    app,
    deps,
    /** The API's base URL: `${base}/validatePayout`. */
    base: `http://127.0.0.1:${(app.server.address() as { port: number }).port}/smebackend/api/v1`,
    /** Signs `email` in (the demo password by default) from `ip`; its headers carry the session and CSRF token. */
    signIn: (email: string, password?: string, ip?: string) => signIn(testApp, email, password, ip),
  };
}
