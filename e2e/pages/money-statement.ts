import { expect, type Locator, type Page } from '@playwright/test';

/** /r/account-statement: filters, the rows table, Load more and the downloads. */
export class MoneyStatementPage {
  readonly heading: Locator;
  readonly filters: Locator;
  readonly table: Locator;
  readonly rows: Locator;
  readonly loadMore: Locator;
  readonly emptyState: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Account statement' });
    this.filters = page.getByRole('form', { name: 'Statement filters' });
    // React Aria's table is a grid: rows and cells are reached with the arrow keys.
    this.table = page.getByRole('grid');
    this.rows = this.table.locator('tbody tr');
    this.loadMore = page.getByRole('button', { name: 'Load more' });
    this.emptyState = page.getByRole('region', { name: 'No activities' });
  }

  async goto() {
    await this.page.goto('/r/account-statement');
    await expect(this.heading).toBeVisible();
    await expect(this.table.or(this.emptyState)).toBeVisible();
  }

  /** Sets the filters given (labels as shown, dates as YYYY-MM-DD) and applies them (the account applies at once). */
  async filter(f: { account?: string | RegExp; ledger?: string; type?: string; from?: string; to?: string }) {
    if (f.account) await this.choose('Account', f.account);
    if (f.ledger) await this.choose('Ledger', f.ledger);
    if (f.type) await this.choose('Type', f.type);
    if (f.from !== undefined) await this.typeDate('From', f.from);
    if (f.to !== undefined) await this.typeDate('To', f.to);
    await this.filters.getByRole('button', { name: 'Apply filters' }).click();
  }

  /** A select's button, named by its value and then its label ("Credit and debit Ledger"). */
  select(label: string): Locator {
    return this.filters.getByRole('button', { name: new RegExp(`(^|\\s)${label}$`) });
  }

  /** Opens a select and picks an option (a RegExp matches e.g. /^US Dollar \(USD\)/). */
  async choose(label: string, option: string | RegExp) {
    await this.select(label).click();
    await this.page.getByRole('option', { name: option }).first().click();
  }

  /** Types a day into a date field as a person would: DD, MM and YYYY digits, segment after segment. */
  async typeDate(label: 'From' | 'To', isoDay: string) {
    const [year, month, day] = isoDay.split('-');
    await this.filters.getByRole('group', { name: label }).getByRole('spinbutton').first().click();
    await this.page.keyboard.type(`${day}${month}${year}`);
  }

  /** The text of one column for every row shown. */
  async column(name: string): Promise<string[]> {
    const headers = await this.table.locator('thead th').allTextContents();
    const index = headers.findIndex((h) => h.trim().toLowerCase() === name.toLowerCase());
    if (index < 0) throw new Error(`no column ${name} in ${headers.join(', ')}`);
    return this.rows.locator(`> :nth-child(${index + 1})`).allTextContents();
  }

  /** The full transaction id of every row shown, read from its copy button (the cell shows 8 characters). */
  async transactionIds(): Promise<string[]> {
    const names = await this.table
      .getByRole('button', { name: /^Copy transaction ID / })
      .evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''));
    return names.map((n) => n.replace(/^Copy transaction ID /, ''));
  }

  /** Clicks a download button and returns the file's name and text. */
  async download(format: 'CSV' | 'PDF'): Promise<{ name: string; text: string }> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.page.getByRole('button', { name: `Download ${format}` }).click(),
    ]);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return { name: download.suggestedFilename(), text: Buffer.concat(chunks).toString('utf8') };
  }
}
