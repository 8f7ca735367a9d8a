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
    this.table = page.getByRole('table');
    this.rows = this.table.locator('tbody tr');
    this.loadMore = page.getByRole('button', { name: 'Load more' });
    this.emptyState = page.getByRole('region', { name: 'No activities' });
  }

  async goto() {
    await this.page.goto('/r/account-statement');
    await expect(this.heading).toBeVisible();
    await expect(this.table.or(this.emptyState)).toBeVisible();
  }

  /** Sets the filters given (labels as shown) and applies them. */
  async filter(f: { account?: string | RegExp; ledger?: string; type?: string; from?: string; to?: string }) {
    if (f.account) await this.selectAccount(f.account);
    if (f.ledger) await this.filters.getByLabel('Ledger').selectOption({ label: f.ledger });
    if (f.type) await this.filters.getByLabel('Type', { exact: true }).selectOption({ label: f.type });
    if (f.from !== undefined) await this.filters.getByLabel('From').fill(f.from);
    if (f.to !== undefined) await this.filters.getByLabel('To').fill(f.to);
    await this.filters.getByRole('button', { name: 'Apply filters' }).click();
  }

  /** Picks an account by its option text (a RegExp matches the start, e.g. /^US Dollar \(USD\)/). */
  async selectAccount(name: string | RegExp) {
    const select = this.filters.getByLabel('Account');
    const options = await select.locator('option').allTextContents();
    const label = options.find((o) => (typeof name === 'string' ? o === name : name.test(o)));
    if (!label) throw new Error(`no account ${name} in ${options.join(', ')}`);
    await select.selectOption({ label });
  }

  /** The text of one column for every row shown. */
  async column(name: string): Promise<string[]> {
    const headers = await this.table.locator('thead th').allTextContents();
    const index = headers.findIndex((h) => h.trim().toLowerCase() === name.toLowerCase());
    if (index < 0) throw new Error(`no column ${name} in ${headers.join(', ')}`);
    return this.rows.locator(`> :nth-child(${index + 1})`).allTextContents();
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
