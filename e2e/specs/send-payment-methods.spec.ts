import { MoneySendPage } from '../pages/money-send.ts';
import { signInOncePerFile } from '../pages/money-session.ts';
import { USERS } from '../support/demo.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { shot, shotsAtWidths } from '../support/shots.ts';

test.describe('[SEND] paying for a payment by card', () => {
  signInOncePerFile(USERS.au.email);

  test('adds a card in the payment step, sees its fee, and the payment waits for the card then goes on', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 1000 });
    const send = new MoneySendPage(page);
    await send.gotoIndividual();
    await send.chooseRecipient('Brennerei Alpenglück GmbH');
    await send.amount('You send', 'AUD').fill('2,500.00');
    await send.review();
    await send.toPayment();

    await page.getByRole('radio', { name: /^Card/ }).check();
    await send.button('Add a card').click();
    const dialog = page.getByRole('dialog', { name: 'Add a card' });
    await dialog.getByRole('textbox', { name: 'Card number' }).fill('4111 1111 1111 1111');
    await dialog.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/30');
    await dialog.getByLabel('Security code (CVV)').fill('123');
    await expectAccessible(page, 'the add-a-card dialog');
    await dialog.getByRole('button', { name: 'Add card' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('radio', { name: /VISA •••• 1111/ })).toBeChecked();
    // AU prices a card at DEFAULT: 2.9 % of the payment, shown before confirming.
    await expect(send.figure('Card fee')).toHaveText('AUD 72.50');
    await expect(send.figure('Charged to your card')).toHaveText('AUD 2,572.50');
    await expectAccessible(page, 'the payment step paid by card');
    await shotsAtWidths(page, 'send-card', { isFullPage: true });

    await send.askToSend();
    await expect(send.confirmDialog).toContainText('and the card fee by card');
    await send.confirm();
    await expect(send.result('Awaiting funds')).toBeVisible();
    // The sandbox approves the card within seconds: the payment is then held and on its way to the bank.
    const result = send.result('Payment on its way');
    await expect(result.getByText('Your money arrived: the payment is on its way.')).toBeVisible({ timeout: 10_000 });
    await expect(result.getByText(/^(Pending|Processing|Sent to bank|Paid)$/).first()).toBeVisible({ timeout: 10_000 });
    await expectAccessible(page, 'the result of a card payment');
    await shot(page, 'send-card-result-1440');
  });
});
