// The audit log must not slow money: payouts per second with the audit log on vs off, in the same run, on
// PostgreSQL, one API process. 16 businesses pay at once (one caller each, as bench/payout.bench.ts): each pair is
// validatePayout + createPayout, and each createPayout appends one hash-chained row to its business's chain in the
// payout's transaction (the chain head locked until the commit). Rounds alternate off/on so drift hits both alike;
// the switch (AppDeps.isAuditOff) exists only for this benchmark → BENCH audit.payout_ratio_on_vs_off (target ≥ 0.9 x),
// the median of the rounds' own on/off ratios.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { verifyAuditChains } from '../apps/api/src/modules/audit/audit-verify.ts';
import { createClient, createContact, createUser, fundAccount } from '../apps/api/test/factories.ts';
import { startBenchApp } from './lib/bench-app.ts';
import { median, report } from './lib/report.ts';
import { scratchPostgres } from './lib/scratch-db.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const CALLERS = Number(process.env.BENCH_CALLERS ?? 16);
const BUSINESSES = 16;
const payoutLoader = fileURLToPath(new URL('./lib/payout-load.mjs', import.meta.url));
const run = promisify(execFile);

const { db, drop } = await scratchPostgres(CALLERS + 4);
const scratch = mkdtempSync(join(tmpdir(), 'corridor-audit-bench-'));
try {
  const { app, base, deps, signIn } = await startBenchApp(db);
  const payers = [];
  for (let i = 0; i < BUSINESSES; i += 1) {
    const client = await createClient(db, { entity: 'SG' });
    const user = await createUser(db, client);
    const account = await fundAccount(db, client, 'SGD', 10n ** 12n);
    const contact = await createContact(db, client, user);
    const headers = (await signIn(user.email, user.password, `10.67.0.${i + 1}`)).headers;
    const body = {
      beneficiary_id: contact,
      transaction: {
        source_account: account,
        source_currency: 'SGD',
        destination_currency: 'EUR',
        source_amount: '10.00',
      },
    };
    payers.push({ headers, body });
  }
  const requests = join(scratch, 'payers.json');
  writeFileSync(requests, JSON.stringify(payers));

  const payouts = async (isAuditOff: boolean) => {
    deps.isAuditOff = isAuditOff;
    const { stdout } = await run('node', [payoutLoader, base, String(SECONDS), String(CALLERS), requests]);
    const r = JSON.parse(stdout) as { pairs_per_s: number; non2xx: number; errors: number };
    if (r.non2xx > 0 || r.errors > 0) throw new Error(`payout run had failures: ${stdout}`);
    return r.pairs_per_s;
  };

  await payouts(false); // warm-up: JIT, connection pool, plans, every chain's head created
  // Paired rounds, the order flipped every round (off→on, on→off, …), and the ratio taken per pair: on a busy
  // machine the load drifts over a minute, and a pair sees the same drift on both sides.
  const off: number[] = [];
  const on: number[] = [];
  const ratios: number[] = [];
  for (let i = 0; i < ROUNDS; i += 1) {
    const isOffFirst = i % 2 === 0;
    const first = await payouts(isOffFirst);
    const second = await payouts(!isOffFirst);
    const [o, n] = isOffFirst ? [first, second] : [second, first];
    off.push(o);
    on.push(n);
    ratios.push(n / o);
  }
  const verified = await verifyAuditChains(db);
  if (verified.problems.length > 0) throw new Error(`audit chains broken: ${verified.problems[0]!.message}`);
  console.info(
    `payouts: ${median(on).toFixed(0)} validate+create/s with the audit log, ${median(off).toFixed(0)}/s without (medians of ${ROUNDS} paired rounds of ${SECONDS} s, ${CALLERS} callers, ${BUSINESSES} businesses); ${verified.rows} audit rows verified`,
  );
  report('audit.payout_pairs_per_s_on', median(on), '/s', 0);
  report('audit.payout_pairs_per_s_off', median(off), '/s', 0);
  report('audit.payout_ratio_on_vs_off', median(ratios), 'x');
  await app.close();
} finally {
  rmSync(scratch, { recursive: true, force: true });
  await drop();
}
