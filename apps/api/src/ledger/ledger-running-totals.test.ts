import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inconsistentAccounts, misorderedEntries } from '../../test/ledger-fixtures.ts';
import { createTestDb } from '../../test/test-db.ts';
import type { Db } from '../db/client.ts';

// 040_statement_running_totals.sql numbers the entries written before it; the ledger trigger numbers every entry
// since. The two are computed apart (a window over the history, the trigger one statement at a time) and must agree:
// a statement's totals are differences between them.
let db: Db;
beforeAll(async () => {
  db = await createTestDb(); // the demo's history: single bookings and many-row statements, back-dated and live
});
afterAll(() => db.close());

const migration = readFileSync(new URL('../db/migrations/040_statement_running_totals.sql', import.meta.url), 'utf8');
const backfill = migration.slice(migration.indexOf('-- The history so far'));

type Totals = Record<string, unknown>[];
const snapshot = async (): Promise<{ entries: Totals; accounts: Totals }> => ({
  entries: (
    await db.query(
      'SELECT id, entry_seq, credit_seq, credited_to_date, debited_to_date FROM ledger_entries ORDER BY id',
    )
  ).rows,
  accounts: (
    await db.query(
      'SELECT id, entry_count, credit_count, credited_total, debited_total FROM ledger_accounts ORDER BY id',
    )
  ).rows,
});

describe('[LEDGER] running totals of a business account (statement summaries)', () => {
  it('are what the migration computes from the history: a history without them is numbered the same', async () => {
    const written = await snapshot();
    const counted = written.entries.filter((e) => e.entry_seq !== null);
    expect(counted.length).toBeGreaterThan(100);
    // The history as it stood before the migration: no totals anywhere (the guards lifted to make it so).
    await db.exec(`
      ALTER TABLE ledger_entries DISABLE TRIGGER ledger_entries_immutable;
      ALTER TABLE ledger_accounts DISABLE TRIGGER ledger_accounts_only_by_transfer;
      UPDATE ledger_entries SET entry_seq = NULL, credit_seq = NULL, credited_to_date = NULL, debited_to_date = NULL;
      UPDATE ledger_accounts SET entry_count = 0, credit_count = 0, credited_total = 0, debited_total = 0;
      ALTER TABLE ledger_accounts ENABLE TRIGGER ledger_accounts_only_by_transfer;
      ALTER TABLE ledger_entries ENABLE TRIGGER ledger_entries_immutable;`);
    expect(await misorderedEntries(db)).toBeGreaterThan(0n);
    await db.exec(backfill);
    expect(await snapshot()).toEqual(written);
    // Run again, it changes nothing; and every account agrees with its entries.
    await db.exec(backfill);
    expect(await snapshot()).toEqual(written);
    expect(await misorderedEntries(db)).toBe(0n);
    expect(await inconsistentAccounts(db)).toEqual([]);
  });

  it('leave the entries and accounts guarded once numbered', async () => {
    await expect(db.query('UPDATE ledger_entries SET entry_seq = entry_seq + 1')).rejects.toMatchObject({
      code: 'L0005',
    });
    await expect(db.query('UPDATE ledger_accounts SET entry_count = 0')).rejects.toMatchObject({ code: 'L0005' });
  });
});
