import { MoneyExchangePage, minorOf } from '../pages/money-exchange.ts';
import { signInOncePerFile } from '../pages/money-session.ts';
import { USERS } from '../support/demo.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { shot } from '../support/shots.ts';

test.describe('[EXCHANGE] exchange between currency accounts', () => {
  signInOncePerFile(USERS.checker.email);

  test('a finance user sells SGD for USD at a live quote, confirms, and both balances move by the amounts shown', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 1000 });
    const exchange = new MoneyExchangePage(page);
    await exchange.goto();
    await expect(exchange.select('From account')).toContainText('(SGD)');
    await expect(exchange.select('To account')).toContainText('(USD)');
    const sgdBefore = await exchange.available('From account');
    const usdBefore = await exchange.available('To account');

    // A live quote: the client rate, the mid-market rate and margin, and a countdown to its expiry.
    await expect(exchange.quote.getByText(/^1 SGD = \d+\.\d+ USD$/)).toBeVisible();
    await expect(exchange.quote).toContainText(/Mid-market rate \d+\.\d+ · our margin [\d.]+%/);
    await expect(exchange.countdown).toHaveText(/^Rate good for 0:[0-3]\d$/);

    await exchange.amount('sell', 'SGD').fill('1,000');
    await expect(exchange.amount('get', 'USD')).toHaveValue(/^\d{1,3}(,\d{3})*\.\d{2}$/);
    await expectAccessible(page, 'the exchange form with a quote');
    await shot(page, 'exchange-1440');

    // The pair's 30 days, folded away until asked for; the server back-fills the snapshots when it starts.
    const history = exchange.quote.getByRole('button', { name: /mid-market rate over the last 30 days/ });
    await history.click();
    await expect(history).toHaveAttribute('aria-expanded', 'true');
    await expect(exchange.quote.getByText(/^1 SGD in USD, mid-market, last 30 days: low/)).toBeVisible();
    await expectAccessible(page, 'the rate history');
    await shot(page, 'exchange-history-1440');
    await history.click();

    await exchange.review.click();
    await expect(exchange.dialog).toBeVisible();
    await expect(exchange.figure(exchange.dialog, 'You sell')).toContainText('SGD 1,000.00');
    await expect(exchange.dialog.getByText(/^1 SGD = \d+\.\d+ USD$/)).toBeVisible();
    await expectAccessible(page, 'the review dialog');
    await shot(page, 'exchange-review-1440', { isFullPage: false });

    await exchange.confirm();
    await expect(exchange.success).toBeVisible();
    await expect(exchange.success.getByRole('heading', { name: 'Exchange completed' })).toBeFocused();
    const reference = ((await exchange.success.locator('.exchange-reference strong').textContent()) ?? '').trim();
    const got = minorOf((await exchange.figure(exchange.success, 'You get').textContent()) ?? '');
    const debited = minorOf((await exchange.figure(exchange.success, 'Total debited').textContent()) ?? '');
    expect(debited).toBeGreaterThanOrEqual(100000n);
    await expectAccessible(page, 'the exchange success panel');
    await shot(page, 'exchange-success-1440');

    // The list has it first; the balances moved by exactly what was shown.
    await expect(exchange.recent.getByRole('listitem').first()).toContainText(reference);
    await exchange.success.getByRole('button', { name: 'Make another exchange' }).click();
    await expect.poll(() => exchange.available('From account')).toBe(sgdBefore - debited);
    await expect.poll(() => exchange.available('To account')).toBe(usdBefore + got);

    // Its details page.
    await exchange.recent.getByRole('link', { name: new RegExp(reference) }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Exchange details' })).toBeFocused();
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(reference) })).toBeVisible();
    await expect(page.getByText('Completed', { exact: true })).toBeVisible();
    await expect(page.locator('#main').getByText(USERS.checker.name)).toBeVisible();
    await expectAccessible(page, 'the exchange details');
    await shot(page, 'exchange-detail-1440');

    await page.goto('/r/exchange/no-such-exchange');
    await expect(page.getByRole('region', { name: 'Exchange not found' })).toBeVisible();
  });

  test('the quote renews itself when it expires, also while the person is reviewing', async ({ page }) => {
    // The browser's clock is ours: the countdown runs on it, so the test moves it on instead of waiting.
    await page.clock.install();
    const exchange = new MoneyExchangePage(page);
    await exchange.goto();
    await expect(exchange.countdown).toHaveText(/^Rate good for 0:(30|2\d)$/);
    await page.clock.fastForward(20_000);
    await expect(exchange.countdown).toHaveText(/^Rate good for 0:(10|0\d)$/);

    await exchange.amount('sell', 'SGD').fill('250');
    await expect(exchange.amount('get', 'USD')).toHaveValue(/^\d+\.\d{2}$/);
    await exchange.review.click();
    await expect(exchange.dialog).toBeVisible();
    await page.clock.fastForward(11_000);
    // The new rate and the amounts at it are shown before the person can confirm.
    await expect(exchange.dialog.getByText(/^The previous rate expired/)).toHaveText(
      /^The previous rate expired, so we got a new one: 1 SGD = \d+\.\d+ USD\. The amounts below use it\.$/,
    );
    await expect(exchange.dialog.getByRole('timer')).toHaveText(/good for 0:(30|2\d)/);
    await exchange.confirm();
    await expect(exchange.success).toBeVisible();
    await expect(exchange.figure(exchange.success, 'You sell')).toHaveText('SGD 250.00');
  });

  test('more than the balance is refused with the API message and the form keeps what was typed', async ({ page }) => {
    const exchange = new MoneyExchangePage(page);
    await exchange.goto();
    const tooMuch = '900,000,000';
    await exchange.amount('sell', 'SGD').fill(tooMuch);
    await expect(exchange.form.getByText(/more than the available balance/)).toBeVisible();
    await exchange.review.click();
    await exchange.confirm();
    await expect(exchange.dialog.getByRole('alert')).toContainText(/insufficient/i);
    await expectAccessible(page, 'the refused exchange');
    await shot(page, 'exchange-insufficient-1280', { isFullPage: false });
    await exchange.dialog.getByRole('button', { name: 'Back to edit' }).click();
    await expect(exchange.dialog).toBeHidden();
    // The amount typed is kept, shown as money reads out of focus.
    await expect(exchange.amount('sell', 'SGD')).toHaveValue(`${tooMuch}.00`);

    // An amount the API refuses shows its reason, and (spec §8) a calculation for 1000 keeps a rate in view.
    await exchange.amount('sell', 'SGD').fill('5,000,000,000,000');
    await expect(exchange.form.getByText(/^We cannot process this amount/)).toBeVisible();
    await expect(
      exchange.form.getByText(/^For reference, SGD 1,000\.00 buys USD [\d,]+\.\d{2} at 1 SGD = /),
    ).toBeVisible();
    await expectAccessible(page, 'a refused amount with the fallback rate');

    // The same currency on both sides is refused before anything is asked.
    await exchange.choose('To account', /\(SGD\)/);
    await expect(exchange.form.getByText('Source and destination currencies must be different')).toBeVisible();
    await expect(exchange.quote).toBeHidden();
  });

  test('on a phone the exchange fits the screen, 12-digit amounts included', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const exchange = new MoneyExchangePage(page);
    await exchange.goto();
    await exchange.amount('get', 'USD').fill('123,456,789,012');
    await expect(exchange.amount('sell', 'SGD')).toHaveValue(/^\d{1,3}(,\d{3})+\.\d{2}$/);
    await expect(exchange.quote.getByText(/^1 SGD = /)).toBeVisible();
    const width = () => page.evaluate(() => document.documentElement.scrollWidth);
    expect(await width()).toBeLessThanOrEqual(390);
    await expectAccessible(page, 'the exchange on a phone');
    await shot(page, 'exchange-390');
    await exchange.review.click();
    await expect(exchange.dialog).toBeVisible();
    expect(await width()).toBeLessThanOrEqual(390);
    await shot(page, 'exchange-review-390', { isFullPage: false });
    await exchange.dialog.getByRole('button', { name: 'Back to edit' }).click();

    // A real one on the phone: the success panel and the details page fit too.
    await exchange.amount('sell', 'SGD').fill('12.34');
    await expect(exchange.amount('get', 'USD')).toHaveValue(/^\d+\.\d{2}$/);
    await exchange.review.click();
    await exchange.confirm();
    await expect(exchange.success).toBeVisible();
    expect(await width()).toBeLessThanOrEqual(390);
    await shot(page, 'exchange-success-390');
    await exchange.success.getByRole('link', { name: 'View exchange details' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Exchange details' })).toBeVisible();
    await expect(page.getByText('SGD 12.34', { exact: true }).first()).toBeVisible();
    expect(await width()).toBeLessThanOrEqual(390);
    await expectAccessible(page, 'the exchange details on a phone');
    await shot(page, 'exchange-detail-390');
  });
});
