import { AppShell } from '../pages/app-shell.ts';
import { LoginPage } from '../pages/login-page.ts';
import { USERS } from '../support/demo.ts';
import { expect, expectAccessible, test, watchCsp } from '../support/fixtures.ts';

test.describe('[SESSION] one session per user', () => {
  test('signing in from a second browser logs the first tab out', async ({ browser, page, request }) => {
    const first = new LoginPage(page);
    await first.goto();
    await first.signIn(request, USERS.admin.email);
    const firstShell = new AppShell(page);
    await firstShell.expectPage('/r/dashboard', 'Dashboard');

    const other = await browser.newContext();
    const checkOtherCsp = await watchCsp(other);
    try {
      const secondPage = await other.newPage();
      const second = new LoginPage(secondPage);
      await second.goto();
      await second.signIn(request, USERS.admin.email);
      await new AppShell(secondPage).expectPage('/r/dashboard', 'Dashboard');
      checkOtherCsp();
    } finally {
      await other.close();
    }

    // The first tab's next call is refused with concurrent_login: it lands on sign-in and says why.
    await firstShell.nav.getByRole('link', { name: 'Transactions' }).click();
    await expect(first.heading).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'signed in somewhere else' })).toBeVisible();
    await expectAccessible(page, 'sign-in after a session ended');
  });
});
