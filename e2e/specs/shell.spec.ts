import { AppShell } from '../pages/app-shell.ts';
import { signInOncePerFile } from '../pages/money-session.ts';
import { MoneyStatementPage } from '../pages/money-statement.ts';
import { USERS } from '../support/demo.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';

test.describe('[SHELL] the signed-in shell, from the keyboard', () => {
  // The AU business's user: feedback and one sign-in test use it too, well within the code limit.
  signInOncePerFile(USERS.au.email);

  test('the user menu opens with the arrow keys, moves between its items and gives focus back on Escape', async ({
    page,
  }) => {
    await page.goto('/r/dashboard');
    const shell = new AppShell(page);
    await shell.expectPage('/r/dashboard', 'Dashboard');
    const button = shell.userMenuButton(USERS.au.name);
    // Its name is exactly the name it shows, cut to 13 characters (the initials beside it are decoration).
    const shown = button.locator('.user-name');
    await expect(shown).toHaveText('Olivia Bennet…');
    await expect(button).toHaveAccessibleName((await shown.textContent())?.trim() ?? '');

    await button.focus();
    await page.keyboard.press('ArrowDown');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    const settings = menu.getByRole('menuitem', { name: /^Settings/ });
    const logout = menu.getByRole('menuitem', { name: 'Logout' });
    await expect(settings).toBeFocused();
    await expectAccessible(page, 'the open user menu');
    // Settings is built: no "not yet available" mark.
    await expect(settings).not.toContainText('not yet available');

    await page.keyboard.press('ArrowDown');
    await expect(logout).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(settings).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(logout).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    // Enter opens it on the first item; choosing Settings goes there and focus lands on its heading.
    await page.keyboard.press('Enter');
    await expect(settings).toBeFocused();
    await page.keyboard.press('Enter');
    await shell.expectPage('/r/settings', 'Settings');
    await expect(shell.pageHeading).toBeFocused();
  });

  test('after a navigation, focus is on the new page’s heading', async ({ page }) => {
    await page.goto('/r/dashboard');
    const shell = new AppShell(page);
    await shell.expectPage('/r/dashboard', 'Dashboard');

    await shell.nav.getByRole('button', { name: /My activity/ }).click();
    await shell.nav.getByRole('link', { name: 'Account statement' }).click();
    // The statement names its account in the address once it has loaded (?account=…).
    await shell.expectPage(/\/r\/account-statement(\?account=[0-9a-f-]+)?$/, 'Account statement');
    await expect(shell.pageHeading).toBeFocused();

    await shell.nav.getByRole('link', { name: /^My accounts/ }).press('Enter');
    await expect(page).toHaveURL(/\/r\/myaccounts$/);
    await expect(shell.pageHeading).toBeFocused();
    await expect(shell.pageHeading).toHaveText(/My accounts|Receive money/);

    // Back is a navigation too.
    await page.goBack();
    await expect(page).toHaveURL(/\/r\/account-statement/);
    await expect(shell.pageHeading).toBeFocused();

    // A new query string (applied filters) is the same page: focus stays where the person is.
    const statement = new MoneyStatementPage(page);
    await statement.choose('Ledger', 'Credit (money in)');
    const apply = statement.filters.getByRole('button', { name: 'Apply filters' });
    await apply.click();
    await expect(page).toHaveURL(/ledger=CREDIT/);
    await expect(apply).toBeFocused();
  });

  test('a page not built yet says so, and its shortcut said so before; Go back returns to the dashboard', async ({
    page,
  }) => {
    await page.goto('/r/dashboard');
    const shell = new AppShell(page);
    await shell.expectPage('/r/dashboard', 'Dashboard');

    // Shortcuts to pages not built yet are marked: the side navigation entry; built ones are not.
    const quickAction = page.getByRole('region', { name: 'Quick actions' }).getByRole('link', { name: /Send money/ });
    await expect(quickAction).not.toContainText('not yet available');
    const help = shell.nav.getByRole('link', { name: /^Help/ });
    await expect(help).toContainText('not yet available');
    await expect(shell.nav.getByRole('link', { name: /^Dashboard/ })).not.toContainText('not yet available');

    await help.click();
    await shell.expectPage('/r/help', 'Help');
    await expect(shell.pageHeading).toBeFocused();
    const notice = page.getByRole('region', { name: 'Not available yet' });
    await expect(notice).toContainText('We are still building this page.');
    await expectAccessible(page, 'a page not built yet');

    await notice.getByRole('button', { name: 'Go back' }).click();
    await shell.expectPage('/r/dashboard', 'Dashboard');
    await expect(shell.pageHeading).toBeFocused();
  });

  test('a page not built yet, opened from its address, offers the way home', async ({ page }) => {
    await page.goto('/r/financing');
    const shell = new AppShell(page);
    await shell.expectPage('/r/financing', 'Financing');
    const notice = page.getByRole('region', { name: 'Not available yet' });
    // Nothing of ours to go back to: the only way is home.
    await expect(notice.getByRole('button', { name: 'Go back' })).toHaveCount(0);
    await notice.getByRole('link', { name: 'Go to Dashboard' }).click();
    await shell.expectPage('/r/dashboard', 'Dashboard');
  });
});
