// Ledger bookings per second through the ledger service, 16 concurrent callers, against a raw SQL baseline
// (two balance updates + two entry inserts per transaction) measured in the same run, on PostgreSQL and PGlite.
// Prints BENCH ledger.ratio_vs_raw and BENCH ledger.pglite_ratio_vs_raw (medians of alternating rounds).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb, type Db } from '../apps/api/src/db/client.ts';
import { migrate } from '../apps/api/src/db/migrate.ts';
import { systemAccountId } from '../apps/api/src/ledger/ids.ts';
import { book, ledgerTx, openClientLedgerAccount } from '../apps/api/src/ledger/ledger.service.ts';
import { type Booking, rawBooking, rawSetUp, throughput } from './lib/raw-ledger.ts';
import { median, report } from './lib/report.ts';
import { scratchPostgres } from './lib/scratch-db.ts';

const CALLERS = 16;
const ACCOUNTS = 64;
const ROUNDS = 5;
const ROUND_MS = Number(process.env.BENCH_ROUND_MS ?? 3_000);

async function setUp(db: Db): Promise<string[]> {
  await migrate(db);
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO clients (client_name, client_country, client_legal_entity, status, client_base_currency)
     VALUES ('Bench Pte Ltd', 'SG', 'SG', 'COMPLETED', 'SGD') RETURNING id`,
  );
  const ids = Array.from({ length: ACCOUNTS }, () => randomUUID());
  await db.tx(async (tx) => {
    for (const id of ids) await openClientLedgerAccount(tx, { id, clientId: rows[0]!.id, currency: 'SGD' });
    const fund = ids.map((id) => ({
      id: randomUUID(),
      debitAccountId: systemAccountId('SETTLEMENT', 'SGD'),
      creditAccountId: id,
      amount: 10n ** 12n,
      currency: 'SGD',
      code: 'FUNDING' as const,
    }));
    await book(tx, fund);
    // The baseline's accounts carry the same ids, so both sides book between the same random pairs.
    await rawSetUp(tx, 0);
    for (const id of ids) await tx.query('INSERT INTO bench_raw_accounts VALUES ($1, $2)', [id, 10n ** 12n]);
  });
  return ids;
}

const ledgerBooking =
  (db: Db): Booking =>
  (from, to, amount) =>
    ledgerTx(db, (tx) =>
      book(tx, [
        { id: randomUUID(), debitAccountId: from, creditAccountId: to, amount, currency: 'SGD', code: 'ADJUSTMENT' },
      ]),
    );

const rawBookingOf =
  (db: Db): Booking =>
  (from, to, amount) =>
    rawBooking(db, from, to, amount);

async function ratio(label: string, db: Db, ids: string[]): Promise<number> {
  await throughput(ids, rawBookingOf(db), CALLERS, ROUND_MS); // warm-up: caches, plans, connections
  await throughput(ids, ledgerBooking(db), CALLERS, ROUND_MS);
  const raw: number[] = [];
  const ledger: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    raw.push(await throughput(ids, rawBookingOf(db), CALLERS, ROUND_MS));
    ledger.push(await throughput(ids, ledgerBooking(db), CALLERS, ROUND_MS));
  }
  console.info(
    `${label}: ledger ${median(ledger).toFixed(0)}/s, raw ${median(raw).toFixed(0)}/s (medians of ${ROUNDS} rounds of ${ROUND_MS} ms, ${CALLERS} callers)`,
  );
  return median(ledger) / median(raw);
}

const pg = await scratchPostgres(CALLERS);
try {
  report('ledger.ratio_vs_raw', await ratio('PostgreSQL', pg.db, await setUp(pg.db)), 'x');
} finally {
  await pg.drop();
}

// A data directory, as the app runs PGlite (DATA_DIR), not a purely in-memory database.
const dir = mkdtempSync(join(tmpdir(), 'corridor-bench-'));
const lite = await createDb({ dataDir: dir });
try {
  report('ledger.pglite_ratio_vs_raw', await ratio('PGlite', lite, await setUp(lite)), 'x');
} finally {
  await lite.close();
  rmSync(dir, { recursive: true, force: true });
}
