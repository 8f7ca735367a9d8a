import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { BATCH_V1, batchCsv } from './batch-files.ts';
import { inconsistentAccounts, misorderedEntries, overdrawnAccounts, unbalancedCurrencies } from './ledger-fixtures.ts';
import { type Client, type ServerDatabase, serverDatabase, signInOver, startServer } from './process-harness.ts';
import { stopServerProcess, waitUntilHealthy } from './server-process.ts';

const databases: ServerDatabase[] = [];
afterAll(async () => {
  for (const d of databases) await d.drop();
});

// Paid 10 rows per chunk (BATCH_PAY_CHUNK): thirty chunks, so the kill lands between two of them.
const ROWS = 300;
const ENV = { BATCH_PAY_CHUNK: '10' };

type Batch = { id: string; status: string; progress: { step: number; done: number; total: number } | null };

async function call(
  c: Client,
  method: string,
  path: string,
  body?: FormData | string,
  headers: Record<string, string> = {},
) {
  const res = await fetch(`${c.base}${BATCH_V1}${path}`, { method, headers: { ...c.headers, ...headers }, body });
  if (!res.ok) throw new Error(`${method} ${path} ${res.status}: ${await res.text()}`);
  return (await res.json()) as Batch;
}

const getBatch = (c: Client, id: string) => call(c, 'GET', `/${id}`);

describe('[BULK] a crash while a batch is being paid', () => {
  it('kill -9 between chunks, restart: every row gets one payout, the money is held once', async () => {
    const store = await serverDatabase();
    databases.push(store);
    const first = await startServer({ ...store.env, ...ENV });
    let batchId = '';
    try {
      await waitUntilHealthy(first);
      const client = await signInOver(`http://127.0.0.1:${first.port}`, 'admin@demo.test');
      const form = new FormData();
      const csv = batchCsv(ROWS, () => ({ source_amount: '10.25' }));
      form.append('file', new Blob([csv], { type: 'text/csv' }), 'crash.csv');
      batchId = (await call(client, 'POST', '/upload', form)).id;
      await vi.waitFor(async () => expect((await getBatch(client, batchId)).status).toBe('validated'), {
        timeout: 60_000,
        interval: 100,
      });
      expect((await call(client, 'POST', `/${batchId}/hold-fx`)).status).toBe('fx_completed');
      const json = { 'content-type': 'application/json', 'idempotency-key': randomBytes(8).toString('hex') };
      const paying = await call(
        client,
        'POST',
        `/${batchId}/payout`,
        JSON.stringify({ depositMethod: 'account' }),
        json,
      );
      expect(paying.status).toBe('payout_in_progress');
      // Killed once the first chunk of payouts is committed and before the last one is.
      await vi.waitFor(
        async () => {
          const b = await getBatch(client, batchId);
          expect(b.status).toBe('payout_in_progress');
          expect(b.progress?.done ?? 0).toBeGreaterThan(0);
          expect(b.progress?.done ?? ROWS).toBeLessThan(ROWS / 2);
        },
        { timeout: 60_000, interval: 10 },
      );
    } finally {
      first.child.kill('SIGKILL');
      await first.exited;
    }

    const afterCrash = await store.open();
    try {
      const { rows } = await afterCrash.query<{ status: string; paid: number }>(
        `SELECT b.status, (SELECT count(*)::int FROM payouts p WHERE p.batch_id = b.id) AS paid
         FROM batches b WHERE b.id = $1`,
        [batchId],
      );
      // The crash really fell in the middle: some payouts exist, not all.
      expect(rows[0]!.status).toBe('payout_in_progress');
      expect(rows[0]!.paid).toBeGreaterThan(0);
      expect(rows[0]!.paid).toBeLessThan(ROWS);
    } finally {
      await afterCrash.close();
    }

    const second = await startServer({ ...store.env, ...ENV });
    try {
      await waitUntilHealthy(second);
      const client = await signInOver(`http://127.0.0.1:${second.port}`, 'admin@demo.test');
      await vi.waitFor(async () => expect((await getBatch(client, batchId)).status).toMatch(/^(paid|pending)$/), {
        timeout: 120_000,
        interval: 250,
      });
    } finally {
      expect(await stopServerProcess(second)).toBe(0);
    }

    const db = await store.open();
    try {
      const payouts = await db.query<{ n: number; rows: number; holds: number }>(
        `SELECT count(*)::int AS n, count(DISTINCT batch_row_index)::int AS rows,
           count(DISTINCT hold_transfer_id)::int AS holds FROM payouts WHERE batch_id = $1`,
        [batchId],
      );
      expect(payouts.rows[0]).toEqual({ n: ROWS, rows: ROWS, holds: ROWS });
      const linked = await db.query<{ n: number }>(
        'SELECT count(DISTINCT payout_id)::int AS n FROM batch_rows WHERE batch_id = $1',
        [batchId],
      );
      expect(linked.rows[0]!.n).toBe(ROWS);
      // Each payout's debit is held once, and nothing else of the batch is still reserved.
      const held = await db.query<{ held: bigint; debits: bigint; reserved: number }>(
        `SELECT (SELECT coalesce(sum(t.amount), 0)::int8 FROM ledger_transfers t JOIN payouts p
                   ON t.id = p.hold_transfer_id WHERE p.batch_id = $1) AS held,
                (SELECT coalesce(sum(source_amount + supplier_payments_fee), 0)::int8 FROM payouts
                   WHERE batch_id = $1) AS debits,
                (SELECT count(*)::int FROM ledger_transfers t WHERE t.business_type = 'batch' AND t.business_id = $2
                   AND t.status = 'PENDING' AND NOT EXISTS (SELECT 1 FROM ledger_transfers r WHERE r.pending_id = t.id))
                   AS reserved`,
        [batchId, batchId],
      );
      expect(held.rows[0]!.held).toBe(held.rows[0]!.debits);
      expect(held.rows[0]!.reserved).toBe(0);
      expect(await unbalancedCurrencies(db)).toEqual([]);
      expect(await overdrawnAccounts(db)).toEqual([]);
      expect(await inconsistentAccounts(db)).toEqual([]);
      expect(await misorderedEntries(db)).toBe(0n);
    } finally {
      await db.close();
    }
  }, 360_000);
});
