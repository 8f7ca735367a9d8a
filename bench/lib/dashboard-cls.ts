// The cumulative layout shift while the dashboard loads after sign-in: the built app on the real server with a
// fresh embedded database (as e2e/support/e2e-server.mjs starts it), Debian's Chromium, sign-in through the dev
// mailbox. CLS here is the sum of 'layout-shift' values without recent input, from the moment the sign-in
// form is submitted until the dashboard has been still for a while.
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';

const root = fileURLToPath(new URL('../../', import.meta.url));
const PORT = 3190;
const BASE = `http://127.0.0.1:${PORT}`;
const PASSWORD = 'Demo-pass-2026';

async function waitForServer(child: ChildProcess): Promise<void> {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error('the server exited');
    try {
      if ((await fetch(`${BASE}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the server did not start');
}

async function accessCode(email: string, since: number): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const res = await fetch(`${BASE}/dev/mailbox/messages`, { headers: { source: 'sme' } });
    const messages = (await res.json()) as { to: string; text: string; createdAt: string }[];
    const code = messages
      .find((m) => m.to === email && Date.parse(m.createdAt) >= since)
      ?.text.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no code for ${email}`);
}

async function signInAndMeasure(page: Page, email: string): Promise<number> {
  await page.goto(`${BASE}/login`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  const since = Date.now() - 1000;
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Dynamic Access Code', { exact: true }).fill(await accessCode(email, since));
  // A script string: the bench is typed for Node, without the DOM's types.
  await page.evaluate(`window.__cls = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (!e.hadRecentInput) window.__cls += e.value;
    }).observe({ type: 'layout-shift' });`);
  // Submitted without a click: a shift within 500 ms of input does not count, and the dashboard loads in that time.
  await page.evaluate(`[...document.querySelectorAll('button[type=submit]')]
    .find((b) => b.textContent.trim() === 'Sign in').form.requestSubmit()`);
  await page.waitForURL(/\/r\/dashboard/);
  await page.getByTestId('balance-total').waitFor();
  await page.getByRole('region', { name: 'Quick actions' }).or(page.locator('.balance-chart canvas')).first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500); // layout may still settle (fonts, the chart) after the network is idle
  return (await page.evaluate('window.__cls')) as number;
}

/** CLS of the dashboard after sign-in, the worst of `runs` fresh browser contexts. */
export async function dashboardCls(runs = 3): Promise<number> {
  const env = { ...process.env, E2E_PORT: String(PORT) };
  const server = spawn('node', ['e2e/support/e2e-server.mjs'], { cwd: root, env, stdio: 'ignore', detached: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    await waitForServer(server);
    let worst = 0;
    const emails = ['admin@demo.test', 'checker@demo.test', 'au@demo.test'];
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({
        viewport: { width: 1366, height: 768 },
        extraHTTPHeaders: { source: 'sme' },
      });
      worst = Math.max(worst, await signInAndMeasure(await context.newPage(), emails[i % emails.length]!));
      await context.close();
    }
    return worst;
  } finally {
    await browser.close();
    process.kill(-server.pid!, 'SIGTERM'); // the whole group: npx, tsx and the server
  }
}
