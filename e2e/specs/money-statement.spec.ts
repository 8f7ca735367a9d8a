import { AppShell } from '../pages/app-shell.ts';
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
    // Fifty rows run far below the first screen; the side bar's white column runs down with them.
    const { sideBar, content } = await new AppShell(page).sideBarAndContentBottoms();
    expect(content).toBeGreaterThan(800 * 2);
    expect(sideBar).toBeGreaterThanOrEqual(content);

    const ids = await statement.transactionIds();
    expect(ids[0]).toMatch(/^[\w-]{9,}$/);
    // The cell shows the first 8 characters; the copy button and the file carry the whole id.
    expect((await statement.column('Transaction ID'))[0]).toContain(ids[0]!.slice(0, 8));
    const csv = await statement.download('CSV');
    expect(csv.name).toMatch(/^statement-SGD-\d+\.csv$/);
    const lines = csv.text.trim().split(/\r?\n/);
    expect(lines[0]).toContain('Transaction ID');
    expect(lines.length - 1).toBeGreaterThanOrEqual(ids.length);
    // The file lists the same entries, newest first, as the screen.
    for (const [i, id] of ids.slice(0, 5).entries()) expect(lines[i + 1]).toContain(id);
    expect(lines.slice(1).every((l) => l.includes(',CREDIT,'))).toBe(true);
  });

  test('choosing another account shows it at once, and the download holds that account', async ({ page }) => {
    const statement = new MoneyStatementPage(page);
    await statement.goto();
    await expect(statement.select('Account')).toContainText('(SGD)');
    const summary = page.getByRole('region', { name: 'Period summary' });
    await expect(summary).toContainText('Opening balance');
    await expect(summary).toContainText('SGD');

    // No Apply: the selector, the table, the totals and the file all follow the account at once.
    await statement.choose('Account', /^US Dollar \(USD\)/);
    await expect(statement.select('Account')).toContainText('(USD)');
    await expect(page.getByRole('columnheader', { name: 'Amount (USD)' })).toBeVisible();
    await expect(summary).toContainText('USD');
    await expect(summary).not.toContainText('SGD');
    await expectAccessible(page, 'the USD statement with its totals');
    const ids = await statement.transactionIds();
    const csv = await statement.download('CSV');
    expect(csv.name).toMatch(/^statement-USD-\d+\.csv$/);
    const lines = csv.text.trim().split(/\r?\n/);
    expect(lines.slice(1).every((l) => l.includes(',USD,'))).toBe(true);
    for (const [i, id] of ids.slice(0, 3).entries()) expect(lines[i + 1]).toContain(id);

    // The reporting currency applies at once too, and names the extra amount column.
    const reporting = statement.filters.getByRole('combobox', { name: 'Reporting currency' });
    await reporting.fill('SG');
    await page.getByRole('option', { name: 'SGD' }).click();
    await expect(page).toHaveURL(/currency=SGD/);
    await expect(page.getByRole('columnheader', { name: 'Amount (SGD)' })).toBeVisible();
    await expect(page.getByText(/^Amounts in SGD use 1 USD = \d+\.\d{1,6} SGD\.$/)).toBeVisible();
  });

  test('on a phone each entry shows its amount and balance, and the filters fold away', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const statement = new MoneyStatementPage(page);
    await page.goto('/r/account-statement');
    await expect(statement.heading).toBeVisible();
    const list = page.getByRole('list', { name: /^Statement of / });
    const first = list.getByRole('listitem').first();
    await expect(first).toBeVisible();
    const toggle = statement.filters.getByRole('button', { name: /^Filters/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(statement.select('Ledger')).toBeHidden();
    // The signed amount and the balance after it are on screen, not scrolled off to the right.
    const amount = first.locator('.money').first();
    const balance = first.getByText(/^Balance /);
    for (const figure of [amount, balance]) {
      await figure.scrollIntoViewIfNeeded();
      const box = (await figure.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    await expect(amount).toHaveText(/^[+-]SGD [\d,]+\.\d{2}$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page, 'the statement on a phone');

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(statement.select('Ledger')).toBeVisible();
    await expectAccessible(page, 'the statement filters on a phone');

    // A reporting currency other than the account's: each row shows that amount too, smaller, under its own.
    await statement.choose('Account', /^US Dollar \(USD\)/);
    const reporting = statement.filters.getByRole('combobox', { name: 'Reporting currency' });
    await reporting.fill('SG');
    await page.getByRole('option', { name: 'SGD' }).click();
    await expect(page).toHaveURL(/currency=SGD/);
    const usdFirst = page
      .getByRole('list', { name: /^Statement of US Dollar/ })
      .getByRole('listitem')
      .first();
    const own = usdFirst.locator('.money').first();
    await expect(own).toHaveText(/^[+-]USD [\d,]+\.\d{2}$/);
    const inReporting = usdFirst.locator('.money').filter({ hasText: /^[+-]SGD [\d,]+\.\d{2}$/ });
    await expect(inReporting).toBeVisible();
    const [ownBox, reportingBox] = [(await own.boundingBox())!, (await inReporting.boundingBox())!];
    expect(reportingBox.y).toBeGreaterThan(ownBox.y);
    expect(reportingBox.height).toBeLessThan(ownBox.height);
    expect(reportingBox.x + reportingBox.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page, 'the statement on a phone with a reporting currency');
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
