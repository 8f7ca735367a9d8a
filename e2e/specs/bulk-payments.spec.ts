import { BulkPaymentPage, batchCsv } from '../pages/bulk-payments.ts';
import { signInOncePerFile } from '../pages/money-session.ts';
import { USERS } from '../support/demo.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { shot, shotsAtWidths } from '../support/shots.ts';

test.describe('[BULK] paying a file of payments', () => {
  // The AU business's bulk user: no maker/checker, so a batch paid from the balance is paid at once.
  signInOncePerFile(USERS.bulk.email);

  test('uploads a CSV with one bad row, fixes it in the grid, reviews the held rates, pays from the balance', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const bulk = new BulkPaymentPage(page);
    await page.setViewportSize({ width: 1440, height: 1000 });
    await bulk.goto();
    await expectAccessible(page, 'a new bulk payment');

    const template = await bulk.downloadTemplate('United Kingdom · GBP · local transfer', 'CSV');
    expect(template.name).toMatch(/\.csv$/);
    expect(template.firstLine).toContain('beneficiary_account_number');

    // A file as a spreadsheet writes it: quoted commas, CRLF; the second row has no account number.
    await bulk.upload(
      'suppliers-november.csv',
      batchCsv([
        { name: 'Thames Valley Logistics Ltd', account: '31926819', amount: '120.00' },
        { name: 'Northumbrian Precision Engineering, Fabrication & Holdings Ltd', account: '', amount: '240.50' },
        { name: 'Kensington Trade Supplies Ltd', account: '31926819', amount: '75.25' },
      ]),
    );
    await expect(page.getByRole('heading', { name: '1 of 3 rows need fixing' })).toBeVisible({ timeout: 15_000 });
    const account = bulk.cell('Beneficiary account number', 2);
    await expect(account).toHaveAttribute('aria-invalid', 'true');
    await expect(bulk.grid).toContainText('Account Number is required');
    await expectAccessible(page, 'the rows to fix');
    await shot(page, 'bulk-fix-1440');

    // Fixed in the browser: checked again by the API, and the batch moves on by itself.
    await account.fill('31926819');
    await expect(page.getByRole('heading', { name: '3 payments are ready' })).toBeVisible({ timeout: 15_000 });

    await bulk.button('Lock in FX rates').click();
    await expect(bulk.review).toBeVisible({ timeout: 15_000 });
    await expect(bulk.review.getByRole('table', { name: 'Totals per currency' })).toContainText('GBP 435.75');
    await expect(bulk.countdown).toContainText(/Rates locked for/);
    await expect(bulk.review.getByRole('radio', { name: /Pay from your AUD balance/ })).toBeChecked();
    await expectAccessible(page, 'the review of a batch');
    await shot(page, 'bulk-review-1440');

    // Nothing moves before the confirmation.
    await bulk.button('Pay 3 payments').click();
    await expect(bulk.confirmDialog).toContainText('from your AUD balance for 3 payments');
    await expectAccessible(page, 'the confirmation before paying');
    await bulk.confirmDialog.getByRole('button', { name: 'Pay now' }).click();

    await expect(page.getByText(/3 payments are created and on their way/)).toBeVisible({ timeout: 30_000 });
    await expect(bulk.batchTransactions.getByRole('row')).toHaveCount(4);
    const reference = (await page.locator('.bulk-batch-who h2').textContent())?.trim() ?? '';
    expect(reference).toMatch(/^BIZM_\d+$/);
    await expectAccessible(page, 'a paid batch');
    await shot(page, 'bulk-paid-1440');

    // Its payouts are in Transactions with the batch's reference, each opening its own page.
    await bulk.batchTransactions.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/r\/transactions\/[^/]+$/);
    await page.goto('/r/transactions');
    await expect(page.getByText(`Batch ${reference}`).first()).toBeVisible();

    // The list shows the batch paid, and a reload of the batch comes back to it.
    await bulk.goto();
    const row = page.getByRole('row', { name: new RegExp(reference) });
    await expect(row).toContainText('Paid');
    await row.getByRole('link', { name: reference }).click();
    await page.reload();
    await expect(bulk.batchTransactions).toBeVisible();
  });

  test('pays a batch by bank transfer: the transfer instructions while it waits, then Paid once the bank sees it', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const bulk = new BulkPaymentPage(page);
    await page.setViewportSize({ width: 1440, height: 1000 });
    await bulk.goto();
    await bulk.upload(
      'suppliers-by-transfer.csv',
      batchCsv(
        [
          { name: 'Thames Valley Logistics Ltd', account: '31926819', amount: '310.00' },
          { name: 'Kensington Trade Supplies Ltd', account: '31926819', amount: '64.10' },
        ],
        { fixed: 'source' },
      ),
    );
    await expect(page.getByRole('heading', { name: '2 payments are ready' })).toBeVisible({ timeout: 15_000 });
    await bulk.button('Lock in FX rates').click();
    await expect(bulk.review).toBeVisible({ timeout: 15_000 });
    await bulk.review.getByRole('radio', { name: /Bank transfer/ }).check();
    await bulk.button('Pay 2 payments').click();
    await expect(bulk.confirmDialog).toContainText('in one bank transfer');
    await bulk.confirmDialog.getByRole('button', { name: 'Pay now' }).click();

    // Waiting for the money: what to send, where, and the funding's reference, with a link to the funding.
    const funding = page.getByRole('region', { name: 'Pay for this batch by bank transfer' });
    await expect(funding).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('.bulk-batch-head')).toContainText('Awaiting funds');
    await expect(funding).toContainText('Send exactly AUD 374.10');
    await expect(funding).toContainText('Reference');
    await expect(funding).toContainText(/FD\d+/);
    await expect(funding.getByRole('link', { name: 'See this funding’s details' })).toHaveAttribute(
      'href',
      /\/r\/funding\/[^/]+$/,
    );
    await expectAccessible(page, 'a batch awaiting its transfer');
    await shotsAtWidths(page, 'bulk-awaiting-transfer', { isFullPage: true });

    // The sandbox bank sees the transfer 5 s after the instructions; the funding check credits it, the batch is paid.
    await expect(page.getByText(/payments are created and on their way/)).toBeVisible({ timeout: 90_000 });
    await expect(page.locator('.bulk-batch-head')).toContainText('Paid');
    await shot(page, 'bulk-paid-by-transfer-1440');
  });

  test('refuses a file that is not a CSV or XLSX before sending it; an unknown batch id (or another business’s) is not found', async ({
    page,
  }) => {
    const bulk = new BulkPaymentPage(page);
    await bulk.goto();
    await bulk.fileInput.setInputFiles({
      name: 'payments.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4'),
    });
    await expect(page.getByRole('alert').filter({ hasText: 'Incorrect file format' })).toBeVisible();
    await bulk.fileInput.setInputFiles({ name: 'empty.csv', mimeType: 'text/csv', buffer: Buffer.alloc(0) });
    await expect(page.getByRole('alert').filter({ hasText: 'Incorrect template' })).toBeVisible();
    // The API's refusal, in spec §8's words, and nothing is listed.
    const twoCurrencies = batchCsv([{ name: 'Thames Valley Logistics Ltd', account: '31926819', amount: '10.00' }])
      .toString('utf8')
      .concat(
        'SGD,GB,GBP,LOCAL,COMPANY,Bristol Harbour Freight,ap@example.co.uk,NatWest,31926819,SORT_CODE,601613,5.00,x\r\n',
      );
    await bulk.upload('two-currencies.csv', Buffer.from(twoCurrencies));
    await expect(
      page.getByRole('alert').filter({ hasText: 'Cannot process multiple source currencies in one file' }),
    ).toBeVisible();
    await expect(page.getByRole('row', { name: /two-currencies\.csv/ })).toHaveCount(0);

    await page.goto('/r/bulkpayment?batch=00000000-0000-4000-8000-000000000000');
    await expect(page.getByText('We could not load this batch')).toBeVisible();
  });
});
