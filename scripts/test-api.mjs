// API tests: always on embedded PGlite, then on PostgreSQL when DATABASE_URL is set or 127.0.0.1:5432 answers.
import { spawnSync } from 'node:child_process';
import net from 'node:net';

const vitest = (env) =>
  spawnSync('npx', ['vitest', 'run', '--project', 'api'], { stdio: 'inherit', env: { ...process.env, ...env } }).status;

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

console.info('\n== API tests on PGlite ==');
if (vitest({ CORRIDOR_TEST_DB: 'pglite' }) !== 0) process.exit(1);

const url =
  process.env.DATABASE_URL ?? ((await answers('127.0.0.1', 5432)) ? 'postgres://postgres@127.0.0.1:5432/test' : null);
if (!url) {
  console.info('\nPostgreSQL not reachable (no DATABASE_URL, nothing on 127.0.0.1:5432): skipping the PostgreSQL run.');
  process.exit(0);
}
console.info('\n== API tests on PostgreSQL ==');
process.exit(vitest({ CORRIDOR_TEST_DB: 'postgres', DATABASE_URL: url }) === 0 ? 0 : 1);
