import { signInOncePerFile } from '../pages/money-session.ts';
import { TransactionsPage } from '../pages/transactions.ts';
import { USERS } from '../support/demo.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';

test.describe('[TRANSACTIONS] one history of every movement', () => {
  signInOncePerFile(USERS.admin.email);

  test('a finance user filters the history, opens a paid payout with its tracker and receipt, and finds nothing for a search that matches nothing', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 1000 });
    const list = new TransactionsPage(page);
    await list.goto();
    // One list across kinds: the demo's payments received, payouts and withdrawal (other specs may add rows first).
    await expect(list.row(/VA-[0-9A-F]{10}/).first()).toBeVisible();
    await expectAccessible(page, 'the transactions list');

    // The kind applies at once, through the address (so Back returns to All).
    await list.kind('Withdrawn').click();
    await expect(page).toHaveURL(/type=withdraw/);
    await expect(list.kind('Withdrawn')).toBeChecked();
    await expect(list.row(/FW\d{10}/).first()).toContainText('Completed');
    await expect(list.row(/VA-/)).toHaveCount(0);

    await list.kind('Sent').click();
    await expect(page).toHaveURL(/type=send/);
    await list.search.fill('Müller');
    await list.applyFilters.click();
    await expect(page).toHaveURL(/q=M%C3%BCller|q=Müller/);
    await list.row('Müller Maschinenbau GmbH').filter({ hasText: 'Paid' }).first().getByRole('link').click();

    await expect(page.getByRole('heading', { level: 1, name: 'Payout details' })).toBeVisible();
    const progress = page.getByRole('list', { name: 'Progress' });
    await expect(progress).toContainText('Payment complete');
    await expect(page.getByRole('button', { name: 'Download receipt (PDF)' })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download receipt (PDF)' }).click();
    expect((await download).suggestedFilename()).toMatch(/^receipt-SME_.*\.pdf$/);
    await expectAccessible(page, 'a payout’s detail page');

    await page.getByRole('link', { name: 'Back to transactions' }).click();
    await list.search.fill('no such supplier anywhere');
    await list.applyFilters.click();
    await expect(
      page.getByText('You do not have any activities. Try changing or removing some of your filters.'),
    ).toBeVisible();
  });
});
