// Starts the real Corridor server for the end-to-end tests: a fresh PGlite database in a temp folder every run,
// NODE_ENV=test (so the dev mailbox exists), never a PostgreSQL server even if DATABASE_URL is set.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const port = process.env.E2E_PORT ?? '3100';
const dataDir = join(tmpdir(), `corridor-e2e-${port}`);
rmSync(dataDir, { recursive: true, force: true });

const env = { ...process.env, PORT: port, NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
delete env.DATABASE_URL;
delete env.SMTP_URL;

const child = spawn('npx', ['tsx', join(root, 'apps/api/src/main.ts')], { cwd: root, env, stdio: 'inherit' });
const stop = (signal) => child.kill(signal);
process.once('SIGINT', () => stop('SIGINT'));
process.once('SIGTERM', () => stop('SIGTERM'));
child.on('exit', (code, signal) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? (signal ? 1 : 0));
});
