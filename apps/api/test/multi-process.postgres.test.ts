import { readdirSync } from 'node:fs';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { balanceOf, receive, type ServerDatabase, serverDatabase, signInOver, startServer } from './process-harness.ts';
import { type ServerProcess, stopServerProcess, waitUntilHealthy } from './server-process.ts';

const MIGRATIONS = readdirSync(new URL('../src/db/migrations/', import.meta.url)).filter((f) => f.endsWith('.sql'));
const databases: ServerDatabase[] = [];
const servers: ServerProcess[] = [];
afterAll(async () => {
  for (const s of servers) if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGKILL');
  for (const d of databases) await d.drop();
});

async function exitWhenStopped(s: ServerProcess) {
  expect(await stopServerProcess(s), s.output()).toBe(0);
}

// Several processes share one database only on a PostgreSQL server (PGlite belongs to the process that opened it),
// so this file runs in the PostgreSQL pass only (vitest.config.ts).
describe('[SCALE] several processes, one PostgreSQL', () => {
  it('two API processes and a worker start together on an empty database; jobs run only on the worker', async () => {
    const store = await serverDatabase({ isEmpty: true });
    databases.push(store);
    const [api1, api2, worker] = await Promise.all([
      startServer({ ...store.env, ROLE: 'api' }),
      startServer({ ...store.env, ROLE: 'api' }),
      startServer({ ...store.env, ROLE: 'worker' }),
    ]);
    servers.push(api1!, api2!, worker!);
    await Promise.all([waitUntilHealthy(api1!, 120_000), waitUntilHealthy(api2!, 120_000)]);
    await vi.waitFor(() => expect(worker!.output()).toContain('Corridor worker running jobs'), { timeout: 60_000 });
    // A worker serves no HTTP at all.
    await expect(fetch(`http://127.0.0.1:${worker!.port}/healthz`)).rejects.toThrow();

    const db = await store.open();
    try {
      const counts = await db.query<{
        clients: number;
        names: number;
        users: number;
        migrations: number;
        accounts: number;
      }>(
        `SELECT (SELECT count(*)::int FROM clients) AS clients,
           (SELECT count(DISTINCT client_name)::int FROM clients) AS names, (SELECT count(*)::int FROM users) AS users,
           (SELECT count(*)::int FROM schema_migrations) AS migrations,
           (SELECT count(*)::int FROM currency_accounts) AS accounts`,
      );
      // Seeded once: every demo business once (no name twice), and one set of accounts each.
      const seeded = counts.rows[0]!;
      expect(seeded.clients).toBeGreaterThan(2);
      expect(seeded.users).toBeGreaterThan(seeded.clients);
      expect(seeded).toMatchObject({ names: seeded.clients, migrations: MIGRATIONS.length });
      const accounts = counts.rows[0]!.accounts;
      const once = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM (SELECT client_id, currency FROM currency_accounts GROUP BY 1, 2) x',
      );
      expect(once.rows[0]!.n).toBe(accounts);
    } finally {
      await db.close();
    }

    // Sessions are shared: signed in on one API process, recognised on the other.
    const onFirst = await signInOver(`http://127.0.0.1:${api1!.port}`, 'admin@demo.test');
    const onSecond = { ...onFirst, base: `http://127.0.0.1:${api2!.port}` };
    const sgd = await balanceOf(onSecond, 'SGD');
    await receive(onFirst, sgd.accountId, '5.05', 200);
    await vi.waitFor(async () => expect((await balanceOf(onSecond, 'SGD')).ledger).toBe(sgd.ledger + 505n), {
      timeout: 20_000,
      interval: 100,
    });

    // Without a worker, the API processes queue jobs but never run them.
    await exitWhenStopped(worker!);
    await receive(onSecond, sgd.accountId, '6.06', 100);
    await new Promise((r) => setTimeout(r, 3_000));
    expect((await balanceOf(onFirst, 'SGD')).ledger).toBe(sgd.ledger + 505n);

    await Promise.all([exitWhenStopped(api1!), exitWhenStopped(api2!)]);
  }, 240_000);
});
