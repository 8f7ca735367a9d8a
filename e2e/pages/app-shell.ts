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

  /** Names of the top-level navigation entries, in order (without their Beta, New or Soon badges). */
  async topLevelEntries(): Promise<string[]> {
    const labels = this.nav.locator(':scope > ul > li > :is(a, button) > span:first-child');
    return (await labels.allInnerTexts()).map((t) => t.trim());
  }

  /** The header's user-menu button, named by what it shows: the name cut to 13 characters and an ellipsis. */
  userMenuButton(userName: string): Locator {
    const shown = userName.length > 13 ? `${userName.slice(0, 13)}…` : userName;
    return this.page.getByRole('banner').getByRole('button', { name: shown, exact: true });
  }

  /**
   * Where the side bar's white column ends and where the page's content ends, both from the top of the page (not
   * the window): on a long page the column must reach the content's end, not stop at the first screen.
   */
  async sideBarAndContentBottoms(): Promise<{ sideBar: number; content: number }> {
    const sideBar = this.page.getByRole('complementary');
    await expect(sideBar).toBeVisible();
    const sideBarBottom = await sideBar.evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY);
    const content = await this.page
      .locator('main')
      .evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY);
    return { sideBar: sideBarBottom, content };
  }

  /** How far the page scrolls sideways (0 when everything fits the window's width). */
  horizontalOverflow(): Promise<number> {
    return this.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  }

  async logout(userName: string) {
    await this.userMenuButton(userName).click();
    await this.page.getByRole('menuitem', { name: 'Logout' }).click();
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
