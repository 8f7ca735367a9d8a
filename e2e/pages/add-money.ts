import { expect, type Locator, type Page } from '@playwright/test';

/** /r/addmoney and /r/funding/:fundingId: the form, the card step, the review dialog, the result and its popup. */
export class AddMoneyPage {
  readonly heading: Locator;
  readonly form: Locator;
  readonly review: Locator;
  readonly reviewDialog: Locator;
  readonly instructionsDialog: Locator;
  readonly result: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Add money' });
    this.form = page.getByRole('form', { name: 'Add money' });
    this.review = page.getByRole('button', { name: 'Review', exact: true });
    this.reviewDialog = page.getByRole('dialog', { name: 'Review adding money' });
    this.instructionsDialog = page.getByRole('dialog', { name: 'Awaiting funds' });
    this.result = page.getByRole('region', {
      name: /^(Awaiting your transfer|Charging your card|Money added|Card payment failed|Funding cancelled|Debiting your bank account|Direct debit failed|Awaiting your FPX payment|Confirming your FPX payment|FPX payment failed)$/,
    });
  }

  async goto() {
    await this.page.goto('/r/addmoney');
    await expect(this.heading).toBeVisible();
    await expect(this.form).toBeVisible();
  }

  /** A React Aria select, found by its label, then one of its options. */
  async choose(label: string, option: string | RegExp) {
    await this.form.getByRole('button', { name: new RegExp(`(^|\\s)${label}$`) }).click();
    await this.page.getByRole('option', { name: option }).click();
  }

  field(label: string): Locator {
    return this.form.getByLabel(label, { exact: true });
  }

  /** Starts a payment: the SGD account, the amount, the method. */
  async start(amount: string, method: 'Card' | 'Bank transfer' | 'PayNow') {
    await this.choose('Add money to', /^SGD ·/);
    await this.field('Amount (SGD)').fill(amount);
    await this.choose('Pay by', method);
  }

  /** Starts a payment from the account in `currency` (ACH in USD, FPX in MYR). */
  async startIn(currency: string, amount: string, method: string) {
    await this.choose('Add money to', new RegExp(`^${currency} ·`));
    await this.field(`Amount (${currency})`).fill(amount);
    await this.choose('Pay by', method);
  }

  /** Types a new card (choosing "A new card" when saved cards are offered first). */
  async newCard(number: string, { isSaved }: { isSaved: boolean }) {
    const payWith = this.form.getByRole('button', { name: /(^|\s)Pay with$/ });
    if (await payWith.isVisible()) await this.choose('Pay with', 'A new card');
    await this.field('Card number').fill(number);
    await this.field('Expiry (MM/YY)').fill('12/30');
    await this.field('Security code (CVV)').fill('123');
    const save = this.form.getByRole('switch', { name: 'Save this card for next time' });
    if ((await save.isChecked()) !== isSaved) await save.click();
  }

  figure(scope: Locator, term: string): Locator {
    return scope
      .locator('.figure-row')
      .filter({ has: this.page.getByText(term, { exact: true }) })
      .locator('dd');
  }
}
