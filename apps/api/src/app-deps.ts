import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import type { MailPartner } from './partners/mail/mail.ts';

/** The clock every rule that depends on time reads, so tests can move it. */
export type Clock = { now(): Date };
export const systemClock: Clock = { now: () => new Date() };

/** What a module's routes and services are built from. */
export type AppDeps = {
  config: Config;
  db: Db;
  mail: MailPartner;
  clock: Clock;
  /** Queues durable jobs (pg-boss), worked by the processes whose ROLE is worker or all. */
  jobs: JobQueue;
};
