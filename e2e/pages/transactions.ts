import { expect, type Locator, type Page } from '@playwright/test';

/** /r/transactions and the detail pages it links to. */
export class TransactionsPage {
  readonly heading: Locator;
  readonly table: Locator;
  readonly search: Locator;
  readonly applyFilters: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Transactions' });
    this.table = page.getByRole('grid', { name: 'Transactions' });
    this.search = page.getByLabel('Search', { exact: true });
    this.applyFilters = page.getByRole('button', { name: 'Apply filters' });
  }

  async goto() {
    await this.page.goto('/r/transactions');
    await expect(this.heading).toBeVisible();
  }

  /** One of the kind filters: All, Sent, Money added, Withdrawn, Exchanged, Received. */
  kind(label: string): Locator {
    return this.page.getByRole('radio', { name: label, exact: true });
  }

  row(text: string | RegExp): Locator {
    return this.table.getByRole('row').filter({ hasText: text });
  }
}
