import { AddMoneyPage } from '../pages/add-money.ts';
import { signInOncePerFile } from '../pages/money-session.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { shot } from '../support/shots.ts';

/** The sandbox partners answer in 2–3 s; jobs and the pages' polling add a few seconds. */
const SETTLED = { timeout: 15_000 };

test.describe('[ADD MONEY] by ACH, for a US business', () => {
  signInOncePerFile('us@demo.test');

  test('a finance user links a bank account, sees the rolling limit, and adds money by ACH direct debit', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 1000 });
    const add = new AddMoneyPage(page);
    await add.goto();
    await add.startIn('USD', '1,250.00', 'ACH direct debit');
    const ach = add.form.getByRole('group', { name: 'Bank account (ACH)' });
    await expect(ach).toContainText('USD 50,000.00 in any 30 days');
    await expect(ach.getByRole('list', { name: 'Your linked bank accounts' })).toContainText('Checking ••••6789');

    // Linking: the form, then the bank's verification, then it is chosen.
    await ach.getByRole('button', { name: 'Link a bank account' }).click();
    const link = page.getByRole('dialog', { name: 'Link a bank account' });
    await link.getByLabel('Account holder name').fill('Golden Gate Components Inc');
    await link.getByLabel('Routing number (ABA)').fill('021000021');
    await link.getByLabel('Account number').fill('000987654321');
    await expectAccessible(page, 'the link-a-bank-account dialog');
    await shot(page, 'ach-link-1440', { isFullPage: false });
    await link.getByRole('button', { name: 'Link account' }).click();
    await expect(link).toContainText('Verifying account ••••4321');
    await expect(link).toBeHidden(SETTLED);
    await expect(add.form.getByRole('button', { name: /(^|\s)Debit from$/ })).toContainText('Checking ••••4321');
    await expectAccessible(page, 'the ACH step');
    await shot(page, 'ach-form-1440');

    await add.review.click();
    await expect(add.figure(add.reviewDialog, 'Debited from your bank account')).toContainText('USD 1,250.00');
    await add.reviewDialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(add.result.getByRole('heading', { name: 'Debiting your bank account' })).toBeVisible();
    await expect(add.result.getByRole('heading', { name: 'Money added' })).toBeVisible(SETTLED);
    await expect(add.result).toContainText('ACH direct debit from ••••4321');
    await shot(page, 'ach-done-1440');
  });
});

test.describe('[ADD MONEY] by FPX, for a Malaysian business', () => {
  signInOncePerFile('my@demo.test');

  test('on a phone, a finance user pays at the sandbox FPX bank and comes back to the result', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const add = new AddMoneyPage(page);
    await add.goto();
    await add.startIn('MYR', '300.00', 'FPX');
    await expect(add.form).toContainText('Pay with FPX transfer.');
    await add.review.click();
    await expect(add.figure(add.reviewDialog, 'You pay by FPX')).toContainText('MYR 300.00');
    await add.reviewDialog.getByRole('button', { name: 'Continue to your bank' }).click();

    // The gateway's bank page (the sandbox's, on this server).
    await expect(page.getByRole('heading', { name: 'FPX sandbox bank' })).toBeVisible();
    await expect(page.getByText('MYR 300.00')).toBeVisible();
    await expectAccessible(page, 'the sandbox FPX bank page');
    await shot(page, 'fpx-bank-390');
    await page.getByRole('radio', { name: 'CIMB Clicks' }).check();
    await page.getByRole('button', { name: 'Approve payment' }).click();

    await expect(page).toHaveURL(/\/r\/fpx\/success\?fundingId=.+&paymentId=fpxpay_/);
    await expect(page.getByRole('heading', { level: 1, name: 'FPX payment' })).toBeVisible();
    await expect(add.result.getByRole('heading', { name: 'Money added' })).toBeVisible(SETTLED);
    await expect(add.result.getByRole('listitem').last()).toContainText('Completed');
    await expectAccessible(page, 'the FPX result on a phone');
    await shot(page, 'fpx-success-390');
  });
});
