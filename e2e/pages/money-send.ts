import { expect, type Locator, type Page } from '@playwright/test';

/** The width the page scrolls to: at most the window's when everything fits. */
export const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** /r/send (the hub), /r/individualsend and /r/groupsend: the steps, the figures, the confirmation, the result. */
export class MoneySendPage {
  readonly heading: Locator;
  readonly steps: Locator;
  readonly confirmDialog: Locator;
  readonly recent: Locator;
  readonly detail: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.steps = page.getByRole('list', { name: 'Steps' });
    this.confirmDialog = page.getByRole('alertdialog');
    this.recent = page.getByRole('list', { name: 'Recent payments' });
    this.detail = page.getByRole('dialog', { name: 'Payout details' });
  }

  async gotoHub() {
    await this.page.goto('/r/send');
    await expect(this.heading).toHaveText('Send money');
  }

  async gotoIndividual() {
    await this.page.goto('/r/individualsend');
    await expect(this.heading).toHaveText('Send to one recipient');
    await expect(this.stepHeading('Who are you paying?')).toBeVisible();
  }

  async gotoGroup() {
    await this.page.goto('/r/groupsend');
    await expect(this.heading).toHaveText('Send to a group');
    await expect(this.stepHeading('Whom are you paying?')).toBeVisible();
  }

  /** The current step's heading (a level 2 heading inside the main area). */
  stepHeading(name: string | RegExp): Locator {
    return this.page.locator('main').getByRole('heading', { level: 2, name });
  }

  /** The step marked current in the indicator. */
  currentStep(): Locator {
    return this.steps.locator('[aria-current="step"]');
  }

  button(name: string | RegExp): Locator {
    return this.page.locator('main').getByRole('button', { name });
  }

  // Individual send

  async chooseRecipient(name: string) {
    await this.page.getByRole('radio', { name: new RegExp(name) }).check();
    await this.button('Continue').click();
    await expect(this.stepHeading(/^How much are you sending to/)).toBeFocused();
  }

  /** Attaches a supporting document (a small PDF named `name`) and waits until it is uploaded and listed. */
  async attachDocument(name: string) {
    const documents = this.page.getByRole('group', { name: /Supporting documents/ });
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    await documents
      .getByLabel(/^Add (a|another) document/)
      .setInputFiles({ name, mimeType: 'application/pdf', buffer: pdf });
    await expect(documents.getByRole('button', { name: `Remove ${name}` })).toBeVisible();
    return documents;
  }

  amount(side: 'You send' | 'Recipient gets', currency: string): Locator {
    return this.page.getByRole('textbox', { name: `${side} (${currency})` });
  }

  /** A figure of the fees list ("Total debited", "Recipient gets"), as shown. */
  figure(term: string, scope: Locator = this.page.locator('main')): Locator {
    return scope.locator('.figure-row', { has: this.page.getByText(term, { exact: true }) }).locator('.figure-value');
  }

  /** Goes to the review once the live figures are there; the review locks the rate and checks the payout. */
  async review() {
    await expect(this.figure('Total debited')).toContainText(/\d/);
    await this.button('Review payment').click();
    await expect(this.stepHeading('Review your payment')).toBeFocused();
    await expect(this.page.getByRole('status').filter({ hasText: 'Locking the rate' })).toBeHidden();
  }

  /** A row of the review ("Amount you entered"), with its value and any refusal on it. */
  reviewRow(term: string): Locator {
    return this.page.locator('.send-review-row', { has: this.page.getByText(term, { exact: true }) });
  }

  async toPayment() {
    await this.button('Continue to payment').click();
    await expect(this.stepHeading('How do you want to pay?')).toBeFocused();
  }

  /** Opens the last question before money moves ("Send payment" or "Submit for approval"). */
  async askToSend() {
    await this.button(/^(Send|Submit)/)
      .last()
      .click();
    await expect(this.confirmDialog).toBeVisible();
  }

  async confirm() {
    await this.confirmDialog.getByRole('button', { name: /^(Send|Submit)/ }).click();
    await expect(this.confirmDialog).toBeHidden();
  }

  /** The individual send's result panel. */
  result(name: string | RegExp): Locator {
    return this.page.getByRole('region', { name });
  }

  /** The payout's reference (SME_…) on a result panel. */
  async reference(scope: Locator): Promise<string> {
    return (
      (await scope.locator('.payout-reference strong, .payout-reference .mono').first().textContent()) ?? ''
    ).trim();
  }

  // Group send

  async pick(names: readonly string[]) {
    for (const name of names) await this.page.getByRole('checkbox', { name: new RegExp(name) }).check();
    await this.button(/^Continue with/).click();
    await expect(this.stepHeading('How much is each payment?')).toBeFocused();
  }

  /** One recipient's row of the group's amounts. */
  row(name: string): Locator {
    return this.page.getByRole('list', { name: 'Payments' }).getByRole('listitem').filter({ hasText: name });
  }

  groupAmount(name: string): Locator {
    return this.row(name).getByRole('textbox', { name: /^(Recipient gets|You send)/ });
  }

  /** Opens the group send, picks the recipients named in `amounts` and types each one's amount. */
  async startGroup(amounts: Readonly<Record<string, string>>) {
    await this.gotoGroup();
    await this.pick(Object.keys(amounts));
    for (const [name, amount] of Object.entries(amounts)) await this.groupAmount(name).fill(amount);
  }

  /** "Check N payments": every payment validated, on to the review. */
  async checkGroup(count: number) {
    await this.button(new RegExp(`^Check ${count} payments`)).click();
    await expect(this.stepHeading(`Review ${count} payments`)).toBeFocused();
  }
}
