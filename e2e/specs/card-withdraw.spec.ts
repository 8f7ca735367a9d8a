import { CardWithdrawPage } from '../pages/card-withdraw.ts';
import { signInOncePerFile } from '../pages/money-session.ts';
import { TransactionsPage } from '../pages/transactions.ts';
import { USERS } from '../support/demo.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { shot } from '../support/shots.ts';

/** "SGD 14,250.00" → minor units; the page shows amounts en-US with two decimals. */
const minorOf = (text: string) => BigInt(text.replace(/[^\d]/g, ''));
const format = (minor: bigint) =>
  `${(minor / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${(minor % 100n).toString().padStart(2, '0')}`;

test.describe('[CARD WITHDRAW] moving money from a card balance back to the account', () => {
  signInOncePerFile(USERS.admin.email);

  test('the admin reviews, confirms and sees the FW reference, the new card balance and the withdrawal listed', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 1000 });
    const card = new CardWithdrawPage(page);
    await card.goto();
    // The demo business's SGD and USD card balances; SGD (money, and an SGD account to take it) is chosen.
    await expect(card.balance('SGD')).toBeChecked();
    await expect(card.balanceRow('USD')).toContainText('USD');
    await expect(card.form).toContainText('To your account');
    await expect(card.recent.getByRole('listitem').first()).toContainText('Completed');
    await expectAccessible(page, 'the card withdraw page');
    await shot(page, 'card-withdraw-1440');

    const before = minorOf((await card.balanceRow('SGD').locator('.card-balance-amount').textContent()) ?? '');
    // Max fills what the card balance can give; more than that is refused in the server's words.
    await card.max.click();
    await expect(card.amount).toHaveValue(format(before));
    await card.amount.fill(`${format(before + 100n)}`);
    await expect(
      card.form.getByText(/^This is more than you can withdraw now: SGD [\d,]+\.\d{2} is available\.$/),
    ).toBeVisible();

    await card.amount.fill('125.40');
    await card.review.click();
    await expect(card.reviewDialog).toBeVisible();
    await expect(card.reviewDialog).toContainText('SGD 125.40');
    await expect(card.reviewDialog).toContainText(`SGD ${format(before - 12_540n)}`);
    await expectAccessible(page, 'the card withdrawal review');
    await shot(page, 'card-withdraw-review-1440', { isFullPage: false });
    await card.reviewDialog.getByRole('button', { name: 'Confirm withdrawal' }).click();
    await expect(card.reviewDialog).toBeHidden();

    await expect(card.result).toBeVisible();
    const reference = (await card.result.locator('strong.mono').textContent()) ?? '';
    expect(reference).toMatch(/^FW\d{10,11}$/);
    await expect(card.result).toContainText('SGD 125.40');
    await expect(card.recent.getByRole('listitem', { name: reference })).toContainText('SGD 125.40');
    await expectAccessible(page, 'the completed card withdrawal');
    await shot(page, 'card-withdraw-done-1440');

    // Another withdrawal starts from the new balance.
    await card.result.getByRole('button', { name: 'Make another withdrawal' }).click();
    await expect(card.balanceRow('SGD')).toContainText(`SGD ${format(before - 12_540n)}`);

    // Every movement of money is in Transactions: the withdrawal is a completed "Withdrawn" row, and opens.
    const list = new TransactionsPage(page);
    await list.goto();
    await list.kind('Withdrawn').click();
    await expect(page).toHaveURL(/type=withdraw/);
    const row = list.row(reference);
    await expect(row).toContainText('From your SGD card balance');
    await expect(row).toContainText('SGD 125.40');
    await expect(row).toContainText('Completed');
    await expectAccessible(page, 'the transactions list with a card withdrawal');
    await shot(page, 'transactions-card-withdrawal-1440');
    await row.getByRole('link', { name: reference }).click();

    await expect(page).toHaveURL(/\/r\/transactions\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Card withdrawal details' })).toBeVisible();
    const details = page.locator('.txn-detail-page');
    await expect(details).toContainText(reference);
    await expect(details).toContainText('SGD 125.40');
    await expect(details).toContainText('Your SGD card balance');
    await expect(details).toContainText('Completed');
    const progress = page.getByRole('list', { name: 'Progress' });
    await expect(progress.getByRole('listitem')).toHaveText([/Withdrawal initiated/, /Withdrawal complete/]);
    await expectAccessible(page, 'a card withdrawal’s detail page');
    await shot(page, 'transactions-card-withdrawal-detail-1440');
    // Its FW reference is an address too, as for any withdrawal.
    await page.goto(`/r/transactions/${reference}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Card withdrawal details' })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download receipt (PDF)' }).click();
    expect((await download).suggestedFilename()).toBe(`receipt-${reference}.pdf`);
  });

  test('on a phone: a bad amount is refused on the form, and the page fits 390 px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const card = new CardWithdrawPage(page);
    await card.goto();
    await card.amount.fill('10.555');
    await card.review.click();
    await expect(card.form.getByText('Amount can have at most 2 decimal places')).toBeVisible();
    await expect(card.reviewDialog).toBeHidden();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await expectAccessible(page, 'the card withdraw page on a phone');
    await shot(page, 'card-withdraw-390');
  });

  test('on a phone: a card withdrawal in Transactions, and its detail, fit 390 px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // The demo's past card withdrawals (and any this run made) are withdrawals "From your … card balance".
    await page.goto('/r/transactions?type=withdraw&q=card%20balance');
    const list = page.getByRole('list', { name: 'Transactions' });
    const first = list
      .getByRole('link')
      .filter({ hasText: /From your [A-Z]{3} card balance/ })
      .first();
    await expect(first).toContainText('Completed');
    await expect(first).toContainText(/FW\d{10,11}/);
    const fits = async () =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await fits();
    await expectAccessible(page, 'card withdrawals in Transactions on a phone');
    await shot(page, 'transactions-card-withdrawal-390');

    await first.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Card withdrawal details' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Progress' })).toContainText('Withdrawal complete');
    await fits();
    await expectAccessible(page, 'a card withdrawal’s detail page on a phone');
    await shot(page, 'transactions-card-withdrawal-detail-390');
  });
});
