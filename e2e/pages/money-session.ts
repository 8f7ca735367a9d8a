import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  type APIRequest,
  type APIResponse,
  type Browser,
  type BrowserContext,
  expect,
  type Page,
  type TestInfo,
  test,
} from '@playwright/test';
import { watchCsp } from '../support/fixtures.ts';
import { AppShell } from './app-shell.ts';
import { LoginPage } from './login-page.ts';

type Cookies = Parameters<BrowserContext['addCookies']>[0];

/**
 * Gives every test of the describe block a signed-in session cookie for `email`. The API allows five code requests
 * per account in 15 minutes, so a session is kept for the whole run (one file per user, shared by the spec files)
 * and signed in again only when it has ended (another spec signed that user in, or it timed out). On the first page
 * load the app restores the CSRF token from the cookie, as after a reload.
 */
export function signInOncePerFile(email: string) {
  let path = '';
  test.beforeAll(async ({ browser, playwright }, testInfo) => {
    path = sessionFile(testInfo, email);
    if (!(await isSessionAlive(playwright.request, testInfo, path))) {
      await saveSignedInState(browser, testInfo, email, path);
    }
  });
  test.beforeEach(async ({ context }) => {
    const { cookies } = JSON.parse(await readFile(path, 'utf8')) as { cookies: Cookies };
    await context.addCookies(cookies);
  });
}

// The project's output folder is emptied once per run, so a file there lives exactly as long as the run's server.
const sessionFile = (testInfo: TestInfo, email: string) => join(testInfo.project.outputDir, `.session-${email}.json`);

async function isSessionAlive(request: APIRequest, testInfo: TestInfo, path: string): Promise<boolean> {
  if (!existsSync(path)) return false;
  const { baseURL, extraHTTPHeaders } = testInfo.project.use;
  const context = await request.newContext({ baseURL, extraHTTPHeaders, storageState: path });
  try {
    return (await context.get('/r/api/session')).ok();
  } finally {
    await context.dispose();
  }
}

async function saveSignedInState(browser: Browser, testInfo: TestInfo, email: string, path: string) {
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
}

/**
 * The signed-in business's API, called as the app calls it (its session cookie and CSRF token; a fresh
 * Idempotency-Key on each POST): for what happens meanwhile elsewhere in the business during a test. Paths are under
 * /smebackend/api/v1; an answer that is not 2xx fails the test with its body.
 */
export async function businessApi(page: Page) {
  const session = await (await page.request.get('/r/api/session')).json();
  const base = '/smebackend/api/v1';
  const answer = async (res: APIResponse) => {
    expect(res.ok(), `${res.url()}: ${res.status()} ${await res.text()}`).toBe(true);
    return res.json();
  };
  return {
    clientId: session.user.clientId as string,
    get: async (path: string) => answer(await page.request.get(`${base}${path}`)),
    post: async (path: string, data: object) =>
      answer(
        await page.request.post(`${base}${path}`, {
          headers: { 'x-csrf-token': session.csrfToken, 'idempotency-key': randomUUID() },
          data,
        }),
      ),
  };
}
