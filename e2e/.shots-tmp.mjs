import { chromium } from 'playwright-core';
const BASE = 'http://localhost:3204';
const H = { source: 'sme' };
const email = process.argv[2] ?? 'settings@demo.test';
const shots = (process.argv[3] ?? 'profile,security,users,verification,autosweep').split(',');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
for (const width of [1440, 390]) {
  const context = await browser.newContext({ baseURL: BASE, viewport: { width, height: width === 390 ? 844 : 900 }, extraHTTPHeaders: H });
  const r = context.request;
  let res = await r.post('/r/api/authentication/generateOTP', { data: { email, password: 'Demo-pass-2026' } });
  if (!res.ok()) throw new Error(await res.text());
  const mails = await (await r.get('/dev/mailbox/messages')).json();
  const code = mails.find((m) => m.to === email).text.match(/Code is (\d{6})/)[1];
  res = await r.post('/r/api/login', { data: { email, password: 'Demo-pass-2026', otp: code } });
  const csrf = (await res.json()).csrfToken;
  if (width === 1440 && process.env.SEED_USERS) {
    await r.post('/smebackend/api/v1/settings/user/create', { headers: { 'x-csrf-token': csrf }, data: { email: 'bartholomew.featherstonehaugh-wolfeschlegel@lioncitytraders-logistics.example', name: 'Bartholomew Featherstonehaugh-Wolfeschlegelsteinhausenberger', roles: ['sme_checker'], is_approver: true, has_cards: true } });
  }
  const page = await context.newPage();
  for (const tab of shots) {
    await page.goto(`/r/settings${tab === 'profile' ? '' : `?tab=${tab}`}`);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/settings/${tab}-${width}.png`, fullPage: true });
  }
  await context.close();
}
await browser.close();
