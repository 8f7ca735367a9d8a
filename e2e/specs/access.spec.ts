import { AppShell } from '../pages/app-shell.ts';
import { signInOncePerFile } from '../pages/money-session.ts';
import { USERS } from '../support/demo.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';

test.describe('[ACCESS] pages the menus hide', () => {
  // Sakura Trading KK: a JP business with licence TYPE_1, on the wallet variant.
  signInOncePerFile(USERS.jp.email);

  test('a JP TYPE_1 user typing the address of My accounts or Pay bills is sent to their own start page', async ({
    page,
  }) => {
    const shell = new AppShell(page);
    await page.goto('/r/dashboard');
    await expect(shell.pageHeading).toBeVisible();
    await expect(shell.nav.getByRole('link', { name: /^(My accounts|Receive money)/ })).toHaveCount(0);

    await page.goto('/r/myaccounts');
    await shell.expectPage('/r/ant/transactions', 'Wallet transactions');
    await expectAccessible(page, 'the wallet transactions page');

    await page.goto('/r/pay-bills');
    await shell.expectPage('/r/ant/transactions', 'Wallet transactions');

    // Opening a currency forwards to My accounts, which is hidden too.
    await page.goto('/r/open-currency');
    await shell.expectPage('/r/ant/transactions', 'Wallet transactions');
  });
});
