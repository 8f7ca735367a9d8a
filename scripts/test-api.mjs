// API tests: always on embedded PGlite, and on PostgreSQL when DATABASE_URL is set or 127.0.0.1:5432 answers.
// The two passes run side by side: Vitest gives each one worker on a two-core machine, and the PGlite pass is
// pure CPU in its own process while the PostgreSQL pass waits on the server, so together they take little more
// than the longer one. Each pass's output is printed whole when it ends, so the two never interleave.
import { spawn } from 'node:child_process';
import net from 'node:net';

function answers(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 1000 }, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** Runs one pass with its output held back; resolves with its exit code once it has been printed. */
function pass(title, env) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npx', ['vitest', 'run', '--project', 'api'], {
      env: { ...process.env, ...env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const chunks = [];
    child.stdout.on('data', (c) => chunks.push(c));
    child.stderr.on('data', (c) => chunks.push(c));
    child.on('close', (code) => {
      console.info(`\n== API tests on ${title} (${Math.round((Date.now() - started) / 1000)} s) ==`);
      process.stdout.write(Buffer.concat(chunks));
      resolve(code ?? 1);
    });
  });
}

const url =
  process.env.DATABASE_URL ?? ((await answers('127.0.0.1', 5432)) ? 'postgres://postgres@127.0.0.1:5432/test' : null);
const passes = [pass('PGlite', { CORRIDOR_TEST_DB: 'pglite' })];
if (url) passes.push(pass('PostgreSQL', { CORRIDOR_TEST_DB: 'postgres', DATABASE_URL: url }));
else console.info('PostgreSQL not reachable (no DATABASE_URL, nothing on 127.0.0.1:5432): PGlite pass only.');
const codes = await Promise.all(passes);
process.exit(codes.every((c) => c === 0) ? 0 : 1);
