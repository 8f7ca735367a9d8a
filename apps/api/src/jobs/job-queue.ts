import type PgBoss from 'pg-boss';
import type { Queryable } from '../db/client.ts';
import { bossTx } from './boss-db.ts';

export type SendOptions = {
  /** Run no earlier than this. */
  startAfter?: Date;
  /** A uuid derived from the business record: sending the same job twice queues it once. */
  id?: string;
};

/** What services use to queue work for the job workers (built once per process, in AppDeps). */
export type JobQueue = {
  /**
   * Queues a job. Inside a transaction pass it as `tx`: the job is then written with the rest and exists exactly
   * when the transaction commits (and on PGlite, any other statement would wait for that transaction to end).
   * Resolves with the job id, or null when a job with the same `id` is queued already.
   */
  send(queue: string, data: object, options?: SendOptions, tx?: Queryable): Promise<string | null>;
  /**
   * Queues many jobs of one queue in ONE statement (a bulk payment's submissions), with the same rules as `send`: a
   * job whose `id` is queued already is skipped. Optional: a queue that lacks it is sent to job by job.
   */
  sendMany?(queue: string, jobs: ({ data: object } & SendOptions)[], tx?: Queryable): Promise<void>;
};

export function createJobQueue(boss: PgBoss): JobQueue {
  return {
    send: (queue, data, options = {}, tx) => boss.send(queue, data, tx ? { ...options, db: bossTx(tx) } : options),
    async sendMany(queue, jobs, tx) {
      if (jobs.length === 0) return;
      const rows = jobs.map((j) => ({ name: queue, data: j.data, id: j.id, startAfter: j.startAfter }));
      await boss.insert(rows, tx ? { db: bossTx(tx) } : {});
    },
  };
}
