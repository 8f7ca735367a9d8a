import { expect, test } from '../support/fixtures.ts';

test.describe('[SAFE] pages with policies of their own still work under them', () => {
  test('the API documentation lists every operation with a summary, under its Content-Security-Policy', async ({
    page,
  }) => {
    const response = await page.goto('/docs');
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await expect(page.getByRole('heading', { name: /Corridor API/ })).toBeVisible();
    await expect(page.locator('.opblock').first()).toBeVisible();
    await expect(page.locator('.opblock-summary-description').first()).not.toBeEmpty();
    // Swagger UI keeps only the tags near the viewport in the page, so every operation of the document is looked for
    // while scrolling down through it: each must show up once, with its summary.
    const doc = (await (await page.request.get('/docs/json')).json()) as { paths: Record<string, object> };
    const expected = Object.values(doc.paths).reduce((n, methods) => n + Object.keys(methods).length, 0);
    expect(expected).toBeGreaterThan(100);
    const seen = new Set<string>();
    await expect(async () => {
      const shown = await page
        .locator('.opblock')
        .evaluateAll((blocks) =>
          blocks.map((b) => [b.id, b.querySelector('.opblock-summary-description')?.textContent?.trim() ?? '']),
        );
      for (const [id, summary] of shown) if (summary) seen.add(id!);
      await page.mouse.wheel(0, 400);
      expect(seen.size).toBe(expected);
    }).toPass({ timeout: 45_000, intervals: [100] });
  });

  test('the dev mailbox page is styled by its one hashed style and nothing else', async ({ page }) => {
    const response = await page.goto('/dev/mailbox');
    expect(response?.headers()['content-security-policy']).toMatch(/style-src 'sha256-/);
    await expect(page.getByRole('heading', { name: 'Dev mailbox' })).toBeVisible();
    // The inline style applied: the page is a centred column, not the browser's default full width.
    const width = await page.locator('body').evaluate((b) => getComputedStyle(b).maxWidth);
    expect(width).toBe('760px');
  });

  test('no page of the app can be framed by another site', async ({ page }) => {
    const response = await page.goto('/login');
    expect(response?.headers()['x-frame-options']).toBe('DENY');
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response?.headers()['cache-control']).toBe('no-cache');
  });
});
