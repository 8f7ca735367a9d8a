import { expect, type Locator, type Page } from '@playwright/test';

/** /r/contacts: the list, its filters, the 4-step contact dialog and the delete confirmation. */
export class ContactsPage {
  readonly heading: Locator;
  readonly list: Locator;
  readonly addButton: Locator;
  readonly search: Locator;
  readonly dialog: Locator;
  readonly confirm: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Contacts' });
    this.list = page.getByRole('list', { name: 'Contacts' });
    this.addButton = page.getByRole('button', { name: 'Add a contact' }).first();
    this.search = page.getByRole('searchbox', { name: 'Search by name' });
    this.dialog = page.getByRole('dialog');
    this.confirm = page.getByRole('alertdialog', { name: 'Delete this contact?' });
  }

  async goto() {
    await this.page.goto('/r/contacts');
    await expect(this.heading).toBeVisible();
    await expect(this.list).toBeVisible();
  }

  contact(name: string): Locator {
    return this.list.getByRole('listitem', { name, exact: true });
  }

  /** The dialog's step now shown, as the step list marks it ("2Contact details"). */
  currentStep(): Locator {
    return this.dialog.getByRole('list', { name: 'Steps' }).locator('[aria-current="step"]');
  }

  /** A React Aria select, found by its label, then one of its options. */
  async choose(scope: Locator, label: string, option: string) {
    await scope.getByRole('button', { name: new RegExp(`(^|\\s)${label}$`) }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  field(label: string): Locator {
    return this.dialog.getByLabel(label, { exact: true });
  }

  next(): Promise<void> {
    return this.dialog.getByRole('button', { name: 'Next' }).click();
  }

  async chooseGroup(option: string) {
    await this.choose(this.page.getByRole('search', { name: 'Find contacts' }), 'Group', option);
  }

  async action(name: string, action: 'Edit' | 'Delete') {
    await this.contact(name)
      .getByRole('button', { name: `Actions for ${name}` })
      .click();
    await this.page.getByRole('menuitem', { name: action }).click();
  }
}
