import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type BrowserContext, test as base, expect, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';

/**
 * Every spec imports `test` and `expect` from here. The server sends a strict Content-Security-Policy (no inline
 * style or script, fonts from our own origin); anything the page does that the browser refuses under it fails the
 * test, so a library that injects a <style> tag or a stray inline handler is caught the day it arrives.
 */
export const test = base.extend<{ cspGuard: undefined }>({
  cspGuard: [
    async ({ context }, use) => {
      const check = await watchCsp(context);
      await use(undefined);
      check();
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Collects the CSP violations of every page of `context`: Chromium's own console message ("Refused to apply
 * inline style because it violates the following Content Security Policy directive…") and the page's
 * `securitypolicyviolation` events, which also cover reports the console leaves out. Call the returned function
 * when done: it fails with every violation seen. The `test` fixture does this for the test's own context; a test
 * that opens another context (a second browser) calls it itself.
 */
export async function watchCsp(context: BrowserContext): Promise<() => void> {
  const violations: string[] = [];
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(
        `Content Security Policy violation: ${e.violatedDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`,
      );
    });
  });
  context.on('console', (message) => {
    if (/Content Security Policy|securitypolicyviolation/i.test(message.text())) {
      violations.push(`${message.page()?.url() ?? ''}: ${message.text()}`);
    }
  });
  return () => expect(violations, 'the page broke the Content-Security-Policy').toEqual([]);
}

const BLOCKING = new Set(['serious', 'critical']);

/**
 * axe-core on what is on screen now: no serious or critical violation is allowed. Call it after each screen or
 * dialog opens (once its content has loaded), naming what is checked: `await expectAccessible(page, 'dashboard')`.
 */
export async function expectAccessible(page: Page, what: string) {
  const blocking: string[] = [];
  for (const v of (await axeViolations(page)).filter((x) => BLOCKING.has(x.impact ?? ''))) {
    const nodes = [];
    for (const target of v.targets) {
      if (v.id === 'scrollable-region-focusable' && (await isComboboxList(page, target))) continue;
      nodes.push(target);
    }
    if (nodes.length > 0) blocking.push(`${v.id} (${v.impact}): ${v.help} → ${nodes.join(' | ')}`);
  }
  expect(blocking, `accessibility of ${what}`).toEqual([]);
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type Violation = { id: string; impact: string | null; help: string; targets: string[] };

/**
 * Every rule axe-core runs by default, on the whole document (the app has no frames). axe is put into a document
 * once and kept for the next checks of the same page: @axe-core/playwright put it in twice a check and finished
 * each run in a new tab, about 5 s a check on a two-core machine against 0.6 s here, which was a third of the
 * end-to-end run. The script goes in over the DevTools protocol, which the page's CSP (no eval) does not govern.
 */
async function axeViolations(page: Page): Promise<Violation[]> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const violations = await page.evaluate(async () => {
      const axe = (window as { axe?: { run(context: Document, options: object): Promise<AxeResults> } }).axe;
      if (!axe) return null;
      const results = await axe.run(document, { resultTypes: ['violations'] });
      return results.violations.map((v) => ({
        id: v.id,
        impact: v.impact ?? null,
        help: v.help,
        targets: v.nodes.map((n) => n.target.join(' ')),
      }));
    });
    if (violations) return violations;
    // A new document (first check, or a full navigation since the last one): put axe in and run again.
    await page.evaluate(AXE_SOURCE);
  }
  throw new Error('axe-core could not be loaded into the page.');
}

/**
 * axe's one known false positive here: a combobox's option list scrolls, and its options are never tabbable
 * because focus stays in the text box (aria-activedescendant, the ARIA combobox pattern), so axe finds no
 * focusable content. The arrow keys scroll it. Only a scroller whose list box a combobox controls is let off.
 */
function isComboboxList(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).evaluate((el) => {
    const list = el.matches('[role="listbox"]') ? el : el.querySelector('[role="listbox"]');
    return Boolean(list?.id && document.querySelector(`[role="combobox"][aria-controls~="${list.id}"]`));
  });
}
