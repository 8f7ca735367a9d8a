import { signInOncePerFile } from '../pages/money-session.ts';
import { MoneyStatementPage } from '../pages/money-statement.ts';
import { USERS } from '../support/demo.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';

test.describe('[STATEMENT] account statement', () => {
  // The checker works for the same SG business as admin, whose sign-ins the accounts spec uses.
  signInOncePerFile(USERS.checker.email);

  test('a user filters credits of the SGD account, pages on, and downloads the same rows as CSV', async ({ page }) => {
    const statement = new MoneyStatementPage(page);
    await statement.goto();

    // The default account (SGD) is shown first; the seed gives it months of history.
    await expect(statement.select('Account')).toContainText('(SGD)');
    await statement.filter({ ledger: 'Credit (money in)' });
    await expect(page).toHaveURL(/ledger=CREDIT/);
    await expect(statement.rows).toHaveCount(25);
    await expectAccessible(page, 'the statement');
    expect(new Set(await statement.column('Ledger type'))).toEqual(new Set(['Credit']));

    await statement.loadMore.click();
    await expect(statement.rows).toHaveCount(50);

    const ids = await statement.column('Transaction ID');
    const csv = await statement.download('CSV');
    expect(csv.name).toMatch(/^statement-SGD-\d+\.csv$/);
    const lines = csv.text.trim().split(/\r?\n/);
    expect(lines[0]).toContain('Transaction ID');
    expect(lines.length - 1).toBeGreaterThanOrEqual(ids.length);
    // The file lists the same entries, newest first, as the screen.
    for (const [i, id] of ids.slice(0, 5).entries()) expect(lines[i + 1]).toContain(id);
    expect(lines.slice(1).every((l) => l.includes(',CREDIT,'))).toBe(true);
  });

  test('a period with no entries shows the empty state', async ({ page }) => {
    const statement = new MoneyStatementPage(page);
    await statement.goto();
    await statement.filter({ from: '2001-01-01', to: '2001-01-31' });
    await expect(statement.emptyState).toContainText(
      'You do not have any activities. Try changing or removing some of your filters.',
    );
    await expectAccessible(page, 'the empty statement');

    // The filters' pop-ups, open: a select's list and a date's calendar.
    await statement.select('Ledger').click();
    await expect(page.getByRole('listbox')).toBeVisible();
    await expectAccessible(page, 'an open select');
    await page.keyboard.press('Escape');
    await statement.filters.getByRole('group', { name: 'From' }).getByRole('button').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAccessible(page, 'the calendar of a date field');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
  });
});
