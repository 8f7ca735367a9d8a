import { AddMoneyPage } from '../pages/add-money.ts';
import { signInOncePerFile } from '../pages/money-session.ts';
import { USERS } from '../support/demo.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { shot } from '../support/shots.ts';

/** The sandbox bank sees a transfer 5 s after the instructions; jobs and the page's polling add a few seconds. */
const ARRIVAL = { timeout: 30_000 };

test.describe('[ADD MONEY] adding money by transfer and by card', () => {
  signInOncePerFile(USERS.admin.email);

  test('a finance user adds money by PayNow: instructions with a reference, then the account is credited', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1440, height: 1000 });
    const add = new AddMoneyPage(page);
    await add.goto();
    await expectAccessible(page, 'the add money form');
    await add.start('250.00', 'PayNow');
    await add.review.click();
    await expect(add.reviewDialog).toBeVisible();
    await expect(add.figure(add.reviewDialog, 'You transfer')).toContainText('SGD 250.00');
    await expect(add.reviewDialog.getByText('No fee')).toBeVisible();
    await expectAccessible(page, 'the review dialog');
    await shot(page, 'add-money-review-1440', { isFullPage: false });
    await add.reviewDialog.getByRole('button', { name: 'Confirm' }).click();

    // The awaiting-funds popup: where to pay and the FD reference the transfer must carry.
    await expect(add.instructionsDialog).toBeVisible();
    await expect(add.instructionsDialog).toContainText('PayNow UEN');
    const reference = (await add.instructionsDialog.locator('dd .mono').last().textContent()) ?? '';
    expect(reference).toMatch(/^FD\d{10,11}$/);
    await expectAccessible(page, 'the awaiting-funds popup');
    await shot(page, 'add-money-instructions-1440', { isFullPage: false });
    await add.instructionsDialog.getByRole('button', { name: 'Done' }).click();
    await expect(add.result.getByRole('heading', { name: 'Awaiting your transfer' })).toBeVisible();

    await expect(add.result.getByRole('heading', { name: 'Money added' })).toBeVisible(ARRIVAL);
    await expect(add.result.getByRole('listitem').last()).toContainText('Completed');
    await expectAccessible(page, 'the completed funding');

    // Its details page, by reference.
    await page.getByRole('link', { name: 'Funding details' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Funding details' })).toBeVisible();
    await expect(page.getByText(reference)).toBeVisible();
    await expectAccessible(page, 'the funding details');
    await shot(page, 'funding-detail-1440');
  });

  test('a finance user adds money with a new card, sees the fee before paying, and the card is saved', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 1440, height: 1000 });
    const add = new AddMoneyPage(page);
    await add.goto();
    await add.start('100.00', 'Card');
    await add.newCard('4242 4242 4242 4242', { isSaved: true });
    await expectAccessible(page, 'the card step');
    await shot(page, 'add-money-card-1440');
    await add.review.click();
    await expect(add.reviewDialog).toBeVisible();
    await expect(add.figure(add.reviewDialog, 'Charged to your card')).toContainText('SGD 102.90');
    await expect(add.reviewDialog.getByText('2.9% card fee')).toBeVisible();
    await expect(add.reviewDialog).toContainText('VISA •••• 4242');
    await add.reviewDialog.getByRole('button', { name: 'Confirm and pay' }).click();
    await expect(add.result.getByRole('heading', { name: 'Money added' })).toBeVisible(ARRIVAL);
    await expect(add.result).toContainText('VISA •••• 4242');

    // The saved card is offered first next time.
    await page.getByRole('button', { name: 'Add more money' }).click();
    await add.choose('Pay by', 'Card');
    await expect(add.form.getByRole('button', { name: /(^|\s)Pay with$/ })).toContainText('•••• 4242');

    // Removing it, after asking.
    await add.form.getByRole('button', { name: 'Remove this card' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Remove this card?' });
    await expect(confirm).toContainText('VISA •••• 4242 will no longer be offered.');
    await expectAccessible(page, 'the remove-card confirmation');
    await confirm.getByRole('button', { name: 'Remove card' }).click();
    await expect(confirm).toBeHidden();
    await expect(add.field('Card number')).toBeVisible();
  });

  test('on a phone, a finance user cancels a bank transfer that never arrives, and nothing is added', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const add = new AddMoneyPage(page);
    await add.goto();
    await add.start('100.99', 'Bank transfer');
    await add.review.click();
    await add.reviewDialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(add.instructionsDialog).toContainText('Account number');
    await expectAccessible(page, 'the awaiting-funds popup on a phone');
    await shot(page, 'add-money-instructions-390', { isFullPage: false });
    await add.instructionsDialog.getByRole('button', { name: 'Done' }).click();
    await add.result.getByRole('button', { name: 'Cancel this funding' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Cancel this funding?' });
    await expectAccessible(page, 'the cancel confirmation');
    await confirm.getByRole('button', { name: 'Cancel funding' }).click();
    await expect(add.result.getByRole('heading', { name: 'Funding cancelled' })).toBeVisible();
    await expect(add.result).toContainText('Not added to SGD');
  });

  test('on a phone, a card with insufficient funds is rejected with the spec’s words and nothing is added', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 390, height: 844 });
    const add = new AddMoneyPage(page);
    await add.goto();
    await add.start('50.00', 'Card');
    await add.newCard('4000 0000 0000 0002', { isSaved: false });
    await expectAccessible(page, 'the card step on a phone');
    await shot(page, 'add-money-card-390');
    await add.review.click();
    await expect(add.reviewDialog).toBeVisible();
    await add.reviewDialog.getByRole('button', { name: 'Confirm and pay' }).click();
    await expect(add.result.getByRole('heading', { name: 'Card payment failed' })).toBeVisible(ARRIVAL);
    await expect(add.result.getByRole('alert')).toContainText(
      'Your card currently has insufficient funds to complete the transaction. Please add funds and try again, or use an alternate payment method.',
    );
    await expect(add.result).toContainText('Any amount you paid should be refunded to your bank account.');
    await expectAccessible(page, 'the failed card payment on a phone');
    await shot(page, 'add-money-failed-390');
  });

  test('a card number failing the Luhn check is refused on the form', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 1000 });
    const add = new AddMoneyPage(page);
    await add.goto();
    await add.start('10.00', 'Card');
    await add.newCard('4111 1111 1111 1112', { isSaved: false });
    await add.review.click();
    await expect(add.form.getByText('Please enter a valid card number.')).toBeVisible();
    await expect(add.reviewDialog).toBeHidden();
  });

  test('a refused Review does not leave the fields of another way of paying red before they are typed in', async ({
    page,
  }) => {
    const add = new AddMoneyPage(page);
    await add.goto();
    await add.choose('Add money to', /^SGD ·/);
    await add.review.click();
    await expect(add.field('Amount (SGD)')).toHaveAttribute('aria-invalid', 'true');
    await add.choose('Pay by', 'Card');
    const number = add.field('Card number');
    await expect(number).toBeVisible();
    await expect(number).not.toHaveAttribute('aria-invalid', 'true');
    await add.review.click();
    await expect(number).toHaveAttribute('aria-invalid', 'true');
  });
});
