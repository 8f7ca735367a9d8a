import { expect, type Locator, type Page } from '@playwright/test';

/** "SGD 12,345.67" or "12,345.67" → minor units, for currencies with two decimals. */
export function minorOf(text: string): bigint {
  const m = /(-?)([\d,]+)\.(\d{2})/.exec(text);
  if (!m) throw new Error(`no amount in "${text}"`);
  return BigInt(`${m[1]}${m[2]!.replaceAll(',', '')}${m[3]}`);
}

/** /r/exchange: the two accounts and amounts, the live quote, the review dialog, the success panel, the list. */
export class MoneyExchangePage {
  readonly heading: Locator;
  readonly form: Locator;
  readonly quote: Locator;
  readonly countdown: Locator;
  readonly review: Locator;
  readonly dialog: Locator;
  readonly success: Locator;
  readonly recent: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Exchange' });
    this.form = page.getByRole('form', { name: 'Exchange' });
    this.quote = page.getByRole('region', { name: 'Exchange rate' });
    this.countdown = this.quote.getByRole('timer');
    this.review = page.getByRole('button', { name: 'Review exchange' });
    this.dialog = page.getByRole('dialog', { name: 'Review your exchange' });
    this.success = page.getByRole('region', { name: 'Exchange completed' });
    this.recent = page.getByRole('list', { name: 'Recent exchanges' });
  }

  async goto() {
    await this.page.goto('/r/exchange');
    await expect(this.heading).toBeVisible();
    await expect(this.form).toBeVisible();
  }

  /** An account select's button, named by its value and then its label ("… From account"). */
  select(label: 'From account' | 'To account'): Locator {
    return this.form.getByRole('button', { name: new RegExp(`(^|\\s)${label}$`) });
  }

  async choose(label: 'From account' | 'To account', option: string | RegExp) {
    await this.select(label).click();
    await this.page.getByRole('option', { name: option }).first().click();
  }

  /** The "Available SGD 1,234.56" line under an account, as minor units. */
  async available(label: 'From account' | 'To account'): Promise<bigint> {
    const side = this.form.locator('.exchange-side').nth(label === 'From account' ? 0 : 1);
    return minorOf((await side.getByText(/^Available /).textContent()) ?? '');
  }

  amount(side: 'sell' | 'get', currency: string): Locator {
    return this.form.getByRole('textbox', { name: `${side === 'sell' ? 'You sell' : 'You get'} (${currency})` });
  }

  /**
   * Confirms the review dialog. On a loaded machine the quote can run out between review and confirm; the app then
   * locks a new rate and asks to confirm again, as a person would, so the second ask is answered once.
   */
  async confirm() {
    const button = this.dialog.getByRole('button', { name: 'Confirm exchange' });
    const moved = this.dialog.getByText(/^The rate moved as we locked it/);
    await button.click();
    await expect(this.success.or(this.dialog.getByRole('alert')).or(moved).first()).toBeVisible();
    if (await moved.isVisible()) await button.click();
  }

  /** A figure of the review dialog or the success panel ("You get", "Total debited"), as shown. */
  figure(scope: Locator, term: string): Locator {
    return scope.locator('.figure-row', { has: this.page.getByText(term, { exact: true }) }).locator('.figure-value');
  }
}
