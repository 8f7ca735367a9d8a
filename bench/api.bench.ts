// Authenticated GET of the client-details call vs a bare Fastify route, same machine, same run, on PostgreSQL.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import Fastify from 'fastify';
import { startBenchApp } from './lib/bench-app.ts';
import { median, report } from './lib/report.ts';
import { scratchPostgres } from './lib/scratch-db.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 16;
const loader = fileURLToPath(new URL('./lib/load.mjs', import.meta.url));

const run = promisify(execFile);

// Asynchronous on purpose: the servers under test live in this process and must keep answering.
async function load(url: string, headers: Record<string, string> = {}) {
  const { stdout: out } = await run('node', [
    loader,
    url,
    String(SECONDS),
    String(CONNECTIONS),
    JSON.stringify(headers),
  ]);
  const result = JSON.parse(out) as { rps: number; non2xx: number; errors: number };
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`load run had failures: ${out}`);
  return result.rps;
}

const { db, drop } = await scratchPostgres();
try {
  const { app, base, signIn } = await startBenchApp(db, { withDemo: true });
  const session = await signIn('admin@demo.test');
  const apiUrl = `${base}/settings/client/details`;

  // The baseline: the same framework answering a small JSON body with no session, no database.
  const bare = Fastify();
  bare.get('/bare', async () => ({ ok: true, client: { name: 'Lion City Traders Pte Ltd', entity: 'SG' } }));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}/bare`;

  await load(apiUrl, session.headers); // warm-up: JIT, connection pool, plan cache
  await load(bareUrl);
  const ratios: number[] = [];
  const apiRps: number[] = [];
  const bareRps: number[] = [];
  for (let i = 0; i < ROUNDS; i += 1) {
    const b = await load(bareUrl);
    const a = await load(apiUrl, session.headers);
    bareRps.push(b);
    apiRps.push(a);
    ratios.push(a / b);
  }
  report('api.auth_get_rps', median(apiRps), 'req/s', 0);
  report('api.bare_get_rps', median(bareRps), 'req/s', 0);
  report('api.auth_get_ratio_vs_bare', median(ratios), 'x');
  await app.close();
  await bare.close();
} finally {
  await drop();
}
