import { FILES, FxHedgingPage } from '../pages/fx-hedging.ts';
import { signInOncePerFile } from '../pages/money-session.ts';
import { USERS } from '../support/demo.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { shot } from '../support/shots.ts';

/** YYYY-MM-DD `days` after today in Sydney (the AU demo business's day, +10:00). */
function sydneyDay(days: number): string {
  return new Date(Date.now() + 10 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

test.describe('[FX HEDGING] onboarding with the hedging partner, then forward contracts', () => {
  // The AU demo business starts not onboarded; the specs run in order on one server.
  signInOncePerFile(USERS.au.email);

  test('a finance user uploads the documents, submits, is approved, and books a forward contract', async ({ page }) => {
    // The whole path, the partner's review included.
    test.setTimeout(120_000);
    const hedging = new FxHedgingPage(page);

    // On a phone first: the onboarding fits the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await hedging.goto();
    await expect(hedging.application).toContainText('Not submitted');
    expect(await hedging.scrollWidth()).toBeLessThanOrEqual(390);
    await expectAccessible(page, 'the onboarding on a phone');
    await shot(page, 'hedging-onboarding-390');

    await page.setViewportSize({ width: 1440, height: 1000 });
    const template = await hedging.downloadTemplate();
    expect(template).toEqual({ name: 'fx-hedging-application.pdf', head: '%PDF-' });

    // A text file named .pdf is refused before it is sent, in the spec's words.
    await hedging.upload('FX hedging application', FILES.textNamedPdf('application.pdf'));
    await expect(hedging.document('FX hedging application').getByRole('alert')).toHaveText(
      'Incorrect file format. Upload a PDF, PNG or JPEG file.',
    );
    await hedging.upload('FX hedging application', FILES.pdf('Signed FX hedging application – Harbour Bridge.pdf'));
    await hedging.upload('Business registration document', FILES.png('ASIC registration extract.png'));
    await hedging.upload('Latest financial statements', FILES.jpeg('accounts-wrong-year.jpg'));
    for (const label of ['FX hedging application', 'Business registration document', 'Latest financial statements']) {
      await expect(hedging.document(label)).toContainText('Uploaded');
    }
    await expectAccessible(page, 'the onboarding with documents');
    await shot(page, 'hedging-documents-1440');

    // The wrong file is deleted (after a confirmation) and replaced.
    await hedging
      .document('Latest financial statements')
      .getByRole('button', { name: 'Delete accounts-wrong-year.jpg' })
      .click();
    const confirmDelete = page.getByRole('alertdialog', { name: 'Delete this document?' });
    await expectAccessible(page, 'the delete confirmation');
    await confirmDelete.getByRole('button', { name: 'Delete document' }).click();
    await expect(hedging.document('Latest financial statements')).toContainText('Missing');
    await expect(hedging.submit).toBeDisabled();
    await hedging.upload('Latest financial statements', FILES.pdf('accounts-2025.pdf'));
    await expect(hedging.document('Latest financial statements')).toContainText('accounts-2025.pdf');

    await hedging.submit.click();
    const confirmSubmit = page.getByRole('alertdialog', { name: 'Submit your application?' });
    await expect(confirmSubmit).toContainText('3 documents');
    await expectAccessible(page, 'the submit confirmation');
    await shot(page, 'hedging-submit-1440', { isFullPage: false });
    await confirmSubmit.getByRole('button', { name: 'Submit application' }).click();
    await expect(hedging.application).toContainText('Submitted');
    await expect(hedging.application).toContainText(`We will email ${USERS.au.email} when they decide.`);
    await expectAccessible(page, 'the submitted onboarding');
    await shot(page, 'hedging-submitted-1440');

    // The sandbox partner approves a few seconds later; the page notices by itself.
    await expect(hedging.form).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Approved for hedging')).toBeVisible();

    await expect(hedging.amount('sell', 'AUD')).toBeVisible();
    await hedging.typeMaturity(sydneyDay(200));
    await expect(
      hedging.form.getByText(/^A rate can be locked for at most 6 months: choose a date up to /),
    ).toBeVisible();
    await hedging.typeMaturity(sydneyDay(90));
    await hedging.amount('sell', 'AUD').fill('25,000');
    await expect(hedging.quote.getByText(/^1 AUD = \d+\.\d+ USD$/)).toBeVisible();
    await expect(hedging.quote).toContainText(/in 90 days: spot \d+\.\d+ [+-][\d.]+ forward points/);
    await expect(hedging.countdown).toHaveText(/^Rate good for 0:[0-3]\d$/);
    await expect(hedging.amount('get', 'USD')).toHaveValue(/^\d{1,3}(,\d{3})*\.\d{2}$/);
    await expectAccessible(page, 'the forward contract form with a quote');
    await shot(page, 'hedging-form-1440');

    await hedging.review.click();
    await expect(hedging.reviewDialog).toContainText('AUD 25,000.00');
    await expect(hedging.reviewDialog).toContainText('Nothing moves today.');
    await expectAccessible(page, 'the forward contract review');
    await shot(page, 'hedging-review-1440', { isFullPage: false });
    await hedging.reviewDialog.getByRole('button', { name: 'Book forward contract' }).click();

    // Booked: its details open, and it leads the list with its maturity.
    await expect(hedging.details).toBeVisible();
    await expect(hedging.details).toContainText(/^.*Booked: 1 AUD = [\d.]+ USD is locked for you until/);
    await expect(hedging.details.getByRole('button', { name: 'Cancel contract' })).toBeVisible();
    await expectAccessible(page, 'the contract details');
    await shot(page, 'hedging-details-1440', { isFullPage: false });
    await hedging.details.getByRole('button', { name: 'Close' }).first().click();
    await expect(hedging.list.getByRole('listitem').first()).toContainText('AUD to USD');
    await expect(hedging.list.getByRole('listitem').first()).toContainText('-AUD 25,000.00');
    await expect(hedging.list.getByRole('listitem').first()).toContainText(/Matures \d\d \w{3} \d{4}/);
    await expectAccessible(page, 'the contract list');
    await shot(page, 'hedging-contracts-1440');
  });

  test('on a phone a 12-digit contract fits, opens from the list and is cancelled the day it was booked', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const hedging = new FxHedgingPage(page);
    await hedging.goto();
    await expect(hedging.form).toBeVisible();
    await hedging.amount('get', 'USD').fill('123,456,789,012');
    await expect(hedging.amount('sell', 'AUD')).toHaveValue(/^\d{1,3}(,\d{3})+\.\d{2}$/);
    await expect(hedging.quote.getByText(/^1 AUD = /)).toBeVisible();
    expect(await hedging.scrollWidth()).toBeLessThanOrEqual(390);
    await expectAccessible(page, 'the forward contract form on a phone');
    await shot(page, 'hedging-form-390');
    await hedging.review.click();
    await expect(hedging.reviewDialog).toContainText('USD 123,456,789,012.00');
    expect(await hedging.scrollWidth()).toBeLessThanOrEqual(390);
    await shot(page, 'hedging-review-390', { isFullPage: false });
    await hedging.reviewDialog.getByRole('button', { name: 'Book forward contract' }).click();
    await expect(hedging.details).toContainText('USD 123,456,789,012.00');
    await expectAccessible(page, 'the contract details on a phone');
    await shot(page, 'hedging-details-390', { isFullPage: false });

    await hedging.details.getByRole('button', { name: 'Cancel contract' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Cancel this forward contract?' });
    await expectAccessible(page, 'the cancel confirmation');
    await confirm.getByRole('button', { name: 'Cancel contract' }).click();
    await expect(hedging.details).toContainText('Cancelled: this rate is no longer locked for you.');
    await expect(hedging.details.getByRole('button', { name: 'Cancel contract' })).toBeHidden();
    await hedging.details.getByRole('button', { name: 'Close' }).first().click();
    await expect(hedging.list).toContainText('Cancelled');
    expect(await hedging.scrollWidth()).toBeLessThanOrEqual(390);
    await expectAccessible(page, 'the contract list on a phone');
    await shot(page, 'hedging-contracts-390');
  });
});
