import type { TStatementRow, TStatementSummary } from '@corridor/contracts/statement/account-statement';
import { STATEMENT_COLUMNS } from '@corridor/contracts/statement/download-statement';
import { toCsv } from '@corridor/domain/csv';
import { formatRate } from '@corridor/domain/rates';
import PDFDocument from 'pdfkit';

export type StatementDocument = {
  title: string;
  subtitle: string;
  currency: string;
  reportingCurrency: string | null;
  reportingRate: string | null;
  summary: TStatementSummary;
  rows: TStatementRow[];
};

/**
 * The period summary and the rate note as the screen shows them above the table, for the PDF's
 * title block (the CSV stays rows only, so it imports into a spreadsheet or an accounting tool as it is).
 */
export function statementSummaryText(doc: StatementDocument): { figures: string[]; rateNote: string | null } {
  const { openingBalance, moneyIn, moneyOut, closingBalance, entryCount } = doc.summary;
  const figures = [
    `Opening balance ${openingBalance.display} ${openingBalance.currency}`,
    `Money in +${moneyIn.display} ${moneyIn.currency}`,
    `Money out -${moneyOut.display} ${moneyOut.currency}`,
    `Closing balance ${closingBalance.display} ${closingBalance.currency}`,
    `Entries ${entryCount.toLocaleString('en-US')}`,
  ];
  const rateNote =
    doc.reportingCurrency && doc.reportingRate
      ? `Amounts in ${doc.reportingCurrency} use 1 ${doc.currency} = ${formatRate(doc.reportingRate)} ${doc.reportingCurrency}`
      : null;
  return { figures, rateNote };
}

function cells(r: TStatementRow, reporting: boolean): string[] {
  const base = [
    r.dateDisplay,
    r.transactionId,
    r.typeLabel,
    r.ledgerType,
    r.amount.display,
    r.amount.currency,
    r.reference,
    r.balance.display,
  ];
  return reporting ? [...base, r.reportingAmount?.display ?? ''] : base;
}

function header(doc: StatementDocument): string[] {
  return doc.reportingCurrency ? [...STATEMENT_COLUMNS, `Amount (${doc.reportingCurrency})`] : [...STATEMENT_COLUMNS];
}

/** The statement as CSV through the shared writer (formula-safe): the screen's rows and display values. */
export function statementCsv(doc: StatementDocument): string {
  return toCsv(
    header(doc),
    doc.rows.map((r) => cells(r, Boolean(doc.reportingCurrency))),
  );
}

// Column widths in points on an A4 landscape page (842 wide, 36 margins).
const WIDTHS = [92, 170, 80, 50, 80, 44, 150, 90];

/** The statement as a PDF: a title block, then the same rows as the screen in a paged table. */
export function statementPdf(doc: StatementDocument, opts: { compress?: boolean } = {}): Promise<Buffer> {
  const pdf = new PDFDocument({ size: 'A4', layout: 'landscape', margin: 36, compress: opts.compress ?? true });
  const chunks: Buffer[] = [];
  pdf.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => pdf.on('end', () => resolve(Buffer.concat(chunks))));
  const reporting = Boolean(doc.reportingCurrency);
  const widths = reporting ? [88, 150, 74, 46, 76, 36, 120, 84, 80] : WIDTHS;

  pdf.font('Helvetica-Bold').fontSize(14).text(doc.title);
  pdf.font('Helvetica').fontSize(9).fillColor('#555555').text(doc.subtitle).moveDown(0.5);
  const { figures, rateNote } = statementSummaryText(doc);
  pdf.fillColor('#000000').text(figures.join('   ·   '));
  if (rateNote) pdf.text(rateNote);
  pdf.moveDown();
  const line = (values: string[], bold: boolean) => {
    if (pdf.y > pdf.page.height - 60) pdf.addPage();
    const y = pdf.y;
    let x = 36;
    pdf
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(7.5)
      .fillColor('#000000');
    values.forEach((v, i) => {
      pdf.text(v, x, y, { width: widths[i]! - 4, lineBreak: false, ellipsis: true });
      x += widths[i]!;
    });
    pdf.x = 36;
    pdf.y = y + 13;
  };
  line(header(doc), true);
  for (const r of doc.rows) line(cells(r, reporting), false);
  if (doc.rows.length === 0) pdf.text('No entries for these filters.');
  pdf.end();
  return done;
}
