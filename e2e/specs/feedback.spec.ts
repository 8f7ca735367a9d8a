import type { Page } from '@playwright/test';
import { AppShell } from '../pages/app-shell.ts';
import { signInOncePerFile } from '../pages/money-session.ts';
import { USERS } from '../support/demo.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';

/** The feedback dialog, wherever it was opened from. */
const feedbackDialog = (page: Page) => page.getByRole('dialog', { name: 'Leave feedback' });
const headerFeedback = (page: Page) => page.getByRole('button', { name: 'Feedback', exact: true });

test.describe('[FEEDBACK] feedback dialog', () => {
  // The AU business's user: only one other spec signs in as them, so the code limit is never near.
  signInOncePerFile(USERS.au.email);

  test('a signed-in user opens feedback from the header, rates 4 with a comment and is thanked', async ({ page }) => {
    await page.goto('/r/dashboard');
    await new AppShell(page).expectPage('/r/dashboard', 'Dashboard');

    await headerFeedback(page).click();
    const dialog = feedbackDialog(page);
    await expect(dialog).toBeVisible();
    await expectAccessible(page, 'the feedback dialog');
    const good = dialog.getByRole('radio', { name: '4 Good' });
    // A person clicks the visible choice; the radio inside it is hidden from sight, not from the keyboard.
    await dialog.getByText('Good', { exact: true }).click();
    await expect(good).toBeChecked();
    // The scale works from the keyboard as one radio group: arrows move the choice.
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('radio', { name: '5 Excellent' })).toBeChecked();
    await page.keyboard.press('ArrowLeft');
    await expect(good).toBeChecked();

    await dialog.getByLabel('Comment (optional)').fill('Quicker FX quotes would help us.');
    await expect(dialog.getByText('32 of 1000 characters')).toBeVisible();
    await dialog.getByRole('button', { name: 'Send' }).click();

    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('Thank you for your feedback.');
    await expect(dialog).toBeHidden();
    // Focus goes back to the icon that opened the dialog.
    await expect(headerFeedback(page)).toBeFocused();
  });

  test('the dashboard quick action opens the same dialog, which asks for a rating and closes with Escape', async ({
    page,
  }) => {
    await page.goto('/r/dashboard');
    await page.getByRole('button', { name: /Leave feedback/ }).click();
    const dialog = feedbackDialog(page);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByText('Please choose a rating from 1 to 5')).toBeVisible();
    await expectAccessible(page, 'the feedback dialog with its error');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});
