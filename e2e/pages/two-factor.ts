import { type CDPSession, expect, type Locator, type Page } from '@playwright/test';
import { generateSync } from 'otplib';

/** A code of the authenticator app for `secret`, `stepsAhead` time steps (30 s) from now. */
export function totpCode(secret: string, stepsAhead = 0): string {
  return generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });
}

/**
 * Chromium's virtual authenticator (CDP WebAuthn domain): a platform passkey that keeps discoverable credentials and
 * verifies the user at once, so registration and sign-in run the browser's real WebAuthn code without a person.
 */
export async function addVirtualAuthenticator(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return cdp;
}

/** /r/settings/two-factor: the authenticator app and passkeys sections. */
export class TwoFactorPage {
  readonly heading: Locator;
  readonly setUpButton: Locator;
  readonly setupKey: Locator;
  readonly appCode: Locator;
  readonly turnOnButton: Locator;
  readonly recoveryCodes: Locator;
  readonly passkeyName: Locator;
  readonly addPasskeyButton: Locator;
  readonly passkeys: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Sign-in security' });
    this.setUpButton = page.getByRole('button', { name: 'Set up authenticator app' });
    this.setupKey = page.getByRole('form', { name: 'Set up authenticator app' }).locator('code');
    this.appCode = page.getByLabel('6-digit code from the app');
    this.turnOnButton = page.getByRole('button', { name: 'Turn on' });
    this.recoveryCodes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    this.passkeyName = page.getByLabel('Passkey name');
    this.addPasskeyButton = page.getByRole('button', { name: 'Add a passkey' });
    this.passkeys = page.getByRole('list', { name: 'Your passkeys' }).getByRole('listitem');
  }

  async goto() {
    await this.page.goto('/r/settings/two-factor');
    await expect(this.heading).toBeVisible();
  }

  /** Sets up the app with a code computed from the key shown; returns the key and the recovery codes. */
  async setUpApp(): Promise<{ secret: string; recoveryCodes: string[] }> {
    await this.setUpButton.click();
    await expect(this.page.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
    const secret = ((await this.setupKey.textContent()) ?? '').replace(/\s/g, '');
    await this.appCode.fill(totpCode(secret));
    await this.turnOnButton.click();
    await expect(this.page.getByRole('dialog', { name: 'Save your recovery codes' })).toBeVisible();
    await expect(this.recoveryCodes).toHaveCount(10);
    return { secret, recoveryCodes: (await this.recoveryCodes.allInnerTexts()).map((c) => c.trim()) };
  }

  async closeRecoveryCodes() {
    await this.page.getByRole('button', { name: 'I have saved my codes' }).click();
    await expect(this.page.getByRole('dialog', { name: 'Save your recovery codes' })).toBeHidden();
  }

  async addPasskey(name: string) {
    await this.passkeyName.fill(name);
    await this.addPasskeyButton.click();
    await expect(this.passkeys.filter({ hasText: name })).toBeVisible();
  }
}
