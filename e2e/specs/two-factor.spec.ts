import { AppShell } from '../pages/app-shell.ts';
import { LoginPage } from '../pages/login-page.ts';
import { addVirtualAuthenticator, TwoFactorPage, totpCode } from '../pages/two-factor.ts';
import { DEMO_PASSWORD, USERS } from '../support/demo.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';

// WebAuthn needs a registrable domain: the relying party is PUBLIC_URL's host (localhost), never an IP address.
const PORT = Number(process.env.E2E_PORT ?? 3100);
test.use({ baseURL: `http://localhost:${PORT}` });

const user = USERS.security;

test.describe('[MFA] a second factor beyond the mailbox', () => {
  test('sets up an authenticator app and a passkey, then signs in with each instead of an emailed code', async ({
    page,
    request,
  }) => {
    const login = new LoginPage(page);
    const shell = new AppShell(page);
    const security = new TwoFactorPage(page);
    // The one emailed code of this spec.
    await login.goto();
    await login.signIn(request, user.email);
    await shell.expectPage('/r/dashboard', 'Dashboard');

    await security.goto();
    await expectAccessible(page, 'sign-in security');
    const { secret, recoveryCodes } = await security.setUpApp();
    expect(new Set(recoveryCodes).size).toBe(10);
    await expectAccessible(page, 'the recovery codes dialog');
    await security.closeRecoveryCodes();
    await expect(page.getByText(/You have 10 recovery codes left/)).toBeVisible();

    await addVirtualAuthenticator(page);
    await security.addPasskey('Work laptop');
    await expect(security.passkeys.filter({ hasText: 'Work laptop' })).toContainText('not used yet');
    await shell.logout(user.name);

    // Password, then the app's code (the next time step's: the one that confirmed the app is used up).
    await login.goto();
    await login.email.fill(user.email);
    await login.password.fill(DEMO_PASSWORD);
    await login.continueButton.click();
    const appCode = page.getByLabel('Authentication code', { exact: true });
    await expect(appCode).toBeVisible();
    await expect(page.getByText('Enter the 6-digit code from your authenticator app.')).toBeVisible();
    await expectAccessible(page, 'the authenticator app step');
    await appCode.fill(totpCode(secret, 1));
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await shell.expectPage('/r/dashboard', 'Dashboard');

    // The admin's audit log shows what just happened.
    await page.goto('/r/settings/audit-log');
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    await page.getByLabel('Action').selectOption({ label: 'Authenticator app added' });
    await expect(page.getByRole('row', { name: new RegExp(user.name) }).first()).toContainText(
      'Authenticator app added',
    );
    await expectAccessible(page, 'the audit log');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    expect((await download).suggestedFilename()).toBe('audit-log.csv');
    await shell.logout(user.name);

    // A passkey replaces password and code together.
    await login.goto();
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await shell.expectPage('/r/dashboard', 'Dashboard');
    await security.goto();
    await expect(security.passkeys.filter({ hasText: 'Work laptop' })).toContainText('last used');
  });
});
