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

  it('gives the SG demo business contacts across EUR, GBP, USD, INR and AUD in groups, and its history’s SGD suppliers', async () => {
    const { rows } = await db.query<{ currency: string; group_name: string | null }>(
      `SELECT b.destination_currency AS currency, b.group_name FROM beneficiaries b
       JOIN users u ON u.client_id = b.client_id WHERE u.email = 'admin@demo.test'`,
    );
    expect(new Set(rows.map((r) => r.currency))).toEqual(new Set(['EUR', 'GBP', 'USD', 'INR', 'AUD', 'SGD']));
    expect(new Set(rows.map((r) => r.group_name))).toEqual(new Set(['Suppliers EU', 'Logistics', 'Contractors', null]));
  });

  it('gives the SG demo business payouts paid, returned, asked about (RFI), with the bank, and one awaiting the checker', async () => {
    const { rows } = await db.query<{ status: string; maker: string; approver: string | null }>(
      `SELECT p.status, m.email AS maker, a.email AS approver FROM payouts p
       JOIN users m ON m.id = p.created_by LEFT JOIN users a ON a.id = p.approval_decided_by
       WHERE m.email = 'admin@demo.test' ORDER BY p.created_at`,
    );
    // The money history's supplier payments (seed-history.ts) are older, paid records; these went through the checker.
    const history = rows.filter((r) => r.approver === null && r.status === 'PAID');
    expect(history.length).toBeGreaterThan(10);
    expect(rows.filter((r) => !history.includes(r))).toEqual([
      { status: 'PAID', maker: 'admin@demo.test', approver: 'checker@demo.test' },
      { status: 'RETURNED', maker: 'admin@demo.test', approver: 'checker@demo.test' },
      { status: 'RFI_REQUESTED', maker: 'admin@demo.test', approver: 'checker@demo.test' },
      { status: 'SENT_TO_BANK', maker: 'admin@demo.test', approver: 'checker@demo.test' },
      { status: 'AWAITING_APPROVAL_CREDIT_CARD_ACCOUNT', maker: 'admin@demo.test', approver: null },
    ]);
  });

  it('links a bank account in the business’s name to the SG and AU businesses, with a completed withdrawal each', async () => {
    const { rows } = await db.query<{
      email: string;
      holder: string;
      client: string;
      reference: string;
      status: string;
    }>(
      `SELECT u.email, b.holder_name AS holder, c.client_name AS client, w.reference, w.status
       FROM users u JOIN clients c ON c.id = u.client_id
       JOIN company_bank_accounts b ON b.client_id = c.id
       JOIN withdrawals w ON w.bank_account_id = b.id AND w.client_id = c.id
       WHERE u.email IN ('admin@demo.test', 'au@demo.test') ORDER BY u.email`,
    );
    expect(rows.map((r) => [r.email, r.status])).toEqual([
      ['admin@demo.test', 'COMPLETED'],
      ['au@demo.test', 'COMPLETED'],
    ]);
    expect(rows.every((r) => r.holder === r.client && /^FW\d{10}$/.test(r.reference))).toBe(true);
  });
});
