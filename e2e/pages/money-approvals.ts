import { expect, type Locator, type Page } from '@playwright/test';

/** /r/transaction-approval: the queue, its selection and toolbar, the decision dialogs and their outcome. */
export class MoneyApprovalsPage {
  readonly heading: Locator;
  readonly queue: Locator;
  readonly selectAll: Locator;
  readonly approve: Locator;
  readonly reject: Locator;
  readonly approveDialog: Locator;
  readonly rejectDialog: Locator;
  readonly detail: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Approvals' });
    this.queue = page.getByRole('list', { name: 'Payouts waiting for approval' });
    this.selectAll = page.getByRole('checkbox', { name: /^Select all/ });
    this.approve = page.locator('.queue-toolbar').getByRole('button', { name: 'Approve', exact: true });
    this.reject = page.locator('.queue-toolbar').getByRole('button', { name: 'Reject', exact: true });
    this.approveDialog = page.getByRole('alertdialog', { name: /^Approve/ });
    this.rejectDialog = page.getByRole('dialog', { name: /^Reject/ });
    this.detail = page.getByRole('dialog', { name: 'Payout details' });
  }

  async goto() {
    await this.page.goto('/r/transaction-approval');
    await expect(this.heading).toBeVisible();
    await expect(this.queue.or(this.page.getByRole('region', { name: 'Nothing to approve' }))).toBeVisible();
  }

  /** A payout of the queue by its reference (SME_…). */
  row(reference: string): Locator {
    return this.queue.getByRole('listitem').filter({ hasText: reference });
  }

  checkbox(reference: string): Locator {
    return this.row(reference).getByRole('checkbox');
  }

  /** The outcome of the last decision (approved, rejected, and each that failed with why). */
  outcome(): Locator {
    return this.page.locator('.decision-outcome');
  }
}
