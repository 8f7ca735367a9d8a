import { expect, type Locator, type Page } from '@playwright/test';

/** /r/withdraw: the withdraw form, its review dialog and result, the bank accounts and their dialog, the list. */
export class WithdrawPage {
  readonly heading: Locator;
  readonly form: Locator;
  readonly review: Locator;
  readonly reviewDialog: Locator;
  readonly result: Locator;
  readonly bankAccounts: Locator;
  readonly addBankAccount: Locator;
  readonly bankDialog: Locator;
  readonly recent: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Withdraw' });
    this.form = page.getByRole('form', { name: 'Withdrawal' });
    this.review = page.getByRole('button', { name: 'Review withdrawal' });
    this.reviewDialog = page.getByRole('dialog', { name: 'Review your withdrawal' });
    this.result = page.getByRole('region', { name: /^Withdrawal / });
    this.bankAccounts = page.getByRole('list', { name: 'Bank accounts' });
    this.addBankAccount = page
      .getByRole('region', { name: 'Bank accounts' })
      .getByRole('button', { name: 'Add a bank account' });
    this.bankDialog = page.getByRole('dialog', { name: /^(Add a bank account|Edit )/ });
    this.recent = page.getByRole('list', { name: 'Recent withdrawals' });
  }

  async goto() {
    await this.page.goto('/r/withdraw');
    await expect(this.heading).toBeVisible();
    await expect(this.form).toBeVisible();
    await expect(this.bankAccounts).toBeVisible();
  }

  /** A React Aria select, found by its label, then one of its options. */
  async choose(scope: Locator, label: string, option: string | RegExp) {
    await scope.getByRole('button', { name: new RegExp(`(^|\\s)${label}$`) }).click();
    await this.page.getByRole('option', { name: option }).click();
  }

  bankField(label: string): Locator {
    return this.bankDialog.getByLabel(label, { exact: true });
  }

  bankAccount(name: string): Locator {
    return this.bankAccounts.getByRole('listitem', { name, exact: true });
  }

  async bankAccountAction(name: string, action: 'Edit' | 'Delete') {
    await this.bankAccount(name)
      .getByRole('button', { name: `Actions for ${name}` })
      .click();
    await this.page.getByRole('menuitem', { name: action }).click();
  }

  /** Fills the AU bank form (the holder name is the business's, filled in) and names the account. */
  async fillAustralianAccount(accountNumber: string, bsb: string, name: string) {
    await this.bankField('Account number').fill(accountNumber);
    await this.bankField('BSB').fill(bsb);
    await expect(this.bankField('Bank name')).not.toHaveValue('');
    await this.bankField('Name for this account (optional)').fill(name);
  }

  saveBankAccount(): Promise<void> {
    return this.bankDialog.getByRole('button', { name: /^Save (account|changes)$/ }).click();
  }

  amount(): Locator {
    return this.form.getByLabel(/^Amount/);
  }
}
