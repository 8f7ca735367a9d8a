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
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: isFullPage });
}

/** Whether this run saves screenshots (a test may then visit extra sizes only to take them). */
export const isTakingShots = Boolean(SHOTS);

/** Shots of what is on screen at a desktop's and a phone's width (`<name>-1440`, `<name>-390`), then the old size. */
export async function shotsAtWidths(page: Page, name: string, widths: readonly number[] = [1440, 390]) {
  if (!SHOTS) return;
  const size = page.viewportSize();
  for (const width of widths) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 1000 });
    await shot(page, `${name}-${width}`, { isFullPage: false });
  }
  if (size) await page.setViewportSize(size);
}
