import { MoneyAccountsPage } from '../pages/money-accounts.ts';
import { signInOncePerFile } from '../pages/money-session.ts';
import { USERS } from '../support/demo.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';

test.describe('[DASHBOARD] dashboard', () => {
  // The checker works for the same SG business as admin, whose sign-ins the accounts spec uses.
  signInOncePerFile(USERS.checker.email);

  test('a user of the SG business sees balances per currency, the total, recent activity and the balance chart', async ({
    page,
  }) => {
    await page.goto('/r/dashboard');
    const balances = page.getByRole('list', { name: 'Balances by currency' });
    await expect(balances.getByRole('listitem').filter({ hasText: 'Singapore Dollar' })).toContainText(
      /SGD [\d,]+\.\d{2}/,
    );
    await expect(page.getByTestId('balance-total')).toHaveText(/^SGD [\d,]+\.\d{2}$/);
    await expect(page.getByRole('list', { name: 'Recent activity' }).getByRole('listitem').first()).toBeVisible();

    const chart = page.getByRole('figure');
    await expect(chart).toContainText(/Total balance in SGD: SGD [\d,]+\.\d{2} on \d{2} \w{3} \d{4}/);
    await expect(chart.locator('.uplot canvas')).toBeVisible();
    await expectAccessible(page, 'the dashboard');

    // The same numbers as a table, for anyone who cannot or prefers not to read the chart.
    await chart.getByRole('button', { name: 'Show as table' }).click();
    await expect(chart.getByRole('button', { name: 'Show as table' })).toHaveAttribute('aria-pressed', 'true');
    const table = chart.getByRole('table', { name: 'Total balance in SGD' });
    await expect(table.locator('tbody tr')).toHaveCount(90);
    await expectAccessible(page, 'the dashboard with the balance table');

    await page
      .getByRole('link', { name: /Send money/ })
      .last()
      .click();
    await expect(page).toHaveURL(/\/r\/send$/);
  });

  test('a 12-digit balance fits its card at 1366 px, with send, add money and exchange right under the total', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    // Funded through the sandbox bank, as a payer abroad would: the largest single amount allowed.
    const accounts = new MoneyAccountsPage(page);
    await accounts.goto();
    await accounts.simulatePayment('Euro (EUR)', {
      amount: '999,999,999,999.99',
      payerName: 'Large Payer GmbH',
      reference: 'BIG-1',
    });

    await page.goto('/r/dashboard');
    const card = page
      .getByRole('list', { name: 'Balances by currency' })
      .getByRole('listitem')
      .filter({ hasText: 'Euro' });
    await expect(card).toContainText(/EUR \d{1,3}(,\d{3}){3,}\.\d{2}/);
    const overflowing = await page.evaluate(() =>
      Array.from(document.querySelectorAll('.balance-card, .balance-card-text, .balance-total, .shell-main'))
        .filter((el) => el.scrollWidth > el.clientWidth + 1)
        .map((el) => el.className),
    );
    expect(overflowing).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366);
    // Every card the same width: an even grid.
    const widths = await page
      .getByRole('list', { name: 'Balances by currency' })
      .getByRole('listitem')
      .evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().width)));
    expect(new Set(widths).size).toBe(1);

    const actions = page.getByRole('list', { name: 'Money actions' }).getByRole('link');
    await expect(actions).toHaveText([/^Send/, /^Add money/, /^Exchange/]);
    await expect(actions.first()).not.toContainText('not yet available');
    await expect(actions.nth(1)).not.toContainText('not yet available');
    const total = (await page.getByTestId('balance-total').boundingBox())!;
    const first = (await actions.first().boundingBox())!;
    expect(first.y).toBeGreaterThan(total.y);
    expect(first.y - (total.y + total.height)).toBeLessThan(80);
    await expectAccessible(page, 'the dashboard with a 12-digit balance');
  });
});
