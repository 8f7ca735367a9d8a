/**
 * The one CSV writer for every file we hand out (DESIGN §3). A spreadsheet runs a cell that starts with =, +, -
 * or @ as a formula (and strips a leading tab or CR first), so a payer name like `=HYPERLINK(…)` would become a
 * live link in the customer's own spreadsheet. Such text cells get a leading single quote, which spreadsheets
 * show as plain text (OWASP "CSV injection").
 */

// A plain number as we print it: "-12.50", "1,234.50", "0". Kept as is, so amounts stay numbers.
const NUMBER = /^-?\d[\d,]*(\.\d+)?$/;
const FORMULA_START = /^[=+\-@\t\r]/;
// RFC 4180: a cell with a quote, a comma or a line break is quoted, its quotes doubled.
const NEEDS_QUOTES = /[",\r\n]/;

/** A cell as a spreadsheet must read it: text that could start a formula is neutralised, numbers are kept. */
export function escapeCsvCell(value: string): string {
  if (NUMBER.test(value) || !FORMULA_START.test(value)) return value;
  return `'${value}`;
}

function quoteCell(value: string): string {
  return NEEDS_QUOTES.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** A header row and data rows as CSV text (CRLF line ends, as spreadsheets expect). */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [header, ...rows].map((row) => row.map((cell) => quoteCell(escapeCsvCell(cell))).join(',')).join('\r\n');
}
