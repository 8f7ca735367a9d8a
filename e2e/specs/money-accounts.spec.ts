import { AppShell } from '../pages/app-shell.ts';
import { labelLines, MoneyAccountsPage } from '../pages/money-accounts.ts';
import { signInOncePerFile } from '../pages/money-session.ts';
import { MoneyStatementPage } from '../pages/money-statement.ts';
import { USERS } from '../support/demo.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { shotsAtWidths } from '../support/shots.ts';

test.describe('[ACCOUNTS] my accounts', () => {
  signInOncePerFile(USERS.admin.email);

  test('the rows fit the screen: one-line labels on a desktop, an even row of shortcuts on a phone', async ({
    page,
  }) => {
    const accounts = new MoneyAccountsPage(page);
    const shell = new AppShell(page);
    const sgd = 'Singapore Dollar (SGD)';

    for (const width of [1440, 1280, 1024]) {
      await page.setViewportSize({ width, height: 900 });
      await accounts.goto();
      const share = accounts.account(sgd).getByRole('button', { name: 'Share account details', exact: true });
      await expect(share).toBeVisible();
      // Every button and shortcut keeps its label on one line, and no row pushes the page sideways.
      for (const control of [share, ...(await accounts.shortcuts(sgd).all())]) {
        expect(await labelLines(control), `${await control.textContent()} at ${width} px`).toBe(1);
      }
      expect(await shell.horizontalOverflow(), `sideways scroll at ${width} px`).toBe(0);
    }
    // The side bar's white column runs down to the end of the list, not only the first screen.
    await page.setViewportSize({ width: 1440, height: 900 });
    await accounts.goto();
    const { sideBar, content } = await shell.sideBarAndContentBottoms();
    expect(content).toBeGreaterThan(900);
    expect(sideBar).toBeGreaterThanOrEqual(content);
    await expectAccessible(page, 'my accounts at 1440 px');

    // On a phone the shortcuts are one even row of tiles, inside the row, and nothing scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await accounts.goto();
    const tiles = await Promise.all((await accounts.shortcuts(sgd).all()).map((l) => l.boundingBox()));
    expect(tiles).toHaveLength(3);
    const row = (await accounts.account(sgd).boundingBox())!;
    for (const tile of tiles) {
      expect(tile!.y).toBeCloseTo(tiles[0]!.y, 0);
      expect(tile!.width).toBeCloseTo(tiles[0]!.width, 0);
      expect(tile!.x).toBeGreaterThanOrEqual(row.x);
      expect(tile!.x + tile!.width).toBeLessThanOrEqual(row.x + row.width);
    }
    expect(await shell.horizontalOverflow()).toBe(0);
    await expectAccessible(page, 'my accounts on a phone');
  });

  test('admin opens a Canadian Dollar account, then closes it', async ({ page }) => {
    const accounts = new MoneyAccountsPage(page);
    await accounts.goto();
    await expectAccessible(page, 'my accounts');

    // The dialog and its currency list, open, before choosing for real.
    await accounts.openButton.click();
    await expectAccessible(page, 'the open-account dialog');
    await accounts.dialog.getByRole('combobox', { name: 'Currency' }).fill('ca');
    await expect(page.getByRole('option', { name: 'Canadian Dollar (CAD)' })).toBeVisible();
    await expectAccessible(page, 'the open currency list');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(accounts.dialog).toBeHidden();
    await expect(accounts.openButton).toBeFocused();

    await accounts.open(['Canadian Dollar (CAD)']);
    await expect(accounts.notice('Your CAD account is open')).toBeVisible();
    await expect(accounts.ledgerBalance('Canadian Dollar (CAD)')).toHaveText('CAD 0.00');

    await accounts.action('Canadian Dollar (CAD)', 'Close account');
    await expect(accounts.dialog.getByRole('heading', { name: 'Close Canadian Dollar (CAD)?' })).toBeVisible();
    await expectAccessible(page, 'the close-account dialog');
    await shotsAtWidths(page, 'close-account');
    // On a phone the dialog is a sheet at the bottom: the message about the account just opened moves to the top
    // rather than covering the sheet's buttons.
    await page.setViewportSize({ width: 390, height: 844 });
    const notice = await accounts.notice('Your CAD account is open').boundingBox();
    const button = await accounts.dialog.getByRole('button', { name: 'Close account' }).boundingBox();
    expect(notice!.y + notice!.height).toBeLessThan(button!.y);
    await page.setViewportSize({ width: 1280, height: 800 });
    await accounts.dialog.getByRole('button', { name: 'Close account' }).click();
    await expect(accounts.dialog).toBeHidden();
    await expect(accounts.notice('Canadian Dollar (CAD) is closed')).toBeVisible();
    await expect(accounts.account('Canadian Dollar (CAD)')).toHaveCount(0);
  });

  test('money arrives in a new NZD account, whose details can be copied and which cannot be closed', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const accounts = new MoneyAccountsPage(page);
    await accounts.goto();
    const nzd = 'New Zealand Dollar (NZD)';

    await accounts.open([nzd]);
    await accounts.action(nzd, 'Get receiving details');
    await accounts.dialog.getByRole('button', { name: 'Get details' }).click();
    await expect(accounts.account(nzd).getByText('Receiving: Active')).toBeVisible();

    // NZD is received only from abroad, so the dialog opens on the Global details.
    await accounts.action(nzd, 'Share account details');
    await expect(accounts.dialog.getByRole('tab', { name: 'Global' })).toHaveAttribute('aria-selected', 'true');
    await expectAccessible(page, 'the share-details dialog');
    await accounts.dialog.getByRole('button', { name: 'Copy SWIFT / BIC' }).click();
    await expect(accounts.notice('Copied')).toBeVisible();
    const swift = accounts.dialog
      .locator('.detail-row', { hasText: 'SWIFT / BIC' })
      .getByRole('definition')
      .locator('.detail-value');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await swift.textContent());
    await accounts.dialog.getByRole('button', { name: 'Close' }).click();

    await accounts.simulatePayment(nzd, { amount: '1,250.5', payerName: 'Kiwi Exports Ltd', reference: 'INV-NZ-7' });
    await expect(accounts.notice('NZD 1,250.50 credited to the account')).toBeVisible();
    await expect(accounts.ledgerBalance(nzd)).toHaveText('NZD 1,250.50');

    // The payment is the newest row of the NZD statement, with the balance after it.
    const statement = new MoneyStatementPage(page);
    await statement.goto();
    await statement.filter({ account: new RegExp(`^${nzd.replace(/[()]/g, '\\$&')}`) });
    const row = statement.rows.first();
    await expect(row).toContainText('INV-NZ-7');
    await expect(row).toContainText('+1,250.50');
    await expect(row).toContainText('Credit');
    await expectAccessible(page, 'the NZD statement');
    await accounts.goto();

    // The API refuses to close an account that holds money; its message shows in the dialog.
    await accounts.action(nzd, 'Close account');
    await accounts.dialog.getByRole('button', { name: 'Close account' }).click();
    await expect(accounts.dialog.getByRole('alert')).toContainText('still holds money');
    await expectAccessible(page, 'the close-account dialog with its refusal');
    await accounts.dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(accounts.account(nzd)).toBeVisible();
  });
});
