import { expect, type Locator, type Page } from '@playwright/test';

/** Columns of a GB/GBP local-transfer template (GET batch/file?corridor=GB-GBP-LOCAL), in the template's order. */
const COLUMNS = [
  'source_currency',
  'beneficiary_country_code',
  'destination_currency',
  'payout_method',
  'beneficiary_account_type',
  'beneficiary_name',
  'beneficiary_email',
  'beneficiary_bank_name',
  'beneficiary_account_number',
  'routing_code_type_1',
  'routing_code_value_1',
  'destination_amount',
  'statement_narrative',
] as const;

export type BatchRow = { name: string; account: string; amount: string };

/**
 * A CSV of GBP local payments from the AUD account: one line per row, quoted where a cell needs it. The amounts are
 * what each payee receives, or with `fixed: 'source'` what each costs in AUD (a total the test can know: one converted
 * at the hour's rate may end in the sandbox bank's 99, a transfer never seen, or 77, a payer who does not match).
 */
export function batchCsv(
  rows: readonly BatchRow[],
  { fixed = 'destination' }: { fixed?: 'source' | 'destination' } = {},
): Buffer {
  const cell = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  const lines = rows.map((r, i) =>
    [
      'AUD',
      'GB',
      'GBP',
      'LOCAL',
      'COMPANY',
      r.name,
      `payables${i + 1}@example.co.uk`,
      'NatWest',
      r.account,
      'SORT_CODE',
      '601613',
      r.amount,
      `Invoice, ${1000 + i}`,
    ]
      .map(cell)
      .join(','),
  );
  const headers = COLUMNS.map((c) => (c === 'destination_amount' ? `${fixed}_amount` : c));
  return Buffer.from(`${[headers.join(','), ...lines].join('\r\n')}\r\n`);
}

/** /r/bulkpayment: a new batch (template, upload), a batch from its checks to paid, and the list. */
export class BulkPaymentPage {
  readonly heading: Locator;
  readonly corridor: Locator;
  readonly fileInput: Locator;
  readonly grid: Locator;
  readonly review: Locator;
  readonly countdown: Locator;
  readonly confirmDialog: Locator;
  readonly batchTransactions: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Bulk payment' });
    this.corridor = page.getByRole('button', { name: /Corridor/ });
    this.fileInput = page.locator('input[type="file"]');
    this.grid = page.getByRole('region', { name: 'Rows to fix' });
    this.review = page.getByRole('region', { name: /^Review \d+ payments$/ });
    this.countdown = this.review.getByRole('timer');
    this.confirmDialog = page.getByRole('alertdialog', { name: /^Pay \d+ payments\?$/ });
    this.batchTransactions = page.getByRole('region', { name: 'Transactions of this batch' });
  }

  async goto() {
    await this.page.goto('/r/bulkpayment');
    await expect(this.heading).toBeVisible();
  }

  /** Picks a corridor and downloads its template; the name and first line of the file. */
  async downloadTemplate(corridor: string, format: 'CSV' | 'XLSX') {
    await this.corridor.click();
    await this.page.getByRole('option', { name: corridor }).click();
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.page.getByRole('button', { name: `Download ${format} template` }).click(),
    ]);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return { name: download.suggestedFilename(), firstLine: Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0] };
  }

  async upload(name: string, buffer: Buffer) {
    await this.fileInput.setInputFiles({ name, mimeType: 'text/csv', buffer });
  }

  cell(column: string, row: number): Locator {
    return this.page.getByRole('textbox', { name: `${column}, row ${row}` });
  }

  button(name: string | RegExp): Locator {
    return this.page.getByRole('button', { name });
  }
}
