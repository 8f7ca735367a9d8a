// Bulk payments (issue 12), on PostgreSQL and PGlite, medians of 3 batches:
// - a 1,000-row batch through upload → validated, hold FX, pay → 1,000 payouts created (bench/lib/bulk-flow.ts) →
//   BENCH bulk.validate_1k_s (target < 2 s), bulk.hold_1k_s (< 1 s), bulk.pay_1k_s (< 3 s) on PostgreSQL, and the
//   same with bulk.pglite_ on PGlite;
// - the same at 10,000 rows (BATCH_MAX_ROWS raised), the whole flow's time over the 1,000-row one →
//   BENCH bulk.growth_10k_over_1k (target ≤ 12 x: linear);
// - ledger transfers booked per second by bookBatch in batches of 1,000 (one statement each) against the raw
//   one-by-one baseline (bench/lib/raw-ledger.ts, 16 callers) measured in the same run, alternating rounds →
//   BENCH bulk.ledger_batch_ratio_vs_raw (target ≥ 3 x).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb, type Db } from '../apps/api/src/db/client.ts';
import { systemAccountId } from '../apps/api/src/ledger/ids.ts';
import { book, ledgerTx, openClientLedgerAccount } from '../apps/api/src/ledger/ledger.service.ts';
import { type BatchOp, bookBatch } from '../apps/api/src/ledger/ledger-batch.ts';
import { createClient } from '../apps/api/test/factories.ts';
import { type BulkTimes, bulkSetUp, timeBatch } from './lib/bulk-flow.ts';
import { rawSetUp, rawThroughput } from './lib/raw-ledger.ts';
import { median, report } from './lib/report.ts';
import { scratchPostgres } from './lib/scratch-db.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const BIG = Number(process.env.BENCH_BULK_BIG ?? 10_000);
const RAW_CALLERS = 16;
const ACCOUNTS = 64;
const BATCH = 1_000;
const ROUND_MS = Number(process.env.BENCH_ROUND_MS ?? 3_000);

const total = (t: BulkTimes) => t.validate + t.hold + t.pay;

async function flow(label: string, db: Db) {
  const { deps, caller } = await bulkSetUp(db, Math.max(BIG, 1_000));
  await timeBatch(deps, caller, 100); // warm-up: plans, caches, the wasm's hot paths
  const small: BulkTimes[] = [];
  for (let i = 0; i < ROUNDS; i++) small.push(await timeBatch(deps, caller, 1_000));
  const big: BulkTimes[] = [];
  for (let i = 0; i < ROUNDS; i++) big.push(await timeBatch(deps, caller, BIG));
  const m = (xs: BulkTimes[], f: (t: BulkTimes) => number) => median(xs.map(f));
  console.info(
    `${label}: 1k validate ${m(small, (t) => t.validate).toFixed(2)} s, hold ${m(small, (t) => t.hold).toFixed(2)} s, pay ${m(small, (t) => t.pay).toFixed(2)} s; ` +
      `${BIG} rows validate ${m(big, (t) => t.validate).toFixed(2)} s, hold ${m(big, (t) => t.hold).toFixed(2)} s, pay ${m(big, (t) => t.pay).toFixed(2)} s (medians of ${ROUNDS})`,
  );
  return {
    validate: m(small, (t) => t.validate),
    hold: m(small, (t) => t.hold),
    pay: m(small, (t) => t.pay),
    growth: m(big, total) / m(small, total),
  };
}

/** 64 funded ledger accounts that the raw baseline's tables name too, so both book between the same pairs. */
async function ledgerSetUp(db: Db): Promise<string[]> {
  const client = await createClient(db, { name: 'Ledger Bench Pte Ltd' });
  const ids = Array.from({ length: ACCOUNTS }, () => randomUUID());
  await db.tx(async (tx) => {
    for (const id of ids) await openClientLedgerAccount(tx, { id, clientId: client.id, currency: 'SGD' });
    await book(
      tx,
      ids.map((id) => ({
        id: randomUUID(),
        debitAccountId: systemAccountId('SETTLEMENT', 'SGD'),
        creditAccountId: id,
        amount: 10n ** 12n,
        currency: 'SGD',
        code: 'FUNDING' as const,
      })),
    );
    await rawSetUp(tx, 0);
    for (const id of ids) await tx.query('INSERT INTO bench_raw_accounts VALUES ($1, $2)', [id, 10n ** 12n]);
  });
  return ids;
}

/** Transfers per second booked by bookBatch, BATCH per statement, between random pairs of `ids`, for `ms`. */
async function batchedThroughput(db: Db, ids: string[], ms: number): Promise<number> {
  let seed = 11;
  const pick = () => {
    seed = (seed * 48_271) % 2_147_483_647;
    return ids[seed % ids.length]!;
  };
  let done = 0;
  const started = Date.now();
  while (Date.now() - started < ms) {
    const ops: BatchOp[] = Array.from({ length: BATCH }, () => {
      const from = pick();
      let to = pick();
      while (to === from) to = pick();
      return {
        kind: 'transfer',
        id: randomUUID(),
        debitAccountId: from,
        creditAccountId: to,
        amount: 1n + BigInt(seed % 1000),
        currency: 'SGD',
        code: 'ADJUSTMENT',
      };
    });
    await ledgerTx(db, (tx) => bookBatch(tx, ops));
    done += BATCH;
  }
  return (done * 1000) / (Date.now() - started);
}

async function ledgerRatio(label: string, db: Db): Promise<number> {
  const ids = await ledgerSetUp(db);
  await rawThroughput(db, ids, RAW_CALLERS, 1_000); // warm-up
  await batchedThroughput(db, ids, 1_000);
  const raw: number[] = [];
  const batched: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    raw.push(await rawThroughput(db, ids, RAW_CALLERS, ROUND_MS));
    batched.push(await batchedThroughput(db, ids, ROUND_MS));
  }
  console.info(
    `${label}: bookBatch ${median(batched).toFixed(0)} transfers/s in batches of ${BATCH}, raw one-by-one ${median(raw).toFixed(0)}/s (${RAW_CALLERS} callers; medians of ${ROUNDS} rounds of ${ROUND_MS} ms)`,
  );
  return median(batched) / median(raw);
}

const pg = await scratchPostgres(RAW_CALLERS + 4);
try {
  const f = await flow('PostgreSQL', pg.db);
  report('bulk.validate_1k_s', f.validate, 's');
  report('bulk.hold_1k_s', f.hold, 's');
  report('bulk.pay_1k_s', f.pay, 's');
  report('bulk.growth_10k_over_1k', f.growth, 'x');
  report('bulk.ledger_batch_ratio_vs_raw', await ledgerRatio('PostgreSQL', pg.db), 'x');
} finally {
  await pg.drop();
}

// A data directory, as the app runs PGlite (DATA_DIR), not a purely in-memory database.
const dir = mkdtempSync(join(tmpdir(), 'corridor-bench-'));
const lite = await createDb({ dataDir: dir });
try {
  const f = await flow('PGlite', lite);
  report('bulk.pglite_validate_1k_s', f.validate, 's');
  report('bulk.pglite_hold_1k_s', f.hold, 's');
  report('bulk.pglite_pay_1k_s', f.pay, 's');
  report('bulk.pglite_growth_10k_over_1k', f.growth, 'x');
  report('bulk.pglite_ledger_batch_ratio_vs_raw', await ledgerRatio('PGlite', lite), 'x');
} finally {
  await lite.close();
  rmSync(dir, { recursive: true, force: true });
}
