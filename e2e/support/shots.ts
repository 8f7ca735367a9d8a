import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';

const SHOTS = process.env.E2E_SHOTS_DIR;

/**
 * Saves a screenshot as `<E2E_SHOTS_DIR>/<name>.png` when that folder is given (to look at the screens a run went
 * through, at the sizes its test set), and does nothing otherwise: CI runs without it.
 */
export async function shot(page: Page, name: string, { isFullPage = true } = {}) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  // A whole page is drawn from its top: scrolled, Chromium draws the sticky top bar where the scroll left it, halfway
  // down the picture, though on screen it is always at the top.
  if (isFullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: isFullPage });
}

/**
 * Shots at a desktop's and a phone's width (`<name>-1440`, `<name>-390`), then back to the old size; the sizes are
 * visited only when shots are taken. What is on screen (a dialog), or the whole page with `isFullPage`.
 */
export async function shotsAtWidths(
  page: Page,
  name: string,
  { widths = [1440, 390], isFullPage = false }: { widths?: readonly number[]; isFullPage?: boolean } = {},
) {
  if (!SHOTS) return;
  const size = page.viewportSize();
  for (const width of widths) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 1000 });
    await shot(page, `${name}-${width}`, { isFullPage });
  }
  if (size) await page.setViewportSize(size);
}
