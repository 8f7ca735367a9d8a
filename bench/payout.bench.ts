// Payouts on PostgreSQL, one API process: validatePayout + createPayout pairs per second (HTTP, each create with its
// own Idempotency-Key, SGD → EUR at the live client rate: a rate recorded, a payout and its event written, its debit
// held by a pending transfer, its submission queued) by 16 concurrent callers, against the ledger's raw baseline (two
// balance updates and two entry inserts per transaction between 64 accounts, as bench/ledger.bench.ts) measured in the
// same run by 16 callers, in alternating rounds:
// - 16 businesses paying at once, one caller each (the baseline's shape: many accounts, few shared rows) →
//   BENCH payout.ratio_vs_raw (target ≥ 0.3 x);
// - one business with 16 callers (every payout debits one account, so they queue on its row lock by design: a
//   balance is checked one debit at a time) → BENCH payout.single_business_ratio_vs_raw;
// - and, to tell the payout's own weight from the application's, the same rows as a pair writes, in plain SQL copied
//   from the app's payouts (bench/lib/raw-payout.ts), by one caller per business → BENCH payout.raw_payout_per_s, and
//   the app against it → BENCH payout.ratio_vs_raw_payout.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { systemAccountId } from '../apps/api/src/ledger/ids.ts';
import { book, ledgerTx } from '../apps/api/src/ledger/ledger.service.ts';
import { createClient, createContact, createUser, fundAccount } from '../apps/api/test/factories.ts';
import { unbalancedCurrencies } from '../apps/api/test/ledger-fixtures.ts';
import { startBenchApp } from './lib/bench-app.ts';
import { type CpuCost, withCpuCost } from './lib/cpu-cost.ts';
import { rawSetUp, rawThroughput } from './lib/raw-ledger.ts';
import { rawPayoutSetUp, rawPayoutThroughput } from './lib/raw-payout.ts';
import { median, report } from './lib/report.ts';
import { scratchPostgres } from './lib/scratch-db.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CALLERS = Number(process.env.BENCH_CALLERS ?? 16);
const BUSINESSES = 16;
const RAW_ACCOUNTS = 64;
const payoutLoader = fileURLToPath(new URL('./lib/payout-load.mjs', import.meta.url));
const run = promisify(execFile);

const { db, drop } = await scratchPostgres(CALLERS + 4);
const scratch = mkdtempSync(join(tmpdir(), 'corridor-payout-bench-'));
try {
  const { app, base, signIn } = await startBenchApp(db, { withDemo: true });
  const session = await signIn('admin@demo.test');
  const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const res = await app.inject({ method, url: base + url, headers: session.headers, payload });
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };

  // The demo business pays without waiting for a checker here: the figure is about creating, the usual path.
  const clientId = (await call('GET', '/settings/client/details')).client._id as string;
  await db.query('UPDATE clients SET is_api_payout_approval_required = false WHERE id = $1', [clientId]);
  const accounts = (await call('GET', '/settings/account/summary')).accounts as { _id: string; currency: string }[];
  const sgd = accounts.find((a) => a.currency === 'SGD')!._id;
  await ledgerTx(db, (tx) =>
    book(tx, [
      {
        id: randomUUID(),
        debitAccountId: systemAccountId('SETTLEMENT', 'SGD'),
        creditAccountId: sgd,
        amount: 10n ** 12n,
        currency: 'SGD',
        code: 'FUNDING',
        reference: 'Bench funding',
      },
    ]),
  );
  const contacts = (await call('POST', `/clients/${clientId}/beneficiaries/list`, {})).data as {
    _id: string;
    destination_currency: string;
  }[];
  const eur = contacts.find((c) => c.destination_currency === 'EUR')!._id;
  const body = (beneficiary: string, account: string) => ({
    beneficiary_id: beneficiary,
    transaction: {
      source_account: account,
      source_currency: 'SGD',
      destination_currency: 'EUR',
      source_amount: '10.00',
    },
  });
  const oneBusiness = join(scratch, 'one-business.json');
  writeFileSync(oneBusiness, JSON.stringify([{ headers: session.headers, body: body(eur, sgd) }]));

  // Sixteen businesses of their own, each signed in with its SGD account funded and a EUR contact.
  const payers = [];
  const businesses: string[] = [];
  for (let i = 0; i < BUSINESSES; i += 1) {
    const client = await createClient(db, { entity: 'SG' });
    businesses.push(client.id);
    const user = await createUser(db, client);
    const account = await fundAccount(db, client, 'SGD', 10n ** 12n);
    const contact = await createContact(db, client, user);
    const headers = (await signIn(user.email, user.password, `10.66.0.${i + 1}`)).headers;
    payers.push({ headers, body: body(contact, account) });
  }
  const manyBusinesses = join(scratch, 'many-businesses.json');
  writeFileSync(manyBusinesses, JSON.stringify(payers));

  const payouts = async (requestFile: string) => {
    const { stdout } = await run('node', [payoutLoader, base, String(SECONDS), String(CALLERS), requestFile]);
    const r = JSON.parse(stdout) as { pairs_per_s: number; non2xx: number; errors: number };
    if (r.non2xx > 0 || r.errors > 0) throw new Error(`payout run had failures: ${stdout}`);
    return r.pairs_per_s;
  };

  const ids = await db.tx((tx) => rawSetUp(tx, RAW_ACCOUNTS));
  await rawThroughput(db, ids, CALLERS, SECONDS * 1000); // warm-up: JIT, connection pool, caches, plans
  await payouts(manyBusinesses);
  const rawPayouts = await rawPayoutSetUp(db, businesses);
  await rawPayoutThroughput(db, rawPayouts, SECONDS * 1000);
  const raw: CpuCost[] = [];
  const paid: CpuCost[] = [];
  const single: number[] = [];
  const rawPaid: CpuCost[] = [];
  for (let i = 0; i < ROUNDS; i += 1) {
    raw.push(await withCpuCost(db, SECONDS, () => rawThroughput(db, ids, CALLERS, SECONDS * 1000)));
    paid.push(await withCpuCost(db, SECONDS, () => payouts(manyBusinesses)));
    single.push(await payouts(oneBusiness));
    rawPaid.push(await withCpuCost(db, SECONDS, () => rawPayoutThroughput(db, rawPayouts, SECONDS * 1000)));
  }
  if ((await unbalancedCurrencies(db)).length > 0) throw new Error('the ledger is out of balance after the run');
  const paidPerSecond = median(paid.map((c) => c.perSecond));
  const rawPerSecond = median(raw.map((c) => c.perSecond));
  console.info(
    `payouts: ${paidPerSecond.toFixed(0)} validate+create/s from ${BUSINESSES} businesses, ${median(single).toFixed(0)}/s from one; raw ledger: ${rawPerSecond.toFixed(0)} bookings/s (medians of ${ROUNDS} rounds of ${SECONDS} s, ${CALLERS} callers)`,
  );
  report('payout.pairs_per_s', paidPerSecond, '/s', 0);
  report('payout.single_business_pairs_per_s', median(single), '/s', 0);
  report('payout.raw_per_s', rawPerSecond, '/s', 0);
  report('payout.ratio_vs_raw', paidPerSecond / rawPerSecond, 'x');
  report('payout.single_business_ratio_vs_raw', median(single) / rawPerSecond, 'x');
  const rawPayoutPerSecond = median(rawPaid.map((c) => c.perSecond));
  report('payout.raw_payout_per_s', rawPayoutPerSecond, '/s', 0);
  report('payout.raw_payout_ratio_vs_raw', rawPayoutPerSecond / rawPerSecond, 'x');
  report('payout.ratio_vs_raw_payout', paidPerSecond / rawPayoutPerSecond, 'x');
  // The same comparison in CPU (API process + its PostgreSQL backends) per operation, steadier on a shared machine
  // (the load generator's CPU is not counted; the raw baseline has none).
  const cost = (c: CpuCost) => c.apiMs + (c.databaseMs ?? 0);
  report('payout.api_cpu_per_pair', median(paid.map((c) => c.apiMs)), 'ms');
  report('payout.raw_api_cpu_per_booking', median(raw.map((c) => c.apiMs)), 'ms');
  if (paid.every((c) => c.databaseMs !== null) && raw.every((c) => c.databaseMs !== null)) {
    report('payout.db_cpu_per_pair', median(paid.map((c) => c.databaseMs!)), 'ms');
    report('payout.raw_db_cpu_per_booking', median(raw.map((c) => c.databaseMs!)), 'ms');
    if (rawPaid.every((c) => c.databaseMs !== null)) {
      report('payout.raw_payout_api_cpu_per_pair', median(rawPaid.map((c) => c.apiMs)), 'ms');
      report('payout.raw_payout_db_cpu_per_pair', median(rawPaid.map((c) => c.databaseMs!)), 'ms');
    }
    report('payout.cpu_ratio_vs_raw', median(raw.map(cost)) / median(paid.map(cost)), 'x');
  }
  await app.close();
} finally {
  rmSync(scratch, { recursive: true, force: true });
  await drop();
}
