import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { loadConfig } from '../config.ts';
import { purgeExpiredSignIns } from '../modules/auth/auth.jobs.ts';
import { purgeOldMail } from '../modules/dev-mailbox/dev-mailbox.jobs.ts';
import { purgeOldIdempotencyKeys } from '../platform/idempotency.jobs.ts';
import { JOBS } from './registry.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let t: TestApp;
let user: { id: string; client_id: string };
const now = new Date('2031-06-01T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const ahead = (ms: number) => new Date(now.getTime() + ms);

beforeAll(async () => {
  t = await createTestApp();
  const { rows } = await t.db.query<{ id: string; client_id: string }>(
    "SELECT id, client_id FROM users WHERE email = 'admin@demo.test'",
  );
  user = rows[0]!;
});
afterAll(() => t.close());

async function ids(sql: string): Promise<string[]> {
  return (await t.db.query<{ id: string }>(sql)).rows.map((r) => String(r.id)).sort();
}

async function addSession(expiresAt: Date, endedAt: Date | null = null): Promise<string> {
  const { rows } = await t.db.query<{ id: string }>(
    `INSERT INTO sessions (token_hash, user_id, client_id, csrf_token, created_at, last_seen_at, expires_at, ended_at,
       ended_reason)
     VALUES ($1, $2, $3, 'csrf', $4, $4, $5, $6, $7) RETURNING id`,
    [randomBytes(32), user.id, user.client_id, ago(13 * HOUR), expiresAt, endedAt, endedAt ? 'logout' : null],
  );
  return rows[0]!.id;
}

describe('[JOBS] clean-up', () => {
  it('sign-ins: drops sessions, codes and reset tokens past their expiry and keeps the live ones', async () => {
    const expired = await addSession(ago(1));
    const loggedOutExpired = await addSession(ago(HOUR), ago(2 * HOUR));
    const live = await addSession(ahead(HOUR));
    const loggedOutLive = await addSession(ahead(HOUR), ago(HOUR));
    const code = (expiresAt: Date) =>
      t.db.query(
        `INSERT INTO login_codes (user_id, code_hash, created_at, expires_at) VALUES ($1, $2, $3, $4) RETURNING id`,
        [user.id, randomBytes(32), ago(HOUR), expiresAt],
      );
    const oldCode = (await code(ago(1))).rows[0]!.id;
    const freshCode = (await code(ahead(1))).rows[0]!.id;
    const reset = async (expiresAt: Date) => {
      const token = randomUUID();
      await t.db.query('INSERT INTO password_resets (token, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
        token,
        user.id,
        ago(HOUR),
        expiresAt,
      ]);
      return token;
    };
    const oldReset = await reset(ago(1));
    const freshReset = await reset(ahead(1));

    expect(await purgeExpiredSignIns(t.db, now)).toBeGreaterThanOrEqual(4);

    const sessions = await ids('SELECT id FROM sessions');
    expect(sessions).toEqual(expect.arrayContaining([live, loggedOutLive]));
    expect(sessions).not.toContain(expired);
    expect(sessions).not.toContain(loggedOutExpired);
    const codes = await ids('SELECT id FROM login_codes');
    expect(codes).toContain(freshCode);
    expect(codes).not.toContain(oldCode);
    const resets = await ids('SELECT token AS id FROM password_resets');
    expect(resets).toContain(freshReset);
    expect(resets).not.toContain(oldReset);
  });

  it('idempotency keys: forgets those older than the retention and keeps the newer', async () => {
    const key = async (createdAt: Date) => {
      const k = randomUUID();
      await t.db.query(
        `INSERT INTO idempotency_keys (client_id, key, request_hash, response_status, response_body, created_at)
         VALUES ($1, $2, 'h', 201, '{}', $3)`,
        [user.client_id, k, createdAt],
      );
      return k;
    };
    const old = await key(ago(169 * HOUR));
    const recent = await key(ago(167 * HOUR));
    const dayOld = await key(ago(25 * HOUR));
    expect(await purgeOldIdempotencyKeys(t.db, now, 168)).toBeGreaterThanOrEqual(1);
    const keys = await ids('SELECT key AS id FROM idempotency_keys');
    expect(keys).toEqual(expect.arrayContaining([recent, dayOld]));
    expect(keys).not.toContain(old);
    // The shortest retention allowed still keeps a day.
    await purgeOldIdempotencyKeys(t.db, now, 24);
    expect(await ids('SELECT key AS id FROM idempotency_keys')).not.toContain(dayOld);
  });

  it('idempotency retention is a week unless set, and never less than a day', () => {
    expect(loadConfig({}).IDEMPOTENCY_RETENTION_HOURS).toBe(168);
    expect(loadConfig({ IDEMPOTENCY_RETENTION_HOURS: '48' }).IDEMPOTENCY_RETENTION_HOURS).toBe(48);
    expect(() => loadConfig({ IDEMPOTENCY_RETENTION_HOURS: '23' })).toThrow(/IDEMPOTENCY_RETENTION_HOURS/);
  });

  it('dev mailbox: drops mail older than a day and keeps the rest', async () => {
    const mail = async (createdAt: Date) =>
      (
        await t.db.query<{ id: bigint }>(
          `INSERT INTO mail_messages (recipient, subject, text_body, created_at) VALUES ('a@b.test', 's', 't', $1)
           RETURNING id`,
          [createdAt],
        )
      ).rows[0]!.id.toString();
    const old = await mail(ago(DAY + 1000));
    const recent = await mail(ago(DAY - 60_000));
    expect(await purgeOldMail(t.db, now)).toBeGreaterThanOrEqual(1);
    const left = await ids('SELECT id FROM mail_messages');
    expect(left).toContain(recent);
    expect(left).not.toContain(old);
  });

  it('rate limits: the scheduled sign-in clean-up also drops counters and throttles past their window', async () => {
    await t.db.query(
      `INSERT INTO rate_limit_hits (bucket, window_start, hits, expires_at) VALUES
         ('old', $1, 3, $2), ('current', $2, 1, $3)`,
      [ago(2 * HOUR), ago(HOUR), ahead(HOUR)],
    );
    await t.db.query(
      `INSERT INTO failure_throttles (key, failures, last_failure_at, expires_at) VALUES
         ('old', 6, $1, $2), ('current', 6, $1, $3)`,
      [ago(2 * HOUR), ago(1), ahead(HOUR)],
    );
    t.clock.advance(now.getTime() - t.clock.now().getTime());
    const job = JOBS.find((j) => j.queue === 'auth.purge-expired')!;
    expect(job.schedule).toBeTruthy();
    await job.run({}, t.deps);
    expect(await ids("SELECT bucket AS id FROM rate_limit_hits WHERE bucket IN ('old', 'current')")).toEqual([
      'current',
    ]);
    expect(await ids("SELECT key AS id FROM failure_throttles WHERE key IN ('old', 'current')")).toEqual(['current']);
  });

  it('every clean-up is on a schedule and runs from what the app is built with', async () => {
    const cleanUps = ['auth.purge-expired', 'idempotency.purge', 'dev-mailbox.purge', 'ledger.void-expired'];
    // The other scheduled jobs first (a forward contract of the demo seed settles in 2031 and mails), then the
    // clean-ups, as the next tick would run them.
    const scheduled = JOBS.filter((j) => j.schedule).sort(
      (a, b) => Number(cleanUps.includes(a.queue)) - Number(cleanUps.includes(b.queue)),
    );
    expect(scheduled.map((j) => j.queue)).toEqual(expect.arrayContaining(cleanUps));
    const k = randomUUID();
    await t.db.query(
      `INSERT INTO idempotency_keys (client_id, key, request_hash, response_status, response_body, created_at)
       VALUES ($1, $2, 'h', 201, '{}', $3)`,
      [user.client_id, k, ago(t.deps.config.IDEMPOTENCY_RETENTION_HOURS * HOUR + 1000)],
    );
    await t.db.query(
      `INSERT INTO mail_messages (recipient, subject, text_body, created_at) VALUES ('x', 's', 't', $1)`,
      [ago(2 * DAY)],
    );
    t.clock.advance(now.getTime() - t.clock.now().getTime());
    for (const job of scheduled) await job.run({}, t.deps);
    expect(await ids('SELECT key AS id FROM idempotency_keys')).not.toContain(k);
    expect((await t.db.query('SELECT 1 FROM mail_messages WHERE created_at < $1', [ago(DAY)])).rows).toEqual([]);
  });
});
