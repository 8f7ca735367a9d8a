import { AppShell } from '../pages/app-shell.ts';
import { LoginPage } from '../pages/login-page.ts';
import { USERS } from '../support/demo.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';

test.describe('[AUTH] sign-in', () => {
  test('admin signs in with the code from the dev mailbox, sees the dashboard, and logs out', async ({
    page,
    request,
  }) => {
    const login = new LoginPage(page);
    const shell = new AppShell(page);
    await login.goto();
    await expectAccessible(page, 'the sign-in page');
    await login.signIn(request, USERS.admin.email);

    await shell.expectPage('/r/dashboard', 'Dashboard');
    await expect(shell.nav.getByRole('link', { name: 'Transactions' })).toBeVisible();
    // The header shows the name cut to 13 characters and an ellipsis.
    await expect(shell.userMenuButton(USERS.admin.name)).toHaveText(/Alexandra Mon…$/);

    // A reload keeps the session: the app asks the server for it again (the CSRF token lives in memory only).
    await page.reload();
    await shell.expectPage('/r/dashboard', 'Dashboard');

    await shell.logout(USERS.admin.name);
    await expect(login.heading).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a wrong code shows "Incorrect code." and the right one still works', async ({ page, request }) => {
    const login = new LoginPage(page);
    await login.goto();
    const code = await login.requestCode(request, USERS.checker.email);
    const wrong = code === '000000' ? '111111' : '000000';

    await login.enterCode(wrong);
    await expect(page.getByText('Incorrect code.')).toBeVisible();
    await expect(login.code).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page, 'the code step with its error');

    await login.enterCode(code);
    await new AppShell(page).expectPage('/r/dashboard', 'Dashboard');
  });

  test('a visitor sent to sign-in returns to the page they asked for', async ({ page, request }) => {
    const login = new LoginPage(page);
    await page.goto('/r/transactions?tab=sent');
    await expect(login.heading).toBeVisible();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fr%2Ftransactions%3Ftab%3Dsent$/);

    await login.signIn(request, USERS.au.email);
    await new AppShell(page).expectPage('/r/transactions?tab=sent', 'Transactions');
  });

  test('a cards-only user lands on cards and sees only the cards entries', async ({ page, request }) => {
    const login = new LoginPage(page);
    const shell = new AppShell(page);
    await login.goto();
    await login.signIn(request, USERS.cards.email);

    await shell.expectPage('/r/cards', 'Cards');
    await expectAccessible(page, 'the cards page');
    expect(await shell.topLevelEntries()).toEqual(['Cards']);
    await expect(shell.nav.getByRole('link', { name: 'Cards management' })).toBeVisible();

    // A page outside the cards menus sends the user back to cards.
    await page.goto('/r/dashboard');
    await shell.expectPage('/r/cards', 'Cards');
  });

  test('a user with a generated password sets a new one before going on', async ({ page, request }) => {
    const login = new LoginPage(page);
    const shell = new AppShell(page);
    await login.goto();
    await login.signIn(request, USERS.newUser.email);

    await shell.expectPage('/r/setpassword', 'Set your password');
    await expectAccessible(page, 'the set-password page');
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByLabel('Confirm new password').fill('short');
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect(page.getByText("Password doesn't meet requirements")).toBeVisible();

    await page.getByLabel('New password', { exact: true }).fill('Better-pass-2027');
    await page.getByLabel('Confirm new password').fill('Better-pass-2027');
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Password updated successfully' })).toBeVisible();
    await shell.expectPage('/r/dashboard', 'Dashboard');
  });
});
