import type { TBatch } from '@corridor/contracts/batches/batch-common';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { batchCsv } from '../../../test/batch-files.ts';
import {
  type Client,
  type ServerDatabase,
  serverDatabase,
  signInOver,
  startServer,
} from '../../../test/process-harness.ts';
import { stopServerProcess, waitUntilHealthy } from '../../../test/server-process.ts';

const databases: ServerDatabase[] = [];
afterAll(async () => {
  for (const d of databases) await d.drop();
});

const ROWS = 5000;

async function upload(c: Client, bytes: Buffer): Promise<TBatch> {
  const form = new FormData();
  form.append('file', new Blob([bytes]), 'crash.csv');
  const res = await fetch(`${c.base}/smebackend/api/v1/batch/upload`, {
    method: 'POST',
    headers: c.headers,
    body: form,
  });
  if (res.status !== 201) throw new Error(`upload ${res.status}: ${await res.text()}`);
  return (await res.json()) as TBatch;
}

async function batchOf(c: Client, id: string): Promise<TBatch> {
  return (await (await fetch(`${c.base}/smebackend/api/v1/batch/${id}`, { headers: c.headers })).json()) as TBatch;
}

describe('[BATCHES] a killed server does not lose or repeat a validation', () => {
  it('kill -9 while a batch is being validated, restart: it goes on from the pending rows and ends validated', async () => {
    const store = await serverDatabase();
    databases.push(store);
    const env = { ...store.env, BATCH_MAX_ROWS: String(ROWS) };
    const first = await startServer(env);
    let batchId = '';
    try {
      await waitUntilHealthy(first);
      const client = await signInOver(`http://127.0.0.1:${first.port}`, 'admin@demo.test');
      batchId = (await upload(client, batchCsv(ROWS))).id;
      // Killed once the job has checked some rows, long before all of them.
      await vi.waitFor(
        async () => {
          const b = await batchOf(client, batchId);
          expect(b.status).toBe('validation_in_progress');
          expect(b.progress?.done).toBeGreaterThan(0);
        },
        { timeout: 60_000, interval: 20 },
      );
    } finally {
      first.child.kill('SIGKILL');
      await first.exited;
    }

    const afterCrash = await store.open();
    try {
      const { rows } = await afterCrash.query<{ status: string; n: number }>(
        'SELECT status, count(*)::int AS n FROM batch_rows WHERE batch_id = $1 GROUP BY status ORDER BY status',
        [batchId],
      );
      // The crash really interrupted it: some rows checked, some still pending.
      expect(rows.map((r) => r.status)).toEqual(['pending', 'valid']);
    } finally {
      await afterCrash.close();
    }

    const second = await startServer(env);
    try {
      await waitUntilHealthy(second);
      const client = await signInOver(`http://127.0.0.1:${second.port}`, 'admin@demo.test');
      await vi.waitFor(async () => expect((await batchOf(client, batchId)).status).toBe('validated'), {
        timeout: 150_000,
        interval: 500,
      });
      const done = await batchOf(client, batchId);
      expect(done).toMatchObject({ validCount: ROWS, invalidCount: 0, rowCount: ROWS });
      expect(done.progress).toMatchObject({ step: 2, done: ROWS, total: ROWS });
    } finally {
      expect(await stopServerProcess(second)).toBe(0);
    }
  }, 400_000);
});
