import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures.ts';

// Every spec leans on expectAccessible; this proves it still fails where axe finds a serious problem, on the first
// document it checks and on one loaded after it (axe is put into each document once).
test.describe('[A11Y] the accessibility check itself', () => {
  const addNamelessButton = (page: Page) =>
    page.evaluate(() => {
      const button = document.createElement('button');
      button.className = 'nameless-button';
      document.body.append(button);
    });

  test('fails on a button without a name, on the first page it checks and on a reloaded one', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page, 'the sign-in page');

    await addNamelessButton(page);
    const failure = await expectAccessible(page, 'the sign-in page with a nameless button').catch((e: Error) => e);
    expect(String(failure)).toContain('button-name (critical)');
    expect(String(failure)).toContain('.nameless-button');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page, 'the sign-in page, reloaded');
    await addNamelessButton(page);
    await expect(expectAccessible(page, 'the reloaded page with a nameless button')).rejects.toThrow(/button-name/);
  });
});
