// FX on PostgreSQL, one API process:
// - quotes served per second (GET lockFx/getFxRate) against the authenticated client-details GET, same run,
//   alternating rounds → BENCH fx.quote_ratio_vs_auth_get (target ≥ 0.5 x);
// - exchanges booked per second (POST transactions/bookFx, through the ledger) by 16 concurrent callers, each booking
//   with its own hold (made up front) and Idempotency-Key → BENCH fx.exchanges_per_s.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { systemAccountId } from '../apps/api/src/ledger/ids.ts';
import { book, ledgerTx } from '../apps/api/src/ledger/ledger.service.ts';
import { startBenchApp } from './lib/bench-app.ts';
import { median, report } from './lib/report.ts';
import { scratchPostgres } from './lib/scratch-db.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const BOOKINGS = Number(process.env.BENCH_FX_BOOKINGS ?? 3_000);
const CONNECTIONS = 16;
const loader = fileURLToPath(new URL('./lib/load.mjs', import.meta.url));
const bookLoader = fileURLToPath(new URL('./lib/fx-book-load.mjs', import.meta.url));

const run = promisify(execFile);

// Asynchronous on purpose: the server under test lives in this process and must keep answering.
async function load(url: string, headers: Record<string, string>) {
  const { stdout } = await run('node', [loader, url, String(SECONDS), String(CONNECTIONS), JSON.stringify(headers)]);
  const result = JSON.parse(stdout) as { rps: number; non2xx: number; errors: number };
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`load run had failures: ${stdout}`);
  return result.rps;
}

const { db, drop } = await scratchPostgres(CONNECTIONS + 4);
const scratch = mkdtempSync(join(tmpdir(), 'corridor-fx-bench-'));
try {
  const { app, base, signIn } = await startBenchApp(db, { withDemo: true });
  const session = await signIn('admin@demo.test');

  // Quotes vs the authenticated GET.
  const authUrl = `${base}/settings/client/details`;
  const quoteUrl = `${base}/lockFx/getFxRate?source_currency=SGD&destination_currency=USD`;
  await load(authUrl, session.headers); // warm-up: JIT, connection pool, caches
  await load(quoteUrl, session.headers);
  const ratios: number[] = [];
  const quoteRps: number[] = [];
  const authRps: number[] = [];
  for (let i = 0; i < ROUNDS; i += 1) {
    const auth = await load(authUrl, session.headers);
    const quote = await load(quoteUrl, session.headers);
    authRps.push(auth);
    quoteRps.push(quote);
    ratios.push(quote / auth);
  }
  report('fx.quote_rps', median(quoteRps), 'req/s', 0);
  report('fx.auth_get_rps', median(authRps), 'req/s', 0);
  report('fx.quote_ratio_vs_auth_get', median(ratios), 'x');

  // Exchanges: SGD → USD, 1.00 SGD each, one hold per booking.
  const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const res = await app.inject({ method, url: base + url, headers: session.headers, payload });
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const accounts = (await call('GET', '/settings/account/summary')).accounts as { _id: string; currency: string }[];
  const sgd = accounts.find((a) => a.currency === 'SGD')!._id;
  const usd = accounts.find((a) => a.currency === 'USD')!._id;
  await ledgerTx(db, (tx) =>
    book(tx, [
      {
        id: randomUUID(),
        debitAccountId: systemAccountId('SETTLEMENT', 'SGD'),
        creditAccountId: sgd,
        amount: BigInt(BOOKINGS) * 100n,
        currency: 'SGD',
        code: 'FUNDING',
        reference: 'Bench funding',
      },
    ]),
  );
  const quote = await call('GET', '/lockFx/getFxRate?source_currency=SGD&destination_currency=USD');
  const first = await call('POST', '/lockFxRate', { rate_signature: quote.rate_signature });
  // The rest are copies of that hold, made in one statement: the figure is about booking, not locking.
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO fx_holds (id, client_id, created_by, source_currency, destination_currency, base_fx_rate, fx_rate,
       margin, quoted_at, status, hold_expiry_at, lock_expiry_at, created_at)
     SELECT gen_random_uuid(), client_id, created_by, source_currency, destination_currency, base_fx_rate, fx_rate,
       margin, quoted_at, status, hold_expiry_at, lock_expiry_at, created_at
     FROM fx_holds, generate_series(2, $2::int) WHERE id = $1 RETURNING id`,
    [first.fx_hold_id, BOOKINGS],
  );
  const holdIds = [first.fx_hold_id as string, ...rows.map((r) => r.id)];
  const requestFile = join(scratch, 'bookings.json');
  writeFileSync(
    requestFile,
    JSON.stringify({
      headers: session.headers,
      body: { source_account_id: sgd, destination_account_id: usd, source_amount: '1.00' },
      holdIds,
    }),
  );
  const exchanges = async () =>
    Number((await db.query<{ n: bigint }>('SELECT count(*) AS n FROM exchanges')).rows[0]!.n);
  // The demo data has exchanges of its own.
  const before = await exchanges();
  const { stdout } = await run('node', [bookLoader, `${base}/transactions/bookFx`, String(CONNECTIONS), requestFile]);
  const booked = JSON.parse(stdout) as { per_s: number; non2xx: number; errors: number };
  if (booked.non2xx > 0 || booked.errors > 0) throw new Error(`booking run had failures: ${stdout}`);
  const count = (await exchanges()) - before;
  const unbalanced = await db.query('SELECT currency FROM ledger_accounts GROUP BY currency HAVING sum(balance) <> 0');
  if (count !== holdIds.length || unbalanced.rows.length > 0) {
    throw new Error(`expected ${holdIds.length} new exchanges and a balanced ledger, got ${count}`);
  }
  report('fx.exchanges_per_s', booked.per_s, '/s', 0);
  await app.close();
} finally {
  rmSync(scratch, { recursive: true, force: true });
  await drop();
}
