import { buildApp } from './app.ts';
import { systemClock } from './app-deps.ts';
import { loadConfig } from './config.ts';
import { createDb } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { seedDemo } from './db/seed.ts';
import { listenForEvictions } from './modules/auth/session-cache.ts';
import { createMailboxPartner } from './partners/mail/mailbox.ts';
import { createSmtpPartner } from './partners/mail/smtp.ts';

const config = loadConfig();
const db = await createDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
await migrate(db);
await seedDemo(db, { onlyIfEmpty: true });
await listenForEvictions(db);
const mail = config.SMTP_URL ? createSmtpPartner(config.SMTP_URL, config.MAIL_FROM) : createMailboxPartner(db);
const app = await buildApp({ config, db, mail, clock: systemClock }, { logger: true });

const shutdown = async () => {
  await app.close();
  await db.close();
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);

await app.listen({ port: config.PORT, host: config.HOST });
app.log.info(
  `Corridor on http://localhost:${config.PORT} (${db.kind === 'pglite' ? `PGlite in ${config.DATA_DIR}` : 'PostgreSQL'})`,
);
