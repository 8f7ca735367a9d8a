import type { Page } from '@playwright/test';
import { signInOncePerFile } from '../pages/money-session.ts';
import { DEMO_PASSWORD, USERS } from '../support/demo.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { shotsAtWidths } from '../support/shots.ts';

/** A user of this run, so a rerun on the same server adds a new one. */
const stamp = Date.now() % 1_000_000;
const NEW_USER = {
  name: 'Maximilian Alexander Fitzgerald-Oyelaran',
  email: `max.fitzgerald-oyelaran.${stamp}@lioncitytraders.example`,
};

const snackbar = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const tab = (page: Page, name: string) => page.getByRole('tab', { name });

test.describe('[SETTINGS] a settings admin of the business', () => {
  signInOncePerFile(USERS.settings.email);

  test('reads the profile and changes the trading name', async ({ page }) => {
    await page.goto('/r/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(tab(page, 'Profile')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Lion City Traders Pte Ltd')).toBeVisible();
    await expectAccessible(page, 'the profile tab');
    await shotsAtWidths(page, 'settings-profile');
    await page.getByLabel('Trading name (optional)').fill('Lion City Trading & Logistics');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(snackbar(page, 'Your business details have been updated')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Trading name (optional)')).toHaveValue('Lion City Trading & Logistics');
  });

  test('adds a user, is told what is missing, edits them and deactivates them after confirming', async ({ page }) => {
    await page.goto('/r/settings?tab=users');
    await expect(tab(page, 'Users')).toHaveAttribute('aria-selected', 'true');
    const users = page.getByRole('list', { name: 'Users' });
    await expect(users.getByRole('listitem').filter({ hasText: USERS.settings.email })).toContainText('You');
    // Nobody deactivates themselves: there is no button for it.
    await expect(page.getByRole('button', { name: `Deactivate ${USERS.settings.name}` })).toHaveCount(0);
    await expectAccessible(page, 'the users tab');

    await page.getByRole('button', { name: 'Add a user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a user' });
    await dialog.getByRole('button', { name: 'Add user' }).click();
    await expect(dialog.getByText('Name cannot be empty')).toBeVisible();
    await expect(dialog.getByText('Choose at least one role, or the cards box')).toBeVisible();
    await dialog.getByLabel('Full name').fill(NEW_USER.name);
    await dialog.getByLabel('Email').fill(NEW_USER.email);
    await dialog.getByRole('checkbox', { name: 'Team member' }).check();
    await dialog.getByRole('checkbox', { name: 'Approver' }).check();
    await expectAccessible(page, 'the add user dialog');
    await dialog.getByRole('button', { name: 'Add user' }).click();
    await expect(dialog).toBeHidden();
    await expect(snackbar(page, 'User created')).toBeVisible();
    const row = users.getByRole('listitem').filter({ hasText: NEW_USER.email });
    await expect(row).toContainText('Not signed in yet');
    await expect(row).toContainText('Team member · Approver');

    await row.getByRole('button', { name: `Edit ${NEW_USER.name}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${NEW_USER.name}` });
    await edit.getByRole('checkbox', { name: 'Cards' }).check();
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(edit).toBeHidden();
    await expect(row).toContainText('Team member · Cards · Approver');

    await row.getByRole('button', { name: `Deactivate ${NEW_USER.name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: `Deactivate ${NEW_USER.name}?` });
    await expect(confirm).toContainText('signed out everywhere at once');
    await expectAccessible(page, 'the deactivate confirmation');
    await shotsAtWidths(page, 'deactivate-user');
    await confirm.getByRole('button', { name: 'Deactivate user' }).click();
    await expect(confirm).toBeHidden();
    await expect(row).toContainText('Deactivated');
  });

  test('sets roles in bulk', async ({ page }) => {
    await page.goto('/r/settings?tab=users');
    await page.getByRole('button', { name: 'Edit roles' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit roles' });
    const box = dialog.getByRole('checkbox', { name: `Settings admin for ${USERS.checker.name}` });
    await box.check();
    await expectAccessible(page, 'the roles dialog');
    await dialog.getByRole('button', { name: 'Save 1 change' }).click();
    await expect(dialog).toBeHidden();
    await expect(snackbar(page, 'Roles updated')).toBeVisible();
    const row = page
      .getByRole('list', { name: 'Users' })
      .getByRole('listitem')
      .filter({ hasText: USERS.checker.email });
    await expect(row).toContainText('Settings admin');
    // Back as the seed has it, for the specs that sign in as the checker.
    await page.getByRole('button', { name: 'Edit roles' }).click();
    await dialog.getByRole('checkbox', { name: `Settings admin for ${USERS.checker.name}` }).uncheck();
    await dialog.getByRole('button', { name: 'Save 1 change' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).not.toContainText('Settings admin');
  });

  test('updates the verification of payee settings', async ({ page }) => {
    await page.goto('/r/settings?tab=verification');
    const payIn = page.getByRole('switch', { name: 'Let payers check our name when they pay us in EUR' });
    await expect(payIn).not.toBeChecked();
    await payIn.check();
    await expectAccessible(page, 'the verification tab');
    await page.getByRole('button', { name: 'Save verification settings' }).click();
    await expect(snackbar(page, 'Your verification settings have been updated')).toBeVisible();
  });

  test('sees this session, is refused a wrong current password, then changes the password and back', async ({
    page,
  }) => {
    await page.goto('/r/settings?tab=security');
    const sessions = page.getByRole('list', { name: 'Your sessions' });
    await expect(sessions.getByRole('listitem').first()).toContainText('This device');
    await expectAccessible(page, 'the security tab');
    const form = page.getByRole('form', { name: 'Change password' });
    const change = async (current: string, next: string) => {
      await form.getByLabel('Current password').fill(current);
      await form.getByLabel('New password', { exact: true }).fill(next);
      await form.getByLabel('Confirm new password').fill(next);
      await form.getByRole('button', { name: 'Change password' }).click();
    };
    await change('Not-my-pass-1', 'Settings-2027');
    await expect(page.getByText('Your current password is incorrect.')).toBeVisible();
    await change(DEMO_PASSWORD, 'Settings-2027');
    await expect(snackbar(page, 'Password updated successfully')).toBeVisible();
    // Still signed in here; the password goes back so a rerun signs in as before.
    await change('Settings-2027', DEMO_PASSWORD);
    await expect(snackbar(page, 'Password updated successfully').first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  });
});
