import type { TAccountStatementResponse, TStatementRow } from '@corridor/contracts/statement/account-statement';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { signIn } from './auth.ts';
import { createTestApp, type TestApp } from './helpers.ts';
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

  it('books every movement of a business account at a time its record has, so statement, list and details agree', async () => {
    // Each entry's transfer names its record (business_type, business_id); the entry carries the time of one of the
    // record's events (a payout's or withdrawal's move, a funding's completion) or the record's own time.
    const { rows } = await db.query<{ business_type: string | null; business_id: string | null; at: Date }>(
      `SELECT t.business_type, t.business_id, e.created_at AS at
       FROM ledger_entries e JOIN ledger_transfers t ON t.id = e.transfer_id
       WHERE e.client_id IS NOT NULL AND NOT CASE t.business_type
         WHEN 'payout' THEN EXISTS (SELECT 1 FROM payouts p JOIN payout_events v ON v.payout_id = p.id
           WHERE p.client_id = e.client_id AND p.transaction_number = t.business_id AND v.at = e.created_at)
         WHEN 'withdrawal' THEN EXISTS (SELECT 1 FROM withdrawals w JOIN withdrawal_events v ON v.withdrawal_id = w.id
           WHERE w.client_id = e.client_id AND w.reference = t.business_id AND v.at = e.created_at)
         WHEN 'exchange' THEN EXISTS (SELECT 1 FROM exchanges x
           WHERE x.client_id = e.client_id AND x.exchange_number = t.business_id AND x.created_at = e.created_at)
         WHEN 'funding' THEN EXISTS (SELECT 1 FROM fundings f JOIN funding_events v ON v.funding_id = f.id
           WHERE f.client_id = e.client_id AND f.id::text = t.business_id AND v.at = e.created_at)
         WHEN 'card_top_up' THEN EXISTS (SELECT 1 FROM card_top_ups c
           WHERE c.client_id = e.client_id AND c.id::text = t.business_id AND c.created_at = e.created_at)
         WHEN 'card_withdrawal' THEN EXISTS (SELECT 1 FROM card_withdrawals c
           WHERE c.client_id = e.client_id AND c.reference = t.business_id AND c.created_at = e.created_at)
         WHEN 'incoming_payment' THEN EXISTS (SELECT 1 FROM incoming_payments i
           WHERE i.client_id = e.client_id AND i.id::text = t.business_id AND i.received_at = e.created_at)
         ELSE false END
       ORDER BY e.created_at`,
    );
    expect(rows).toEqual([]);
    // The demo payouts and withdrawals are among them, dated in the past like their records.
    const { rows: kinds } = await db.query<{ business_type: string; n: number }>(
      `SELECT t.business_type, count(DISTINCT t.business_id)::int AS n FROM ledger_entries e
       JOIN ledger_transfers t ON t.id = e.transfer_id WHERE e.client_id IS NOT NULL GROUP BY 1 ORDER BY 1`,
    );
    expect(kinds.map((k) => k.business_type)).toEqual([
      'card_top_up',
      'card_withdrawal',
      'exchange',
      'funding',
      'incoming_payment',
      'payout',
      'withdrawal',
    ]);
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

describe('[SEED] the demo statement', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    headers = (await signIn(t, 'admin@demo.test', undefined, '10.66.0.1')).headers;
  });
  afterAll(() => t.close());

  /** Every row of an account's statement, page by page, newest first. */
  async function statement(accountId: string): Promise<TStatementRow[]> {
    const rows: TStatementRow[] = [];
    let cursor: string | undefined;
    do {
      const res = await t.app.inject({
        method: 'POST',
        url: '/smebackend/api/v1/reports/accountStatement/pagination',
        headers,
        payload: { accountId, limit: 100, ...(cursor ? { cursor } : {}) },
      });
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json() as TAccountStatementResponse;
      rows.push(...page.rows);
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    return rows;
  }

  it('reads every SG account newest first, each balance the one before it plus its amount, demo payouts on their day', async () => {
    const { rows: accounts } = await t.db.query<{ id: string; currency: string }>(
      `SELECT a.id, a.currency FROM currency_accounts a JOIN users u ON u.client_id = a.client_id
       WHERE u.email = 'admin@demo.test' ORDER BY a.currency`,
    );
    const sent = new Map<string, number>();
    for (const account of accounts) {
      const rows = await statement(account.id);
      for (let i = 0; i + 1 < rows.length; i++) {
        const [newer, older] = [rows[i]!, rows[i + 1]!];
        expect(Date.parse(newer.date)).toBeGreaterThanOrEqual(Date.parse(older.date));
        const signed = BigInt(newer.amount.amountMinor) * (newer.ledgerType === 'CREDIT' ? 1n : -1n);
        expect(BigInt(newer.balance.amountMinor), `${account.currency} ${newer.id}`).toBe(
          BigInt(older.balance.amountMinor) + signed,
        );
      }
      for (const r of rows)
        sent.set(r.transactionId, Math.min(sent.get(r.transactionId) ?? Infinity, Date.parse(r.date)));
    }
    // The demo payouts that reached the bank: their "Money sent" entry is dated when they were sent, as their page says.
    const { rows: payouts } = await t.db.query<{ transaction_number: string; status: string; sent_at: Date }>(
      `SELECT p.transaction_number, p.status, v.at AS sent_at FROM payouts p
       JOIN payout_events v ON v.payout_id = p.id AND v.status = 'SENT_TO_BANK'
       WHERE p.approval_decided_by IS NOT NULL ORDER BY v.at`,
    );
    expect(payouts.map((p) => p.status)).toEqual(['PAID', 'RETURNED', 'SENT_TO_BANK']);
    for (const p of payouts) expect(sent.get(p.transaction_number)).toBe(p.sent_at.getTime());
    expect(payouts[0]!.sent_at.getTime()).toBeLessThan(Date.now() - 11 * 86_400_000);
  });
});
