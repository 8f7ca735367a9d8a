// The transactions list for a business with 100,000 transactions, on PostgreSQL, through the transactions service
// (the view over every kind, keyset page, row mapping):
// - BENCH transactions.first_page_p95_ms: the first page, no filter (target < 50 ms);
// - BENCH transactions.filtered_p95_ms: a page filtered by status and a 90-day range (target < 80 ms);
// - BENCH transactions.export_100k_s: the CSV of all 100,000 rows, streamed (target < 5 s).
import type { AppDeps } from '../apps/api/src/app-deps.ts';
import type { Caller } from '../apps/api/src/caller.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import type { Db } from '../apps/api/src/db/client.ts';
import { migrate } from '../apps/api/src/db/migrate.ts';
import { openAccountInTx } from '../apps/api/src/modules/accounts/accounts.service.ts';
import { transactionsPage } from '../apps/api/src/modules/transactions/transactions.service.ts';
import { transactionsCsv } from '../apps/api/src/modules/transactions/transactions-csv.ts';
import { createSandboxPartners } from '../apps/api/src/partners/partners.ts';
import { p95Of, report } from './lib/report.ts';
import { scratchPostgres } from './lib/scratch-db.ts';

const ROWS = 100_000;
const RUNS = 200;
const DAY = 86_400_000;

/** A business with ROWS payments received over the last year (the list's largest kind), written in bulk. */
async function setUp(db: Db): Promise<Caller> {
  await migrate(db);
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO clients (client_name, client_country, client_legal_entity, status, client_base_currency)
     VALUES ('Transactions Bench Pte Ltd', 'SG', 'SG', 'COMPLETED', 'SGD') RETURNING id`,
  );
  const clientId = rows[0]!.id;
  const caller: Caller = {
    userId: clientId,
    clientId,
    legalEntity: 'SG',
    clientName: 'Transactions Bench Pte Ltd',
    baseCurrency: 'SGD',
    utcOffset: '+08:00',
    roles: ['sme_admin'],
    menus: [],
  };
  const accountId = await db.tx((tx) => openAccountInTx(tx, caller, 'SGD', null));
  const vfa = await db.query<{ id: string }>(
    `INSERT INTO virtual_accounts (account_id, client_id, currency, status, account_number)
     VALUES ($1, $2, 'SGD', 'COMPLETED', 'BENCH-VFA-1') RETURNING id`,
    [accountId, clientId],
  );
  for (let done = 0; done < ROWS; done += 20_000) {
    await db.query(
      `INSERT INTO incoming_payments (id, client_id, account_id, virtual_account_id, currency, amount, payer_name,
         reference, status, transfer_id, received_at, settled_at)
       SELECT gen_random_uuid(), $1, $2, $3, 'SGD', 10000 + n % 997, 'Payer ' || (n % 500), 'INV-' || n,
         CASE WHEN n % 10 = 0 THEN 'RETURNED' WHEN n % 10 = 1 THEN 'RECEIVED' ELSE 'CREDITED' END,
         gen_random_uuid(), now() - (n * interval '315 seconds'), now() - (n * interval '315 seconds')
       FROM generate_series($4::int, $5::int) AS n`,
      [clientId, accountId, vfa.rows[0]!.id, done + 1, done + 20_000],
    );
  }
  await db.exec('ANALYZE incoming_payments');
  return caller;
}

/** p95 of a page call; every timed answer must be a full page. */
const p95 = (call: () => Promise<{ rows: unknown[] }>) =>
  p95Of(call, {
    runs: RUNS,
    warmUps: 20,
    check: (page) => {
      if (page.rows.length !== 25) throw new Error('expected a full page');
    },
  });

const pg = await scratchPostgres(4);
try {
  const caller = await setUp(pg.db);
  const deps = {
    db: pg.db,
    config: loadConfig({ NODE_ENV: 'test' }),
    clock: { now: () => new Date() },
    partners: createSandboxPartners(),
  } as unknown as AppDeps;
  report('transactions.first_page_p95_ms', await p95(() => transactionsPage(deps, caller, { limit: 25 })), 'ms');
  const day = (ms: number) => new Date(Date.now() + 8 * 3_600_000 - ms).toISOString().slice(0, 10);
  const filtered = { status: 'COMPLETED' as const, from: day(120 * DAY), to: day(30 * DAY), limit: 25 };
  report('transactions.filtered_p95_ms', await p95(() => transactionsPage(deps, caller, filtered)), 'ms');
  const t0 = performance.now();
  let lines = 0;
  for await (const chunk of transactionsCsv(deps, caller, {})) lines += chunk.split('\r\n').length - 1;
  const seconds = (performance.now() - t0) / 1000;
  if (lines !== ROWS) throw new Error(`the CSV had ${lines} rows, not ${ROWS}`);
  report('transactions.export_100k_s', seconds, 's');
} finally {
  await pg.drop();
}
