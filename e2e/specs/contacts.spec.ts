import type { APIRequestContext } from '@playwright/test';
import { ContactsPage } from '../pages/contacts.ts';
import { signInOncePerFile } from '../pages/money-session.ts';
import { USERS } from '../support/demo.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { shot } from '../support/shots.ts';

/** The subjects of mails sent to `to`, from the dev mailbox (bank-details mails go out through a job). */
async function subjectsFor(request: APIRequestContext, to: string): Promise<string[]> {
  const messages = (await (await request.get('/dev/mailbox/messages')).json()) as { to: string; subject: string }[];
  return messages.filter((m) => m.to === to).map((m) => m.subject);
}

test.describe('[CONTACTS] contacts and corridors', () => {
  signInOncePerFile(USERS.admin.email);

  test('a finance user adds a supplier in four steps, sees it listed, changes its bank details and deletes it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 1000 });
    const contacts = new ContactsPage(page);
    await contacts.goto();
    await expect(contacts.contact('Thames Valley Logistics Ltd')).toContainText('•••• 6819');
    await expectAccessible(page, 'the contact list');
    await shot(page, 'contacts-1440');

    // Step 1: country and default currency, in the spec's words when missing.
    await contacts.addButton.click();
    await expect(contacts.currentStep()).toHaveText('1Country and currency');
    await contacts.next();
    await expect(contacts.dialog.getByText('Please select Country')).toBeVisible();
    await contacts.choose(contacts.dialog, 'Country', 'Australia');
    await contacts.choose(contacts.dialog, 'Default currency', 'AUD');
    await expectAccessible(page, 'step 1 of the contact dialog');
    await contacts.next();

    // Step 2: the contact, as the Australian schema asks for it.
    await expect(contacts.currentStep()).toHaveText('2Contact details');
    const name = `Great Barrier Reef Marine Supplies & Provisioning Pty Ltd ${Date.now() % 10_000}`;
    await contacts.field('Company name').fill(name);
    await contacts.field('Email').fill('accounts@gbr-marine.com.au');
    await contacts.field('Group (optional)').fill('Marine');
    await expectAccessible(page, 'step 2 of the contact dialog');
    await contacts.next();

    // Step 3: the BSB names the bank.
    await expect(contacts.currentStep()).toHaveText('3Bank details');
    await contacts.field('Account number').fill('12345678');
    await contacts.field('BSB').fill('0620');
    await contacts.next();
    await expect(contacts.dialog.getByText('Invalid BSB code')).toBeVisible();
    await contacts.field('BSB').fill('062-000');
    await expect(contacts.field('Bank name')).toHaveValue('Commonwealth Bank of Australia');
    await expectAccessible(page, 'step 3 of the contact dialog');
    await contacts.next();

    // Step 4: everything shown before it is saved.
    await expect(contacts.currentStep()).toHaveText('4Confirm');
    await expect(contacts.dialog.getByText(name)).toBeVisible();
    await expect(contacts.dialog.getByText('062000')).toBeVisible();
    await expectAccessible(page, 'the confirmation step');
    await shot(page, 'contact-confirm-1440');
    await contacts.dialog.getByRole('button', { name: 'Save contact' }).click();
    await expect(contacts.dialog).toBeHidden();
    const added = page.getByRole('alert').filter({ hasText: `${name} was added to your contacts` });
    await expect(added).toBeVisible();
    // Out of the way of the next dialog's buttons, as a person would close it.
    await added.getByRole('button', { name: 'Dismiss' }).click();
    await expect(contacts.contact(name)).toContainText('Commonwealth Bank of Australia');
    await expect(contacts.contact(name)).toContainText('•••• 5678');
    await expect(contacts.contact(name)).toContainText('Marine');

    // Changing the bank details: the users who pay contacts are told.
    await contacts.action(name, 'Edit');
    await expect(contacts.dialog.getByRole('heading', { name: `Edit ${name}` })).toBeVisible();
    await contacts.next();
    await expect(contacts.field('Company name')).toHaveValue(name);
    await contacts.next();
    await contacts.field('Account number').fill('87654321');
    await contacts.field('BSB').fill('083-004');
    await expect(contacts.field('Bank name')).toHaveValue('National Australia Bank');
    await contacts.next();
    await contacts.dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(contacts.dialog).toBeHidden();
    await expect(contacts.contact(name)).toContainText('National Australia Bank');
    await expect(contacts.contact(name)).toContainText('•••• 4321');
    await expect
      .poll(() => subjectsFor(page.request, USERS.admin.email), { timeout: 15_000 })
      .toContain(`Bank details changed for ${name}`);

    // Deleting asks first.
    await contacts.action(name, 'Delete');
    await expect(contacts.confirm).toBeVisible();
    await expectAccessible(page, 'the delete confirmation');
    await contacts.confirm.getByRole('button', { name: 'Delete contact' }).click();
    await expect(contacts.contact(name)).toHaveCount(0);
  });

  test('on a phone: search and group filter, the dialog’s messages, and the corridors page', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const contacts = new ContactsPage(page);
    await contacts.goto();
    await contacts.chooseGroup('Logistics (3)');
    await expect(contacts.list.getByRole('listitem')).toHaveCount(3);
    await contacts.chooseGroup('All groups');
    await contacts.search.fill('müller');
    await expect(contacts.list.getByRole('listitem')).toHaveCount(1);
    await expectAccessible(page, 'the contact list on a phone');
    await shot(page, 'contacts-390');
    await contacts.search.fill('nobody by this name');
    await expect(page.getByRole('region', { name: 'No contacts match' })).toBeVisible();

    await contacts.addButton.click();
    await contacts.choose(contacts.dialog, 'Country', 'Germany');
    await contacts.choose(contacts.dialog, 'Default currency', 'GBP');
    await contacts.next();
    await expect(contacts.dialog.getByText('We do not support GBP payments to Germany')).toBeVisible();
    await expectAccessible(page, 'step 1 on a phone');
    await contacts.dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(contacts.dialog).toBeHidden();

    await page.goto('/r/corridors');
    await expect(page.getByRole('heading', { level: 1, name: 'Corridors' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search by country or currency' }).fill('pkr');
    const table = page.getByRole('table', { name: 'Supported corridors' });
    await expect(table.getByRole('rowheader')).toHaveText(['Pakistan']);
    await expectAccessible(page, 'the corridors page on a phone');
  });

  test('the corridors page lists every destination with its currencies and payout methods', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 1000 });
    await page.goto('/r/corridors');
    const table = page.getByRole('table', { name: 'Supported corridors' });
    await expect(table.getByRole('row', { name: /^United Kingdom/ })).toContainText('GBP local transfer');
    await expect(table.getByRole('row', { name: /^Germany/ })).toContainText('EUR local transfer or SWIFT wire');
    await page.getByRole('searchbox', { name: 'Search by country or currency' }).fill('Germ');
    await expect(table.getByRole('rowheader')).toHaveText(['Germany']);
    await expectAccessible(page, 'the corridors page');
    await shot(page, 'corridors-1440');
  });
});
