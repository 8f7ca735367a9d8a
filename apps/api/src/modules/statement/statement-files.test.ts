import { toMoney } from '@corridor/contracts/money';
import type { TStatementRow } from '@corridor/contracts/statement/account-statement';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { type StatementDocument, statementCsv, statementPdf } from './statement-files.ts';

const row: TStatementRow = {
  id: '41',
  date: '2026-03-05T06:07:00.000Z',
  dateDisplay: '05 Mar 2026, 14:07',
  transactionId: 'c0ffee00-1111-4222-8333-944445555666',
  type: 'INCOMING_PAYMENT',
  typeLabel: 'Incoming payment',
  ledgerType: 'CREDIT',
  amount: toMoney(123_456_789_012_34n, 'SGD'),
  reportingAmount: toMoney(91_728_394_039_92n, 'USD'),
  reference: 'Invoice 2026-031 Lion City Traders',
  balance: toMoney(223_456_789_012_34n, 'SGD'),
};

const doc: StatementDocument = {
  title: 'Lion City Traders Pte Ltd: SGD account statement',
  subtitle: 'Account 0123456789 · 2026-03-01 to 2026-03-31 · 1 entries',
  currency: 'SGD',
  reportingCurrency: 'USD',
  reportingRate: '0.743012345678',
  summary: {
    entryCount: 1,
    moneyIn: toMoney(123_456_789_012_34n, 'SGD'),
    moneyOut: toMoney(0n, 'SGD'),
    openingBalance: toMoney(100_000_000_000_00n, 'SGD'),
    closingBalance: toMoney(223_456_789_012_34n, 'SGD'),
  },
  rows: [row],
};

/** The text a PDFKit page shows: each TJ/Tj operator's hex strings decoded and joined, one per line. */
function pdfText(pdf: Buffer): string {
  const lines: string[] = [];
  for (const op of pdf.toString('latin1').matchAll(/\[([^\]]*)\]\s*TJ|<([0-9a-f]*)>\s*Tj/g)) {
    const hexes = op[1] ? [...op[1].matchAll(/<([0-9a-f]*)>/g)].map((m) => m[1]!) : [op[2]!];
    lines.push(hexes.map((h) => Buffer.from(h, 'hex').toString('latin1')).join(''));
  }
  return lines.join('\n');
}

describe('[STATEMENT] files carry what the screen shows', () => {
  it('the PDF heads its table with the period summary and the reporting rate, then the rows', async () => {
    const text = pdfText(await statementPdf(doc, { compress: false }));
    expect(text).toContain('Opening balance 100,000,000,000.00 SGD');
    expect(text).toContain('Money in +123,456,789,012.34 SGD');
    expect(text).toContain('Money out -0.00 SGD');
    expect(text).toContain('Closing balance 223,456,789,012.34 SGD');
    expect(text).toContain('Entries 1');
    expect(text).toContain('Amounts in USD use 1 SGD = 0.743012 USD');
    expect(text).toContain('Amount (USD)');
    expect(text).toContain('91,728,394,039.92');
  });

  it('the CSV has a reporting-currency column when the screen shows one, and rows only', () => {
    const [head, first, ...rest] = Papa.parse<string[]>(statementCsv(doc).trim()).data;
    expect(head!.at(-1)).toBe('Amount (USD)');
    expect(first!.at(-1)).toBe('91,728,394,039.92');
    expect(rest).toEqual([]);
    const sameCurrency = statementCsv({ ...doc, reportingCurrency: null, reportingRate: null });
    expect(Papa.parse<string[]>(sameCurrency.trim()).data[0]).not.toContain('Amount (USD)');
  });
});
