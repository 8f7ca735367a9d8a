import { expect, type Locator, type Page } from '@playwright/test';

/** The signed-in shell: side navigation (or the mobile drawer), header and user menu. */
export class AppShell {
  readonly nav: Locator;
  readonly menuToggle: Locator;
  readonly pageHeading: Locator;

  constructor(private readonly page: Page) {
    this.nav = page.getByRole('navigation', { name: 'Main' });
    this.menuToggle = page.getByRole('button', { name: 'Menu', exact: true });
    this.pageHeading = page.getByRole('heading', { level: 1 });
  }

  async expectPage(path: string | RegExp, title: string) {
    await expect(this.page).toHaveURL(typeof path === 'string' ? new RegExp(`${escapeRegExp(path)}$`) : path);
    await expect(this.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }

  /** Names of the top-level navigation entries, in order. */
  async topLevelEntries(): Promise<string[]> {
    const items = this.nav.locator(':scope > ul > li > :is(a, button)');
    return (await items.allInnerTexts()).map((t) => t.replace(/\s+(Beta|New)$/i, '').trim());
  }

  async logout(userName: string) {
    await this.page.getByRole('button', { name: `Account menu for ${userName}` }).click();
    await this.page.getByRole('button', { name: 'Logout' }).click();
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
