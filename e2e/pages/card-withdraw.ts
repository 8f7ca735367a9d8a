import { expect, type Locator, type Page } from '@playwright/test';

/** /r/card/withdraw: the card balances, the form, its review dialog and result, the recent card withdrawals. */
export class CardWithdrawPage {
  readonly heading: Locator;
  readonly form: Locator;
  readonly balances: Locator;
  readonly amount: Locator;
  readonly max: Locator;
  readonly review: Locator;
  readonly reviewDialog: Locator;
  readonly result: Locator;
  readonly recent: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Withdraw from card' });
    this.form = page.getByRole('form', { name: 'Withdrawal from a card balance' });
    this.balances = this.form.getByRole('group', { name: 'Withdraw from' });
    this.amount = this.form.getByRole('textbox', { name: /^Amount/ });
    this.max = this.form.getByRole('button', { name: /^Max/ });
    this.review = this.form.getByRole('button', { name: 'Review withdrawal' });
    this.reviewDialog = page.getByRole('dialog', { name: 'Review your withdrawal' });
    this.result = page.getByRole('region', { name: 'Withdrawal complete' });
    this.recent = page.getByRole('list', { name: 'Recent card withdrawals' });
  }

  async goto() {
    await this.page.goto('/r/card/withdraw');
    await expect(this.heading).toBeVisible();
    await expect(this.form).toBeVisible();
  }

  /** The radio of a card balance, named by its currency ("SGD card balance …"). */
  balance(currency: string): Locator {
    return this.balances.getByRole('radio', { name: new RegExp(`^${currency} card balance`) });
  }

  /** The text of a card balance's choice, with its amount and what is available. */
  balanceRow(currency: string): Locator {
    return this.balances.locator('label').filter({ hasText: `${currency} card balance` });
  }
}
