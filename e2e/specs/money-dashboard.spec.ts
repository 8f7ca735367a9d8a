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
});
