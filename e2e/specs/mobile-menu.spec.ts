import { AppShell } from '../pages/app-shell.ts';
import { LoginPage } from '../pages/login-page.ts';
import { USERS } from '../support/demo.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';

test.use({ viewport: { width: 375, height: 740 } });

test('[SHELL] on a phone the menu button shows only the mobile entries', async ({ page, request }) => {
  const login = new LoginPage(page);
  const shell = new AppShell(page);
  await login.goto();
  await login.signIn(request, USERS.checker.email);
  await shell.expectPage('/r/dashboard', 'Dashboard');
  await expectAccessible(page, 'the dashboard on a phone');

  await expect(shell.nav).toBeHidden();
  await expect(shell.menuToggle).toHaveAttribute('aria-expanded', 'false');
  await shell.menuToggle.click();
  await expect(shell.menuToggle).toHaveAttribute('aria-expanded', 'true');
  await expect(shell.nav).toBeVisible();
  await expectAccessible(page, 'the mobile navigation');
  expect(await shell.topLevelEntries()).toEqual(['Dashboard', 'My activity', 'Send money', 'Transactions', 'More']);

  await shell.nav.getByRole('link', { name: 'Transactions' }).click();
  await shell.expectPage('/r/transactions', 'Transactions');
  await expect(shell.nav).toBeHidden();
});
