import { signInOncePerFile } from '../pages/money-session.ts';
import { WithdrawPage } from '../pages/withdraw.ts';
import { USERS } from '../support/demo.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { shot } from '../support/shots.ts';

/** An 8-digit Australian account number of this run, so a rerun on the same server links a new account. */
const accountNumber = `4${String(Date.now() % 10_000_000).padStart(7, '0')}`;
const ACCOUNT_NAME = 'NAB payments account';

test.describe('[WITHDRAW] company bank accounts and withdrawals', () => {
  signInOncePerFile(USERS.au.email);

  test('a finance user links the business’s bank account, is refused the same one twice, withdraws to it and sees it complete', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1440, height: 1000 });
    const withdraw = new WithdrawPage(page);
    await withdraw.goto();
    // The demo business has its CommBank account and a completed withdrawal already.
    await expect(withdraw.bankAccount('CommBank business account')).toContainText('Commonwealth Bank of Australia');
    await expect(withdraw.recent.getByRole('listitem').first()).toContainText('Completed');
    await expectAccessible(page, 'the withdraw page');
    await shot(page, 'withdraw-1440');

    // Linking an account: the holder name is the registered name, the BSB names the bank, Save waits for the fields.
    await withdraw.addBankAccount.click();
    await expect(withdraw.bankDialog).toBeVisible();
    await expect(withdraw.bankField('Account holder name')).toHaveValue('Harbour Bridge Supplies Pty Ltd');
    const save = withdraw.bankDialog.getByRole('button', { name: 'Save account' });
    await expect(save).toBeDisabled();
    await withdraw.fillAustralianAccount(accountNumber, '083-004', ACCOUNT_NAME);
    await expect(withdraw.bankField('Bank name')).toHaveValue('National Australia Bank');
    await expect(save).toBeEnabled();
    await expectAccessible(page, 'the add bank account dialog');
    await shot(page, 'withdraw-bank-dialog-1440', { isFullPage: false });
    await withdraw.saveBankAccount();
    await expect(withdraw.bankDialog).toBeHidden();
    const added = page.getByRole('alert').filter({ hasText: 'Your account details have been added' });
    await expect(added).toBeVisible();
    await added.getByRole('button', { name: 'Dismiss' }).click();
    await expect(withdraw.bankAccount(ACCOUNT_NAME)).toContainText(`•••• ${accountNumber.slice(-4)}`);

    // The same account number and BSB again: "Duplicate", said in the dialog, which stays open.
    await withdraw.addBankAccount.click();
    await withdraw.fillAustralianAccount(accountNumber, '083004', 'Twice');
    await withdraw.saveBankAccount();
    await expect(withdraw.bankDialog.getByRole('alert')).toContainText('Duplicate');
    await expectAccessible(page, 'the duplicate refusal');
    await withdraw.bankDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(withdraw.bankDialog).toBeHidden();

    // Withdrawing to it: review, confirm, and the bank rail takes it to the end.
    await withdraw.choose(withdraw.form, 'To your bank account', new RegExp(`^${ACCOUNT_NAME}`));
    await withdraw.amount().fill('25.00');
    await withdraw.review.click();
    await expect(withdraw.reviewDialog).toBeVisible();
    await expect(withdraw.reviewDialog).toContainText('AUD 25.00');
    await expect(withdraw.reviewDialog).toContainText(ACCOUNT_NAME);
    await expectAccessible(page, 'the withdrawal review');
    await shot(page, 'withdraw-review-1440', { isFullPage: false });
    await withdraw.reviewDialog.getByRole('button', { name: 'Confirm withdrawal' }).click();
    await expect(withdraw.reviewDialog).toBeHidden();
    await expect(withdraw.result).toBeVisible();
    const reference = (await withdraw.result.locator('strong.mono').textContent()) ?? '';
    expect(reference).toMatch(/^FW\d{10}$/);
    await expectAccessible(page, 'the withdrawal on its way');
    await expect(withdraw.result.getByRole('heading', { name: 'Withdrawal complete' })).toBeVisible({
      timeout: 60_000,
    });
    await expect(withdraw.result.getByRole('list', { name: `Progress of ${reference}` })).toContainText(
      'Withdrawal complete',
    );
    await expectAccessible(page, 'the completed withdrawal');
    await shot(page, 'withdraw-done-1440');
    await expect(withdraw.recent.getByRole('listitem', { name: reference })).toContainText('Completed');
  });

  test('on a phone: amounts refused in the server’s words, progress on request, and Save waits for a change on edit', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const withdraw = new WithdrawPage(page);
    await withdraw.goto();
    await withdraw.amount().fill('10.555');
    await withdraw.review.click();
    await expect(withdraw.form.getByText('Amount can have at most 2 decimal places')).toBeVisible();
    await withdraw.amount().fill('999,999,999');
    await expect(
      withdraw.form.getByText(/^This is more than you can withdraw now: AUD [\d,]+\.\d{2} is available\.$/),
    ).toBeVisible();
    await expect(withdraw.reviewDialog).toBeHidden();
    await expectAccessible(page, 'the withdraw page on a phone');
    await shot(page, 'withdraw-390');

    const first = withdraw.recent.getByRole('listitem').first();
    await first.getByRole('button', { name: /^Show progress/ }).click();
    await expect(first.getByRole('list', { name: /^Progress of FW/ })).toContainText('Withdrawal initiated');
    await expectAccessible(page, 'a withdrawal’s progress on a phone');

    await withdraw.bankAccountAction('CommBank business account', 'Edit');
    await expect(withdraw.bankDialog).toBeVisible();
    await expect(withdraw.bankField('Account number')).toHaveValue('•••• 4567');
    const saveChanges = withdraw.bankDialog.getByRole('button', { name: 'Save changes' });
    await expect(saveChanges).toBeDisabled();
    await withdraw.bankField('Account number').click();
    await expect(withdraw.bankField('Account number')).toHaveValue('');
    await withdraw.bankField('Account number').fill('10234567');
    // A new account number alone is not a change that enables Save (spec §5); the bank name is.
    await expect(saveChanges).toBeDisabled();
    await withdraw.bankField('Bank name').fill('Commonwealth Bank');
    await expect(saveChanges).toBeEnabled();
    await expectAccessible(page, 'the edit bank account dialog on a phone');
    await shot(page, 'withdraw-edit-390', { isFullPage: false });
    await withdraw.bankDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(withdraw.bankDialog).toBeHidden();
  });
});
