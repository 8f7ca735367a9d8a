import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../../test/test-db.ts';
import type { Db } from '../../db/client.ts';
import { systemAccountId } from '../../ledger/ids.ts';

// 014_payouts.sql gives every currency opened before it a PAYOUT_CLEARING account, computing in SQL the id that
// ledger/ids.ts systemAccountId() computes: the two must agree, or payouts would book to an account that is not there.
let db: Db;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(() => db.close());

const migration = readFileSync(new URL('../../db/migrations/014_payouts.sql', import.meta.url), 'utf8');
const backfill = migration.slice(migration.indexOf('WITH h AS'), migration.indexOf('ON CONFLICT DO NOTHING;') + 23);

describe('[PAYOUTS] the migration', () => {
  it('gives a currency that had no payouts clearing account one, under systemAccountId()', async () => {
    // A currency's house account as it was before the migration: settlement only.
    await db.query(
      `INSERT INTO ledger_accounts (id, client_id, currency, kind, must_not_overdraw) VALUES ($1, NULL, 'XTS', 'SETTLEMENT', false)`,
      [systemAccountId('SETTLEMENT', 'XTS')],
    );
    await db.exec(backfill);
    const { rows } = await db.query<{ id: string; kind: string }>(
      "SELECT id, kind FROM ledger_accounts WHERE currency = 'XTS' ORDER BY kind",
    );
    expect(rows).toEqual([
      { id: systemAccountId('PAYOUT_CLEARING', 'XTS'), kind: 'PAYOUT_CLEARING' },
      { id: systemAccountId('SETTLEMENT', 'XTS'), kind: 'SETTLEMENT' },
    ]);
    // Run again (it is idempotent), and every currency of the seeded database has its clearing account.
    await db.exec(backfill);
    const missing = await db.query(
      `SELECT s.currency FROM ledger_accounts s WHERE s.kind = 'SETTLEMENT' AND NOT EXISTS (
         SELECT 1 FROM ledger_accounts c WHERE c.kind = 'PAYOUT_CLEARING' AND c.currency = s.currency)`,
    );
    expect(missing.rows).toEqual([]);
  });

  it('keeps a payout’s history append-only', async () => {
    await expect(db.query('UPDATE payout_events SET reason = $1', ['rewritten'])).rejects.toMatchObject({
      code: 'L0005',
    });
    await expect(db.query('DELETE FROM payout_events')).rejects.toMatchObject({ code: 'L0005' });
  });
});
