import type { Queryable } from '../../db/client.ts';
import { type JobDefinition, SWEEP_OPTIONS } from '../../jobs/job-definition.ts';

/** A sign-in code or reset link is worthless after a day, so the dev mailbox keeps one day of mail. */
export const MAIL_RETENTION_MS = 24 * 60 * 60 * 1000;

export async function purgeOldMail(db: Queryable, now: Date): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'WITH d AS (DELETE FROM mail_messages WHERE created_at < $1 RETURNING 1) SELECT count(*)::int AS n FROM d',
    [new Date(now.getTime() - MAIL_RETENTION_MS)],
  );
  return rows[0]?.n ?? 0;
}

export const devMailboxJobs: JobDefinition[] = [
  {
    queue: 'dev-mailbox.purge',
    options: SWEEP_OPTIONS,
    schedule: '23 * * * *',
    async run(_data, deps) {
      await purgeOldMail(deps.db, deps.clock.now());
    },
  },
];
