import { formatDate } from '@corridor/domain/dates';
import { DOCUMENT_MAX_BYTES, formatFileSize } from '@corridor/domain/documents';
import { LOCK_MAX_MONTHS } from '@corridor/domain/fx';
import { HEDGING_DOCUMENTS } from '@corridor/domain/fx-hedging';
import PDFDocument from 'pdfkit';

export type TemplateInput = { businessName: string; legalEntity: string; today: string };

const FIELDS_ABOUT = [
  'Registered business name',
  'Registration number',
  'Registered address',
  'Contact person and role',
];
const FIELDS_EXPOSURE = [
  'Currencies you buy, and roughly how much a month',
  'Currencies you sell, and roughly how much a month',
  'What the exposure comes from (imports, exports, payroll, loans…)',
  'How far ahead you usually know your payments (weeks or months)',
];

/**
 * The FX hedging application template (spec §7 "FX hedging template download"): a one-page PDF naming the business,
 * with the questions the hedging partner asks, a declaration to sign, and the documents to upload beside it, as
 * listed in packages/domain (the same list the onboarding screen checks off).
 */
export function hedgingTemplatePdf(input: TemplateInput, opts: { compress?: boolean } = {}): Promise<Buffer> {
  const pdf = new PDFDocument({ size: 'A4', margin: 48, compress: opts.compress ?? true });
  const chunks: Buffer[] = [];
  pdf.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => pdf.on('end', () => resolve(Buffer.concat(chunks))));
  const width = pdf.page.width - 96;

  pdf.font('Helvetica-Bold').fontSize(16).text('FX hedging application');
  pdf
    .font('Helvetica')
    .fontSize(9.5)
    .fillColor('#555555')
    .text(`${input.businessName} · ${input.legalEntity} · prepared ${formatDate(input.today)}`)
    .moveDown(0.4)
    .text(
      `Forward contracts lock an exchange rate for up to ${LOCK_MAX_MONTHS} months. Our hedging partner reviews this ` +
        'application before your first contract. Fill it in, have a director sign it, and upload it with the ' +
        'documents listed at the end.',
      { width },
    )
    .fillColor('#000000')
    .moveDown();

  const section = (title: string) => pdf.moveDown(0.6).font('Helvetica-Bold').fontSize(11.5).text(title).moveDown(0.3);
  const field = (label: string) => {
    pdf.font('Helvetica').fontSize(9.5).text(label, { width });
    const y = pdf.y + 16;
    pdf
      .moveTo(48, y)
      .lineTo(48 + width, y)
      .lineWidth(0.5)
      .strokeColor('#888888')
      .stroke();
    pdf.y = y + 8;
  };

  section('1. About your business');
  for (const f of FIELDS_ABOUT) field(f);
  section('2. Your currency exposure');
  for (const f of FIELDS_EXPOSURE) field(f);
  section('3. Declaration');
  pdf
    .font('Helvetica')
    .fontSize(9.5)
    .text(
      'We confirm that the information above is true, that we hedge real commercial exposures and not to ' +
        'speculate, and that a forward contract is binding: on its maturity date the account it sells from must ' +
        'hold the amount to be exchanged.',
      { width },
    )
    .moveDown(0.4);
  field('Director name');
  field('Signature and date');

  section('4. Documents to upload with this application');
  for (const [i, d] of HEDGING_DOCUMENTS.entries()) {
    pdf
      .font('Helvetica-Bold')
      .fontSize(9.5)
      .text(`${i + 1}. ${d.label}`, { width, continued: false });
    pdf.font('Helvetica').text(d.description, { width }).moveDown(0.2);
  }
  pdf
    .moveDown(0.3)
    .fillColor('#555555')
    .text(`Each file: PDF, PNG or JPEG, up to ${formatFileSize(DOCUMENT_MAX_BYTES)}.`, { width });
  pdf.end();
  return done;
}
