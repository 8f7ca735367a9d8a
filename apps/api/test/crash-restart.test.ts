import { afterAll, describe, expect, it, vi } from 'vitest';
import { stableUuid } from '../src/ledger/ids.ts';
import { SETTLE_QUEUE } from '../src/modules/receiving/receiving.service.ts';
import { inconsistentAccounts, misorderedEntries, overdrawnAccounts, unbalancedCurrencies } from './ledger-fixtures.ts';
import { balanceOf, receive, type ServerDatabase, serverDatabase, signInOver, startServer } from './process-harness.ts';
import { stopServerProcess, waitUntilHealthy } from './server-process.ts';

const databases: ServerDatabase[] = [];
afterAll(async () => {
  for (const d of databases) await d.drop();
});

// Minor units never ending in 13 or 17: the sandbox bank credits them all.
const AMOUNTS = ['10.01', '20.02', '30.03', '40.04', '50.05', '60.06', '70.07', '80.08'];
const TOTAL = 36_036n;

describe('[JOBS] a crash does not lose or repeat a settlement', () => {
  it('kill -9 while payments are being settled, restart: each settles exactly once, the ledger holds', async () => {
    const store = await serverDatabase();
    databases.push(store);
    const first = await startServer(store.env);
    let paymentIds: string[] = [];
    let before = 0n;
    try {
      await waitUntilHealthy(first);
      const client = await signInOver(`http://127.0.0.1:${first.port}`, 'admin@demo.test');
      const sgd = await balanceOf(client, 'SGD');
      before = sgd.ledger;
      // Due one after another, so the kill lands while some are settled and others are queued or under way.
      const payments = [];
      for (const [i, amount] of AMOUNTS.entries()) {
        payments.push(await receive(client, sgd.accountId, amount, 500 + i * 400));
      }
      paymentIds = payments.map((p) => p.id);
      expect(new Set(payments.map((p) => p.status))).toEqual(new Set(['RECEIVED']));
      await vi.waitFor(async () => expect((await balanceOf(client, 'SGD')).ledger).toBeGreaterThan(before), {
        timeout: 20_000,
        interval: 20,
      });
    } finally {
      first.child.kill('SIGKILL');
      await first.exited;
    }

    const afterCrash = await store.open();
    try {
      const { rows } = await afterCrash.query<{ status: string }>(
        'SELECT status FROM incoming_payments WHERE id = ANY($1::uuid[])',
        [paymentIds],
      );
      // The crash really interrupted the settlements: some were done, some not.
      expect(rows.map((r) => r.status)).toContain('CREDITED');
      expect(rows.map((r) => r.status)).toContain('RECEIVED');
    } finally {
      await afterCrash.close();
    }

    const second = await startServer(store.env);
    try {
      await waitUntilHealthy(second);
      // The session survived the crash too: it lives in the database.
      const client = await signInOver(`http://127.0.0.1:${second.port}`, 'admin@demo.test');
      await vi.waitFor(async () => expect((await balanceOf(client, 'SGD')).ledger).toBe(before + TOTAL), {
        timeout: 30_000,
        interval: 100,
      });
    } finally {
      // Graceful: running jobs finish, the pool closes, exit code 0.
      expect(await stopServerProcess(second)).toBe(0);
    }

    const db = await store.open();
    try {
      const all = await db.query<{ status: string; resolutions: number }>(
        `SELECT p.status, (SELECT count(*)::int FROM ledger_transfers r WHERE r.pending_id = p.transfer_id) AS resolutions
         FROM incoming_payments p WHERE p.id = ANY($1::uuid[])`,
        [paymentIds],
      );
      expect(all.rows).toEqual(paymentIds.map(() => ({ status: 'CREDITED', resolutions: 1 })));
      // One settlement job per payment, however the crash fell (pg-boss keeps finished jobs, then archives them).
      const jobs = await db.query<{ id: string }>(
        `SELECT id FROM pgboss.job WHERE name = $1 AND id = ANY($2::uuid[])
         UNION ALL SELECT id FROM pgboss.archive WHERE name = $1 AND id = ANY($2::uuid[])`,
        [SETTLE_QUEUE, paymentIds.map((id) => stableUuid(SETTLE_QUEUE, id))],
      );
      expect(jobs.rows).toHaveLength(paymentIds.length);
      const entries = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ledger_entries e JOIN incoming_payments p ON e.business_id = p.id::text
         WHERE p.id = ANY($1::uuid[])`,
        [paymentIds],
      );
      // One posted settlement per payment, two sides each.
      expect(entries.rows[0]!.n).toBe(2 * AMOUNTS.length);
      expect(await unbalancedCurrencies(db)).toEqual([]);
      expect(await overdrawnAccounts(db)).toEqual([]);
      expect(await inconsistentAccounts(db)).toEqual([]);
      expect(await misorderedEntries(db)).toBe(0n);
    } finally {
      await db.close();
    }
  }, 180_000);
});
