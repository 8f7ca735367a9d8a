import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import type { MailPartner } from './partners/mail/mail.ts';
import type { Partners } from './partners/partners.ts';

/** The clock every rule that depends on time reads, so tests can move it. */
export type Clock = { now(): Date };
export const systemClock: Clock = { now: () => new Date() };

/**
 * What a module's routes, services and jobs are built from: made once per process (main.ts, or createTestApp in
 * the tests) and handed in. Nothing below main.ts constructs a partner, a pool or a queue of its own.
 */
export type AppDeps = {
  config: Config;
  db: Db;
  mail: MailPartner;
  /** FX rates and the receiving bank (sandboxes unless configured otherwise). */
  partners: Partners;
  clock: Clock;
  /** Queues durable jobs (pg-boss), worked by the processes whose ROLE is worker or all. */
  jobs: JobQueue;
  /**
   * Only bench/audit.bench.ts sets it, to measure payouts without the audit log in the same run; nothing in the
   * product does, so production always audits (modules/audit).
   */
  isAuditOff?: boolean;
};
