import { expect, type Locator, type Page } from '@playwright/test';

/** /r/myaccounts: currency accounts, their balances and the dialogs that change them. */
export class MoneyAccountsPage {
  readonly heading: Locator;
  readonly list: Locator;
  readonly openButton: Locator;
  readonly dialog: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.list = page.getByRole('list', { name: 'Currency accounts' });
    this.openButton = page.getByRole('button', { name: 'Open account', exact: true });
    // Confirmations are alert dialogs; the others plain dialogs.
    this.dialog = page.getByRole('dialog').or(page.getByRole('alertdialog'));
  }

  async goto() {
    await this.page.goto('/r/myaccounts');
    await expect(this.heading).toHaveText(/My accounts|Receive money/);
    await expect(this.list.or(this.page.getByRole('region', { name: 'No accounts yet' }))).toBeVisible();
  }

  /** An account row by its name, e.g. "Canadian Dollar (CAD)". */
  account(name: string): Locator {
    return this.list.getByRole('listitem', { name: `${name} account`, exact: true });
  }

  /** The row's shortcuts to other pages for its currency (add money, send, statement), as links. */
  shortcuts(name: string): Locator {
    return this.account(name)
      .getByRole('list', { name: `${name} shortcuts` })
      .getByRole('link');
  }

  /** The ledger balance as shown, e.g. "NZD 1,250.50" (labelled "Balance" when nothing is held back). */
  ledgerBalance(name: string): Locator {
    return this.account(name).locator('.account-figure-value .money');
  }

  async open(currencyLabels: string[]) {
    await this.openButton.click();
    if (currencyLabels.length === 1) {
      // The currency combobox narrows as you type; the option is then picked from the list.
      const label = currencyLabels[0]!;
      await this.dialog.getByRole('combobox', { name: 'Currency' }).fill(label.replace(/\s*\(.*$/, ''));
      await this.page.getByRole('option', { name: label }).click();
    } else {
      await this.dialog.getByLabel('Several currencies').check();
      for (const label of currencyLabels) await this.dialog.getByLabel(label).check();
    }
    await this.dialog.getByRole('button', { name: 'Review' }).click();
    for (const label of currencyLabels)
      await expect(this.dialog.getByRole('listitem').filter({ hasText: label })).toBeVisible();
    await this.dialog.getByRole('button', { name: /^Open (account|\d+ accounts)$/ }).click();
    await expect(this.dialog).toBeHidden();
  }

  /** An action from the row's buttons or its "More" menu. */
  async action(name: string, action: string) {
    const row = this.account(name);
    const direct = row.getByRole('button', { name: action, exact: true });
    if (await direct.isVisible()) {
      await direct.click();
    } else {
      await row.getByRole('button', { name: `More actions for ${name}` }).click();
      await this.page.getByRole('menuitem', { name: action, exact: true }).click();
    }
    await expect(this.dialog).toBeVisible();
  }

  async simulatePayment(name: string, payment: { amount: string; payerName: string; reference: string }) {
    await this.action(name, 'Simulate incoming payment');
    await this.dialog.getByLabel(/^Amount/).fill(payment.amount);
    await this.dialog.getByLabel('Payer name').fill(payment.payerName);
    await this.dialog.getByLabel('Reference').fill(payment.reference);
    await this.dialog.getByRole('button', { name: 'Send test payment' }).click();
    await expect(this.dialog).toBeHidden();
  }

  /** The snackbar that confirms (or refuses) the last change. */
  notice(text: string | RegExp): Locator {
    return this.page.getByRole('alert').filter({ hasText: text });
  }
}

/**
 * On how many lines a control's label is laid out: the lines its first piece of text takes (a "Soon" badge placed
 * under a label on purpose does not count).
 */
export function labelLines(control: Locator): Promise<number> {
  return control.evaluate((el) => {
    const text = document
      .createTreeWalker(el, NodeFilter.SHOW_TEXT, {
        acceptNode: (n) => (n.textContent?.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP),
      })
      .nextNode();
    if (!text) return 0;
    const range = document.createRange();
    range.selectNodeContents(text);
    return new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top))).size;
  });
}
