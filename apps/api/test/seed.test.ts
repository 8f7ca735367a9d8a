import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { inconsistentAccounts, misorderedEntries, overdrawnAccounts, unbalancedCurrencies } from './ledger-fixtures.ts';
import { createTestDb } from './test-db.ts';

describe('[SEED] demo data', () => {
  let db: Db;
  beforeAll(async () => {
    db = await createTestDb();
  });
  afterAll(() => db.close());

  it('has months of history that keeps every ledger invariant', async () => {
    const { rows } = await db.query<{ n: bigint; days: number }>(
      'SELECT count(*)::int8 AS n, extract(day FROM max(created_at) - min(created_at))::int AS days FROM ledger_entries',
    );
    expect(rows[0]!.n).toBeGreaterThan(100n);
    expect(rows[0]!.days).toBeGreaterThanOrEqual(90);
    expect(await unbalancedCurrencies(db)).toEqual([]);
    expect(await overdrawnAccounts(db)).toEqual([]);
    expect(await inconsistentAccounts(db)).toEqual([]);
    expect(await misorderedEntries(db)).toBe(0n);
  });

  it('gives the SG demo business contacts across EUR, GBP, USD, INR and AUD, in groups', async () => {
    const { rows } = await db.query<{ currency: string; group_name: string | null }>(
      `SELECT b.destination_currency AS currency, b.group_name FROM beneficiaries b
       JOIN users u ON u.client_id = b.client_id WHERE u.email = 'admin@demo.test'`,
    );
    expect(new Set(rows.map((r) => r.currency))).toEqual(new Set(['EUR', 'GBP', 'USD', 'INR', 'AUD']));
    expect(new Set(rows.map((r) => r.group_name))).toEqual(new Set(['Suppliers EU', 'Logistics', 'Contractors', null]));
  });

  it('gives the SG demo business payouts paid, returned, with the bank, and one awaiting the checker', async () => {
    const { rows } = await db.query<{ status: string; maker: string; approver: string | null }>(
      `SELECT p.status, m.email AS maker, a.email AS approver FROM payouts p
       JOIN users m ON m.id = p.created_by LEFT JOIN users a ON a.id = p.approval_decided_by
       WHERE m.email = 'admin@demo.test' ORDER BY p.created_at`,
    );
    expect(rows).toEqual([
      { status: 'PAID', maker: 'admin@demo.test', approver: 'checker@demo.test' },
      { status: 'RETURNED', maker: 'admin@demo.test', approver: 'checker@demo.test' },
      { status: 'SENT_TO_BANK', maker: 'admin@demo.test', approver: 'checker@demo.test' },
      { status: 'AWAITING_APPROVAL_CREDIT_CARD_ACCOUNT', maker: 'admin@demo.test', approver: null },
    ]);
  });
});
