import type { Page } from '@playwright/test';
import { MoneyApprovalsPage } from '../pages/money-approvals.ts';
import { MoneySendPage, pageWidth } from '../pages/money-send.ts';
import { signInOncePerFile } from '../pages/money-session.ts';
import { USERS } from '../support/demo.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { shot } from '../support/shots.ts';

/** The payouts the maker makes here for the checker to decide on (the file's tests run in order). */
const made = { toApprove: '', toReject: '' };

/** An individual send of `amount` received by `name`, submitted for approval; returns its reference. */
async function makePayout(page: Page, name: string, currency: string, amount: string): Promise<string> {
  const send = new MoneySendPage(page);
  await send.gotoIndividual();
  await send.chooseRecipient(name);
  await send.amount('Recipient gets', currency).fill(amount);
  await send.review();
  await send.toPayment();
  await send.askToSend();
  await send.confirm();
  const result = send.result('Waiting for approval');
  await expect(result).toBeVisible();
  return send.reference(result);
}

test.describe('[APPROVALS] the maker', () => {
  signInOncePerFile(USERS.admin.email);

  test('makes two payouts, which wait in the queue where the maker cannot decide on them', async ({ page }) => {
    // Received USD 100.17: the sandbox bank cancels an amount ending in 17 once it is approved (README).
    made.toApprove = await makePayout(page, 'Brightline Software Inc.', 'USD', '100.17');
    made.toReject = await makePayout(page, 'Thames Valley Logistics Ltd', 'GBP', '45.60');

    await page.setViewportSize({ width: 390, height: 844 });
    const approvals = new MoneyApprovalsPage(page);
    await approvals.goto();
    await expect(page.getByText('Only approvers can approve or reject payouts.')).toBeVisible();
    for (const reference of [made.toApprove, made.toReject]) {
      await expect(approvals.checkbox(reference)).toBeDisabled();
      await expect(approvals.row(reference)).toContainText('You created this payout: another approver decides on it.');
    }
    await expect(approvals.approve).toHaveCount(0);
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await expectAccessible(page, 'the queue as the maker, on a phone');
    await shot(page, 'approvals-maker-390');
  });
});

test.describe('[APPROVALS] the checker', () => {
  signInOncePerFile(USERS.checker.email);

  test('approves one payout and rejects another with a reason; each decision is recorded', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 1000 });
    const approvals = new MoneyApprovalsPage(page);
    await approvals.goto();
    await expect(approvals.row(made.toApprove)).toContainText('Received');
    await expect(approvals.row(made.toApprove)).toContainText('USD 100.17');
    await expect(approvals.row(made.toApprove)).toContainText(`Created by ${USERS.admin.name}`);
    // Its rate lapses ten days on, and the payout with it: the checker is told by when.
    await expect(approvals.row(made.toApprove)).toContainText(
      /Approve by \d{2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}, when its rate lapses/,
    );
    await expectAccessible(page, 'the queue');
    await shot(page, 'approvals-1440');

    // Select all, then some: the toolbar says how many and what they add up to.
    await approvals.selectAll.check();
    await expect(page.getByText(/^\d+ selected · /)).toBeVisible();
    await approvals.selectAll.uncheck();
    await approvals.checkbox(made.toApprove).check();
    await expect(approvals.selectAll).not.toBeChecked();
    await expect(page.getByText(/^1 selected · SGD [\d,]+\.\d{2}$/)).toBeVisible();

    await approvals.approve.click();
    await expect(approvals.approveDialog).toBeVisible();
    await expect(approvals.approveDialog).toContainText('Brightline Software Inc.');
    await expectAccessible(page, 'the approve dialog');
    await approvals.approveDialog.getByRole('button', { name: 'Approve payout' }).click();
    await expect(approvals.outcome()).toContainText('1 payout approved: Brightline Software Inc.');
    await expect(approvals.row(made.toApprove)).toHaveCount(0);

    // Rejecting asks why; the reason is required.
    await approvals
      .row(made.toReject)
      .getByRole('button', { name: /Thames Valley Logistics Ltd/ })
      .click();
    await expect(approvals.detail).toBeVisible();
    await expect(approvals.detail.getByRole('list', { name: 'Progress' })).toContainText('Initiated');
    await expectAccessible(page, 'the payout details in the queue');
    await approvals.detail.getByRole('button', { name: 'Reject' }).click();
    await expect(approvals.rejectDialog).toBeVisible();
    await approvals.rejectDialog.getByRole('button', { name: 'Reject payout' }).click();
    await expect(approvals.rejectDialog.getByText('Please give a reason for rejecting.')).toBeVisible();
    await expectAccessible(page, 'the reject dialog');
    await approvals.rejectDialog
      .getByRole('textbox', { name: 'Reason for rejecting' })
      .fill('Invoice 2231 was paid last week');
    await approvals.rejectDialog.getByRole('button', { name: 'Reject payout' }).click();
    await expect(approvals.outcome()).toContainText('1 payout rejected: Thames Valley Logistics Ltd');
    await expect(approvals.row(made.toReject)).toHaveCount(0);
    await expectAccessible(page, 'the decision outcome');

    // Every decision is recorded: who rejected, when and why; the approved one went to the bank, which cancelled it.
    const send = new MoneySendPage(page);
    await send.gotoHub();
    await send.recent.getByRole('listitem').filter({ hasText: made.toReject }).getByRole('button').click();
    await expect(send.detail.getByText('Rejected by approver').first()).toBeVisible();
    await expect(send.detail).toContainText(`Rejected by ${USERS.checker.name}`);
    await expect(send.detail).toContainText('Invoice 2231 was paid last week');
    await send.detail.getByRole('button', { name: 'Close' }).last().click();

    await send.recent.getByRole('listitem').filter({ hasText: made.toApprove }).getByRole('button').click();
    await expect(send.detail).toContainText(`Approved by ${USERS.checker.name}`);
    await expect(send.detail.locator('.payout-details-head').getByText('Cancelled', { exact: true })).toBeVisible({
      timeout: 30_000,
    });
    await expect(send.detail.getByRole('list', { name: 'Progress' })).toContainText('Cancelled (stopped here)');
    await expectAccessible(page, 'a payout the bank cancelled');
  });

  test('on a phone the queue fits, select all included', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const approvals = new MoneyApprovalsPage(page);
    await approvals.goto();
    await approvals.selectAll.check();
    await expect(approvals.approve).toBeEnabled();
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await expectAccessible(page, 'the queue on a phone');
    await shot(page, 'approvals-390');
    await approvals.reject.click();
    await expect(approvals.rejectDialog).toBeVisible();
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await approvals.rejectDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(approvals.rejectDialog).toBeHidden();
  });
});
