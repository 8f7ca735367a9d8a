import { type App, buildApp } from './app.ts';
import { type AppDeps, systemClock } from './app-deps.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { createDb } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { createBoss, STOP_TIMEOUT_MS, startWorkers, stopJobs } from './jobs/boss.ts';
import { createJobQueue } from './jobs/job-queue.ts';
import { listenForEvictions } from './modules/auth/session-cache.ts';
import { createMailboxPartner } from './partners/mail/mailbox.ts';
import { createSmtpPartner } from './partners/mail/smtp.ts';
import { createSandboxPartners } from './partners/partners.ts';
import { seedDemo } from './seed/seed.ts';

/**
 * Start: config → database → migrations and job queues → demo seed → HTTP and/or job workers.
 * Any number of processes may start at once on one PostgreSQL: migrations and the seed are advisory-locked, pg-boss
 * locks its own install, and each scheduled job runs once per tick whatever the number of workers.
 * ROLE=api serves HTTP only, ROLE=worker runs the jobs only and does not listen at all (nothing to ask it: its
 * health is its jobs getting done), ROLE=all (the default) does both.
 */
const config = configOrExit();
const servesHttp = config.ROLE !== 'worker';
const runsJobs = config.ROLE !== 'api';

const db = await createDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
if (db.kind === 'pglite' && config.ROLE !== 'all') {
  // PGlite belongs to the one process that opened it: no other process can serve or work the other half.
  const missing = runsJobs ? 'nothing will serve HTTP' : 'no job will ever run';
  console.warn(`ROLE=${config.ROLE} on the embedded database: ${missing} (use ROLE=all, or DATABASE_URL)`);
}
await migrate(db);

// Every collaborator is built here, once, and handed to the modules in `deps` (a live partner adapter, chosen by
// configuration, would be picked here too).
const onJobError = (err: unknown) => console.error('job failed:', err);
const boss = createBoss(db, { isWorker: runsJobs, onError: onJobError });
const mail = config.SMTP_URL ? createSmtpPartner(config.SMTP_URL, config.MAIL_FROM) : createMailboxPartner(db);
const partners = createSandboxPartners({ db });
const deps: AppDeps = { config, db, mail, partners, clock: systemClock, jobs: createJobQueue(boss) };

if (config.shouldSeedDemo) await seedDemo(deps, { onlyIfEmpty: true });

let app: App | undefined;
if (servesHttp) {
  await listenForEvictions(db);
  app = await buildApp(deps, { logger: true });
}
if (runsJobs) await startWorkers(boss, deps, { onError: onJobError });

let isStopping = false;
/**
 * SIGTERM/SIGINT: stop taking requests and finish those under way, let running jobs finish (or fail them after
 * STOP_TIMEOUT_MS so another worker retries them), then close the pool. A stuck step cannot hold the exit forever.
 */
async function shutdown(signal: string) {
  if (isStopping) return;
  isStopping = true;
  console.info(`${signal}: shutting down`);
  setTimeout(() => {
    console.error('shutdown took too long; exiting');
    process.exit(1);
  }, STOP_TIMEOUT_MS + 5_000).unref();
  try {
    await Promise.all([app?.close(), stopJobs(boss)]);
    await db.close();
    process.exit(0);
  } catch (err) {
    console.error('shutdown failed:', err);
    process.exit(1);
  }
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

const where = db.kind === 'pglite' ? `PGlite in ${config.DATA_DIR}` : 'PostgreSQL';
if (app) {
  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`Corridor on http://localhost:${config.PORT} (${where}, ROLE=${config.ROLE})`);
} else {
  console.info(`Corridor worker running jobs (${where})`);
}

/** A wrong environment is the operator's to fix: say what is wrong, plainly, without a stack trace. */
function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
}
