// Account statement first page for an account with 100,000 entries (spread over the last 90 days), p95 over repeated
// calls through the statement service (account lookup + the keyset page query + the period's totals + row mapping),
// on PostgreSQL and PGlite. Prints BENCH statement.first_page_p95_ms (PostgreSQL) and
// BENCH statement.pglite_first_page_p95_ms; beside them, the dashboard's 90-day balance chart of the same business
// through its service (one closing balance per day) as BENCH statement.balance_history_90d_p95_ms (and pglite_).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AppDeps } from '../apps/api/src/app-deps.ts';
import type { Caller } from '../apps/api/src/caller.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { createDb, type Db } from '../apps/api/src/db/client.ts';
import { migrate } from '../apps/api/src/db/migrate.ts';
import { systemAccountId } from '../apps/api/src/ledger/ids.ts';
import { openAccountInTx } from '../apps/api/src/modules/accounts/accounts.service.ts';
import { balanceHistory } from '../apps/api/src/modules/dashboard/dashboard.service.ts';
import { statementPage } from '../apps/api/src/modules/statement/statement.service.ts';
import { createSandboxPartners } from '../apps/api/src/partners/partners.ts';
import { p95Of, report } from './lib/report.ts';
import { scratchPostgres } from './lib/scratch-db.ts';

const ENTRIES = 100_000;
const DAYS = 90;
const RUNS = 300;

/** A business with one SGD account holding ENTRIES entries, made through ledger transfers (the trigger path). */
async function setUp(db: Db): Promise<{ caller: Caller; accountId: string }> {
  await migrate(db);
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO clients (client_name, client_country, client_legal_entity, status, client_base_currency)
     VALUES ('Statement Bench Pte Ltd', 'SG', 'SG', 'COMPLETED', 'SGD') RETURNING id`,
  );
  const clientId = rows[0]!.id;
  const caller: Caller = {
    userId: clientId,
    clientId,
    legalEntity: 'SG',
    clientName: 'Statement Bench Pte Ltd',
    baseCurrency: 'SGD',
    utcOffset: '+08:00',
    roles: ['sme_admin'],
    menus: [],
  };
  const accountId = await db.tx((tx) => openAccountInTx(tx, caller, 'SGD', null));
  // Money in on odd rows, a smaller amount out on even rows: the balance never goes below zero.
  for (let done = 0; done < ENTRIES; done += 10_000) {
    await db.query(
      // Each at its own time over the last DAYS days, oldest first (the order balances change in).
      `INSERT INTO ledger_transfers
         (id, debit_account_id, credit_account_id, amount, currency, code, reference, status, effective_at)
       SELECT gen_random_uuid(),
         CASE WHEN n % 2 = 1 THEN $1::uuid ELSE $2::uuid END,
         CASE WHEN n % 2 = 1 THEN $2::uuid ELSE $1::uuid END,
         CASE WHEN n % 2 = 1 THEN 10000 + n % 977 ELSE 5000 END, 'SGD',
         CASE WHEN n % 2 = 1 THEN 'INCOMING_PAYMENT' ELSE 'PAYOUT' END, 'Bench ' || n, 'POSTED',
         now() - make_interval(secs => $5::float8 * 86400 * ($6::int - n) / $6::int)
       FROM generate_series($3::int, $4::int) AS n ORDER BY n`,
      [systemAccountId('SETTLEMENT', 'SGD'), accountId, done + 1, done + 10_000, DAYS, ENTRIES],
    );
  }
  await db.exec('ANALYZE ledger_entries');
  return { caller, accountId };
}

async function measure(db: Db): Promise<{ firstPage: number; chart: number }> {
  const { caller, accountId } = await setUp(db);
  const deps = {
    db,
    config: loadConfig({ NODE_ENV: 'test' }),
    clock: { now: () => new Date() },
    partners: createSandboxPartners(),
  } as unknown as AppDeps;
  const page = await statementPage(deps, caller, { accountId, limit: 25 });
  if (page.rows.length !== 25 || page.summary?.entryCount !== ENTRIES) throw new Error('expected a full first page');
  const chart = await balanceHistory(deps, caller, { days: DAYS });
  if (new Set(chart.series[0]!.points.map((p) => p.balanceMinor)).size < DAYS / 2) {
    throw new Error('expected a balance that moves every day');
  }
  const timing = { runs: RUNS, warmUps: 30 };
  return {
    firstPage: await p95Of(() => statementPage(deps, caller, { accountId, limit: 25 }), {
      ...timing,
      check: (page) => {
        if (page.rows.length !== 25) throw new Error('expected a full first page');
      },
    }),
    chart: await p95Of(() => balanceHistory(deps, caller, { days: DAYS }), timing),
  };
}

const pg = await scratchPostgres(4);
try {
  const { firstPage, chart } = await measure(pg.db);
  report('statement.first_page_p95_ms', firstPage, 'ms');
  report('statement.balance_history_90d_p95_ms', chart, 'ms');
} finally {
  await pg.drop();
}

const dir = mkdtempSync(join(tmpdir(), 'corridor-bench-'));
const lite = await createDb({ dataDir: dir });
try {
  const { firstPage, chart } = await measure(lite);
  report('statement.pglite_first_page_p95_ms', firstPage, 'ms');
  report('statement.pglite_balance_history_90d_p95_ms', chart, 'ms');
} finally {
  await lite.close();
  rmSync(dir, { recursive: true, force: true });
}
