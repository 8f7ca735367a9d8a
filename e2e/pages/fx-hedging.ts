import { expect, type Locator, type Page } from '@playwright/test';

export type UploadFile = { name: string; mimeType: string; buffer: Buffer };

/** Small files whose first bytes are what they claim, and one that only its name calls a PDF. */
export const FILES = {
  pdf: (name: string): UploadFile => ({
    name,
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  }),
  png: (name: string): UploadFile => ({
    name,
    mimeType: 'image/png',
    buffer: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]),
  }),
  jpeg: (name: string): UploadFile => ({
    name,
    mimeType: 'image/jpeg',
    buffer: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]),
  }),
  textNamedPdf: (name: string): UploadFile => ({
    name,
    mimeType: 'application/pdf',
    buffer: Buffer.from('Only a text file, whatever its name says.\n'),
  }),
};

/** /r/fxhedging: the onboarding with the hedging partner, then forward contracts. */
export class FxHedgingPage {
  readonly heading: Locator;
  readonly application: Locator;
  readonly documents: Locator;
  readonly submit: Locator;
  readonly form: Locator;
  readonly quote: Locator;
  readonly countdown: Locator;
  readonly review: Locator;
  readonly reviewDialog: Locator;
  readonly list: Locator;
  readonly details: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'FX hedging' });
    this.application = page.getByRole('region', { name: 'Your application' });
    this.documents = page.getByRole('list', { name: 'Documents to upload' });
    this.submit = page.getByRole('button', { name: 'Submit application' });
    this.form = page.getByRole('form', { name: 'New forward contract' });
    this.quote = this.form.getByRole('region', { name: 'Forward rate' });
    this.countdown = this.quote.getByRole('timer');
    this.review = this.form.getByRole('button', { name: 'Review contract' });
    this.reviewDialog = page.getByRole('dialog', { name: 'Review your forward contract' });
    this.list = page.getByRole('list', { name: 'Forward contracts' });
    this.details = page.getByRole('dialog', { name: /^Contract FWD-/ });
  }

  async goto() {
    await this.page.goto('/r/fxhedging');
    await expect(this.heading).toBeVisible();
  }

  /** The row of one required document ("FX hedging application"). */
  document(label: string): Locator {
    return this.documents.getByRole('listitem').filter({ has: this.page.getByRole('heading', { name: label }) });
  }

  /** Chooses a file for a document type through its upload control, as the file picker would. */
  async upload(label: string, file: UploadFile) {
    await this.document(label)
      .getByLabel(new RegExp(`for ${label}$`))
      .setInputFiles(file);
  }

  /** Clicks the template button and returns the downloaded file's name and first bytes. */
  async downloadTemplate(): Promise<{ name: string; head: string }> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.page.getByRole('button', { name: 'Download application template (PDF)' }).click(),
    ]);
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    return { name: download.suggestedFilename(), head: Buffer.concat(chunks).subarray(0, 5).toString() };
  }

  amount(side: 'sell' | 'get', currency: string): Locator {
    return this.form.getByLabel(`${side === 'sell' ? 'You sell' : 'You get'} (${currency})`, { exact: true });
  }

  /** Types a maturity date as a person would: DD, MM and YYYY digits, segment after segment. */
  async typeMaturity(isoDay: string) {
    const [year, month, day] = isoDay.split('-');
    await this.form.getByRole('group', { name: 'Maturity date' }).getByRole('spinbutton').first().click();
    await this.page.keyboard.type(`${day}${month}${year}`);
  }

  /** The width of the page's content, to compare with the window's on a phone. */
  scrollWidth(): Promise<number> {
    return this.page.evaluate(() => document.documentElement.scrollWidth);
  }
}
