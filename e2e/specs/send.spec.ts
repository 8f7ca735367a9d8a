import { minorOf } from '../pages/money-exchange.ts';
import { MoneySendPage, pageWidth } from '../pages/money-send.ts';
import { businessApi, signInOncePerFile } from '../pages/money-session.ts';
import { USERS } from '../support/demo.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { shot, shotsAtWidths } from '../support/shots.ts';

const LONG_NAME = 'Koninklijke Nederlandse Scheepvaart- en Handelsmaatschappij B.V.';

test.describe('[SEND] sending money as a maker in a business with approval on', () => {
  signInOncePerFile(USERS.admin.email);

  test('a maker sends to one contact in another currency, step by step, and the payout waits for approval', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 1000 });
    const send = new MoneySendPage(page);
    await send.gotoHub();
    // Bulk payment is built, and offered under ENABLE_BULK_UPLOADS (on for every entity in the demo).
    const bulk = page.getByRole('list', { name: 'Ways to send' }).getByRole('link', { name: /Bulk payment/ });
    await expect(bulk).toHaveAttribute('href', '/r/bulkpayment');
    await expect(bulk).not.toContainText('not yet available');
    await expectAccessible(page, 'the send hub');
    await page.getByRole('link', { name: /^Send to one recipient/ }).click();
    await expect(send.stepHeading('Who are you paying?')).toBeVisible();
    await expect(send.currentStep()).toContainText('Recipient');
    await expectAccessible(page, 'the recipient step');

    await send.chooseRecipient('Atelier Lumière SARL');
    await expect(send.currentStep()).toContainText('Set amount');
    // A live quote with its countdown; what is typed is fixed and the other side follows.
    const quote = page.getByRole('region', { name: 'Exchange rate' });
    await expect(quote.getByText(/^1 SGD = \d+\.\d+ EUR$/)).toBeVisible();
    await expect(quote.getByRole('timer')).toHaveText(/^Rate good for 0:[0-3]\d$/);
    await send.amount('You send', 'SGD').fill('1,234.56');
    await expect(send.amount('Recipient gets', 'EUR')).toHaveValue(/^\d{1,3}(,\d{3})*\.\d{2}$/);
    // Every fee line, and what is debited.
    await expect(send.figure('You send')).toHaveText('SGD 1,234.56');
    for (const line of ['Transaction fee', 'SWIFT fee', 'Total fees', 'Supplier payments fee']) {
      await expect(send.figure(line)).toHaveText(/^SGD \d+\.\d{2}$/);
    }
    await expect(send.figure('Total debited')).toHaveText('SGD 1,234.56');
    await page.getByRole('button', { name: /Reason for payment/ }).click();
    await page.getByRole('option', { name: 'Goods purchase' }).click();
    await page.getByRole('textbox', { name: 'Reference for your recipient (optional)' }).fill('INV-2026-0588');
    const documents = await send.attachDocument('INV-2026-0588.pdf');
    await expect(documents).toContainText('PDF · ');
    await expectAccessible(page, 'the amount step');
    await shot(page, 'send-amount-1440');

    await send.review();
    await expect(send.currentStep()).toContainText('Review');
    await expect(send.reviewRow('Purpose')).toContainText('Goods purchase');
    await expect(send.reviewRow('Reference for your recipient')).toContainText('INV-2026-0588');
    await expect(send.reviewRow('Supporting documents')).toContainText('INV-2026-0588.pdf');
    // The rate is locked for the payout, with its hold countdown; the API says an approver must decide.
    await expect(page.getByRole('timer').filter({ hasText: 'Locked for you' })).toHaveText(
      /Locked for you: \d+ days \d+ h left/,
    );
    await expect(page.getByText('This payout will wait for an approver before it is sent.')).toBeVisible();
    await expectAccessible(page, 'the review step');
    await shot(page, 'send-review-1440');

    await send.toPayment();
    await expect(page.getByRole('radio', { name: /Pay from your SGD balance/ })).toBeChecked();
    await expectAccessible(page, 'the payment method step');
    await send.askToSend();
    await expect(send.confirmDialog).toHaveAccessibleName('Submit this payment for approval?');
    await expect(send.confirmDialog).toContainText('Atelier Lumière SARL');
    await expectAccessible(page, 'the confirmation');
    await send.confirm();

    const result = send.result('Waiting for approval');
    await expect(result.getByRole('heading', { name: 'Waiting for approval' })).toBeFocused();
    await expect(result).toContainText("One of your business's approvers must approve this payment");
    await expect(result.getByText('Awaiting approval', { exact: true })).toBeVisible();
    const reference = await send.reference(result);
    expect(reference).toMatch(/^SME_\d+_\d{17}$/);
    await expectAccessible(page, 'the result');
    await shot(page, 'send-result-1440');

    // Its details: every decision and step so far, who made it.
    await result.getByRole('button', { name: 'View payout' }).click();
    await expect(send.detail).toBeVisible();
    await expect(send.detail.getByRole('list', { name: 'Progress' })).toContainText('Initiated');
    await expect(send.detail).toContainText('Waiting for an approver');
    await expect(send.detail).toContainText(USERS.admin.name);
    const download = page.waitForEvent('download');
    await send.detail.getByRole('button', { name: /^INV-2026-0588\.pdf/ }).click();
    expect((await download).suggestedFilename()).toBe('INV-2026-0588.pdf');
    await expectAccessible(page, 'the payout details');
    await send.detail.getByRole('button', { name: 'Close' }).last().click();

    await page.getByRole('link', { name: 'Back to Send money' }).click();
    await expect(send.recent.getByRole('listitem').first()).toContainText(reference);
  });

  test('a group send to three contacts in two currencies: rates follow the recipients, all checked, then created', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 1000 });
    const send = new MoneySendPage(page);
    await send.gotoGroup();
    await send.pick(['Müller Maschinenbau GmbH', 'Thames Valley Logistics Ltd', LONG_NAME]);
    const rates = page.getByRole('region', { name: 'Exchange rates' });
    await expect(rates.getByRole('listitem')).toHaveText([/^1 SGD = [\d.]+ EUR/, /^1 SGD = [\d.]+ GBP/]);
    // Removing the only GBP recipient drops its currency; adding it back brings the rate back.
    await send
      .row('Thames Valley Logistics Ltd')
      .getByRole('button', { name: /^Remove/ })
      .click();
    await expect(rates.getByRole('listitem')).toHaveText([/EUR/]);
    await send.button('Back').click();
    await send.pick(['Thames Valley Logistics Ltd']);
    await expect(rates.getByRole('listitem')).toHaveCount(2);

    await send.groupAmount('Müller Maschinenbau GmbH').fill('500');
    await send.groupAmount(LONG_NAME).fill('750.25');
    await send.groupAmount('Thames Valley Logistics Ltd').fill('320');
    await expect(page.getByRole('status').filter({ hasText: 'Total debited so far' })).toContainText(
      'for 3 of 3 payments',
    );
    await expectAccessible(page, 'the group amounts');
    await shot(page, 'group-amounts-1440');

    await send.checkGroup(3);
    await expect(page.getByText(/^BIZM_\d{17}$/)).toBeVisible();
    await expect(page.getByText('These payments will wait for an approver before they are sent.')).toBeVisible();
    await expect(page.getByText('These are live rates: they may change until you confirm the payments.')).toBeVisible();
    await expectAccessible(page, 'the group review');
    await send.toPayment();
    await send.askToSend();
    await expect(send.confirmDialog).toHaveAccessibleName('Submit 3 payments for approval?');
    await send.confirm();
    const result = send.result('3 payments waiting for approval');
    await expect(result.getByRole('heading')).toBeFocused();
    await expect(result.getByText('Awaiting approval', { exact: true })).toHaveCount(3);
    await expect(result).toContainText(/Group reference BIZM_\d{17}/);
    await expectAccessible(page, 'the group result');
    await shot(page, 'group-result-1440');
  });

  test('a group send to a EUR contact whose bank holds another name: the name check is shown and must be ticked', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 1000 });
    // A contact whose name the VOP sandbox answers as a close match (the magic word CLOSE), added through the API.
    const name = `Close Rheinland Industriebedarf ${Date.now() % 100_000}`;
    const api = await businessApi(page);
    await api.post(`/clients/${api.clientId}/beneficiaries`, {
      beneficiary_country_code: 'DE',
      destination_currency: 'EUR',
      beneficiary_account_type: 'COMPANY',
      beneficiary_name: name,
      beneficiary_email: 'buchhaltung@rheinland-industriebedarf.de',
      beneficiary_account_number: 'DE75512108001245126199',
      beneficiary_bank_name: 'Deutsche Bank',
    });

    const send = new MoneySendPage(page);
    await send.startGroup({ 'Müller Maschinenbau GmbH': '210', [name]: '95.50' });
    await send.checkGroup(2);
    const checks = page.getByRole('region', { name: 'Name checks' });
    await expect(checks).toContainText('Müller Maschinenbau GmbH');
    const tick = checks.getByRole('checkbox', { name: /the bank holds "Rheinland Industriebedarf \d+ GmbH"/ });
    await expect(tick).not.toBeChecked();
    await expect(send.button('Continue to payment')).toBeDisabled();
    await expect(page.getByText('Tick the name check above to continue.')).toBeVisible();
    await expectAccessible(page, 'the group review with a close match');
    await shot(page, 'group-review-vop-1440');
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await shot(page, 'group-review-vop-390');
    await page.setViewportSize({ width: 1440, height: 1000 });
    await tick.check();
    await send.toPayment();
    await send.askToSend();
    await expect(send.confirmDialog).toHaveAccessibleName('Submit 2 payments for approval?');
    await send.confirm();
    const result = send.result('2 payments waiting for approval');
    await expect(result.getByText('Awaiting approval', { exact: true })).toHaveCount(2);
  });

  test('a group whose payments each fit the balance but not together is paid by transfer or card, never half from the balance', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 1000 });
    // Each payment about 60 % of what the SGD account has (EUR at 0.69 per SGD, give or take the rate's few percent):
    // either alone fits, both do not.
    const { accounts: list } = (await (await businessApi(page)).get('/settings/account/summary')) as {
      accounts: { currency: string; available_balance: { amountMinor: string } }[];
    };
    const available = BigInt(list.find((a) => a.currency === 'SGD')!.available_balance.amountMinor);
    const eur = ((available * 6n * 69n) / 100_000n).toString();
    const send = new MoneySendPage(page);
    await send.startGroup({ 'Müller Maschinenbau GmbH': eur, [LONG_NAME]: eur });
    await expect(page.getByRole('status').filter({ hasText: 'Together this is more than' })).toContainText(
      'You can still send them, paid for by card or bank transfer.',
    );
    await shotsAtWidths(page, 'group-amounts-short', { isFullPage: true });
    await send.checkGroup(2);
    await send.toPayment();
    await expect(
      page.getByRole('radio', { name: /Pay from your SGD balance.*not enough for these payments/ }),
    ).toBeDisabled();
    await expect(page.getByRole('radio', { name: /^Bank transfer/ })).toBeChecked();
    await expectAccessible(page, 'a group the balance cannot pay');
    await shotsAtWidths(page, 'group-payment-short', { isFullPage: true });
  });

  test('a group the balance stops covering before it is confirmed is refused whole: nothing made, the reason on its recipient', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 1000 });
    const send = new MoneySendPage(page);
    await send.startGroup({ 'Müller Maschinenbau GmbH': '100', [LONG_NAME]: '100' });
    await send.checkGroup(2);
    await send.toPayment();
    await expect(page.getByRole('radio', { name: /^Pay from your SGD balance/ })).toBeChecked();
    await send.askToSend();

    // Meanwhile another payment of the business (made here through the API) holds all but SGD 250 of the balance:
    // enough for the first EUR 100 (about SGD 150) but not for both.
    const api = await businessApi(page);
    const { accounts } = (await api.get('/settings/account/summary')) as {
      accounts: { _id: string; currency: string; available_balance: { amountMinor: string } }[];
    };
    const sgd = accounts.find((a) => a.currency === 'SGD')!;
    const { data: contacts } = (await api.post(`/clients/${api.clientId}/beneficiaries/list`, {})) as {
      data: { _id: string; beneficiary_name: string }[];
    };
    const other = contacts.find((c) => c.beneficiary_name === 'Thames Valley Logistics Ltd')!;
    const holding = BigInt(sgd.available_balance.amountMinor) - 250_00n;
    const held = (await api.post('/createPayout', {
      beneficiary_id: other._id,
      transaction: {
        source_account: sgd._id,
        source_currency: 'SGD',
        destination_currency: 'GBP',
        source_amount: `${holding / 100n}.${(holding % 100n).toString().padStart(2, '0')}`,
      },
    })) as { payment_id: string };

    await send.confirm();
    const refusal = page.getByRole('alert').filter({ hasText: 'more than the available balance' });
    await expect(refusal).toBeVisible();
    await expect(send.button(`Leave out ${LONG_NAME}`)).toBeVisible();
    await expect(send.result(/waiting for approval/)).toHaveCount(0);
    const newest = (await api.post('/transactions/payouts/pagination', { limit: 1 })) as {
      rows: { payment_id: string }[];
    };
    expect(newest.rows.map((p) => p.payment_id)).toEqual([held.payment_id]);
    // The accounts are read again: the balance is now short, so a transfer is offered instead and "Try again" (which
    // repeats what was confirmed) is not.
    await expect(page.getByRole('radio', { name: /^Pay from your SGD balance.*not enough/ })).toBeDisabled();
    await expect(page.getByRole('radio', { name: /^Bank transfer/ })).toBeChecked();
    await expect(send.button('Try again')).toHaveCount(0);
    await expectAccessible(page, 'a group refused whole');
    await shotsAtWidths(page, 'group-refused', { isFullPage: true });

    // Without the recipient the balance could not pay, the rest fits the balance again, confirmed anew.
    await send.button(`Leave out ${LONG_NAME}`).click();
    await expect(page.getByRole('radio', { name: /^Pay from your SGD balance/ })).toBeChecked();
    await send.askToSend();
    await expect(send.confirmDialog).toHaveAccessibleName('Submit 1 payment for approval?');
    await send.confirm();
    const result = send.result('1 payment waiting for approval');
    await expect(result.getByText('Awaiting approval', { exact: true })).toHaveCount(1);
    await api.post('/settings/transactions/setCancelStatus', { payment_id: held.payment_id });
  });

  test('on a phone the send fits, 12-digit amounts and long names included, and a short balance leaves a transfer or a card', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const send = new MoneySendPage(page);
    await send.gotoIndividual();
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await send.chooseRecipient(LONG_NAME);
    await send.amount('Recipient gets', 'EUR').fill('123,456,789,012');
    await expect(send.amount('You send', 'SGD')).toHaveValue(/^\d{1,3}(,\d{3})+\.\d{2}$/);
    expect(minorOf((await send.figure('Total debited').textContent()) ?? '')).toBeGreaterThan(10n ** 13n);
    await send.attachDocument(`Factuur-${'Koninklijke-Nederlandse-Scheepvaart-'.repeat(2)}2026-0588.pdf`);
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await expectAccessible(page, 'the amount step on a phone');
    await shot(page, 'send-amount-390');

    // More than the balance: the review lets it through, and only a card or a transfer can pay for it.
    await send.review();
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await send.toPayment();
    await expect(
      page.getByRole('radio', { name: /Pay from your SGD balance.*not enough for this payment/ }),
    ).toBeDisabled();
    await expect(page.getByRole('radio', { name: /^Bank transfer/ })).toBeChecked();
    await expect(send.figure('You transfer')).toHaveText(/^SGD \d{1,3}(,\d{3})+\.\d{2}$/);
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await shot(page, 'send-payment-390');
    await expectAccessible(page, 'the payment method on a phone');
  });
});
