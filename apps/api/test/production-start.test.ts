import { mkdtempSync, rmSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from '../src/db/client.ts';
import { PRODUCTION_ENV } from './env.ts';
import { startServerProcess, stopServerProcess, waitUntilHealthy } from './server-process.ts';

// Each test starts `main.ts` on its own embedded database, as `npm start` would.
const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'corridor-start-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function userCount(dir: string): Promise<number> {
  const db = await createDb({ dataDir: dir });
  try {
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    return rows[0]!.n;
  } finally {
    await db.close();
  }
}

/** An address of this machine that is not loopback, if it has one. */
const outsideAddress = () =>
  Object.values(networkInterfaces())
    .flat()
    .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;

// Each start compiles and migrates from scratch: slow on a busy machine (CI runs both API passes at once).
describe('[SAFE] starting in production', { timeout: 180_000 }, () => {
  it('refuses to start without PUBLIC_URL and SMTP_URL, naming both', async () => {
    const server = await startServerProcess({ NODE_ENV: 'production', DATA_DIR: dataDir() });
    const code = await server.exited;
    expect(code).not.toBe(0);
    expect(server.output()).toMatch(/PUBLIC_URL/);
    expect(server.output()).toMatch(/SMTP_URL/);
    // Said plainly, not as a stack trace.
    expect(server.output()).not.toMatch(/\n\s+at /);
  });

  it('starts on loopback with no demo users, no docs and no dev mailbox; SIGTERM ends it cleanly', async () => {
    const dir = dataDir();
    const server = await startServerProcess({ ...PRODUCTION_ENV, DATA_DIR: dir });
    try {
      await waitUntilHealthy(server);
      const base = `http://127.0.0.1:${server.port}`;
      expect((await fetch(`${base}/docs/json`)).status).toBe(404);
      expect((await fetch(`${base}/dev/mailbox/messages`)).status).toBe(404);
      const outside = outsideAddress();
      if (outside) {
        await expect(fetch(`http://${outside}:${server.port}/healthz`)).rejects.toThrow();
      }
    } finally {
      expect(await stopServerProcess(server)).toBe(0);
    }
    expect(await userCount(dir)).toBe(0);
  });

  it('seeds the demo data in production only when SEED_DEMO=1', async () => {
    const dir = dataDir();
    const server = await startServerProcess({ ...PRODUCTION_ENV, DATA_DIR: dir, SEED_DEMO: '1' });
    try {
      await waitUntilHealthy(server);
    } finally {
      await stopServerProcess(server);
    }
    expect(await userCount(dir)).toBeGreaterThan(0);
  });
});
