import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../support/demo.ts';
import { readAccessCode } from '../support/mailbox.ts';

/** /login: email and password, then the Dynamic Access Code. */
export class LoginPage {
  readonly heading: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly continueButton: Locator;
  readonly code: Locator;
  readonly signInButton: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Sign in' });
    this.email = page.getByLabel('Email', { exact: true });
    this.password = page.getByLabel('Password', { exact: true });
    this.continueButton = page.getByRole('button', { name: 'Continue' });
    this.code = page.getByLabel('Dynamic Access Code', { exact: true });
    this.signInButton = page.getByRole('button', { name: 'Sign in' });
  }

  async goto(path = '/login') {
    await this.page.goto(path);
    await expect(this.heading).toBeVisible();
  }

  /** Step 1; returns the code that was mailed. */
  async requestCode(request: APIRequestContext, email: string, password = DEMO_PASSWORD): Promise<string> {
    const since = new Date();
    await this.email.fill(email);
    await this.password.fill(password);
    await this.continueButton.click();
    await expect(this.code).toBeVisible();
    return readAccessCode(request, email, since);
  }

  async enterCode(code: string) {
    await this.code.fill(code);
    await this.signInButton.click();
  }

  /** The whole sign-in, from wherever the login page is shown. */
  async signIn(request: APIRequestContext, email: string) {
    const code = await this.requestCode(request, email);
    await this.enterCode(code);
  }
}
