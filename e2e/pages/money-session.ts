import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type Browser, type BrowserContext, type TestInfo, test } from '@playwright/test';
import { watchCsp } from '../support/fixtures.ts';
import { AppShell } from './app-shell.ts';
import { LoginPage } from './login-page.ts';

type Cookies = Parameters<BrowserContext['addCookies']>[0];

/**
 * Signs `email` in once for the whole describe block and gives every test its session cookie. The API allows
 * five code requests per account in 15 minutes and the suite runs well within that, so a sign-in per test
 * would be refused. On the first page load the app restores the CSRF token from the cookie, as after a reload.
 */
export function signInOncePerFile(email: string) {
  let path = '';
  test.beforeAll(async ({ browser }, testInfo) => {
    path = await saveSignedInState(browser, testInfo, email);
  });
  test.beforeEach(async ({ context }) => {
    const { cookies } = JSON.parse(await readFile(path, 'utf8')) as { cookies: Cookies };
    await context.addCookies(cookies);
  });
}

async function saveSignedInState(browser: Browser, testInfo: TestInfo, email: string): Promise<string> {
  const path = join(testInfo.project.outputDir, `.session-${email}.json`);
  const { baseURL, extraHTTPHeaders } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, extraHTTPHeaders });
  const checkCsp = await watchCsp(context);
  try {
    const page = await context.newPage();
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(context.request, email);
    await new AppShell(page).expectPage('/r/dashboard', 'Dashboard');
    await context.storageState({ path });
    checkCsp();
  } finally {
    await context.close();
  }
  return path;
}
