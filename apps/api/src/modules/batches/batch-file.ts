import { isUtf8 } from 'node:buffer';
import { Readable } from 'node:stream';
import { BATCH_UPLOAD_ERRORS } from '@corridor/domain/batches/upload-errors';
import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';
import { AppError } from '../../errors.ts';
import { zipProblem } from './zip-guard.ts';

/**
 * Reads an uploaded batch file by its content, never its name: an XLSX workbook (a ZIP, checked by zip-guard first)
 * or CSV text (UTF-8 with or without a BOM, UTF-16 with its BOM, or Windows-1252 when it is not valid UTF-8). The
 * upload is held once, as it came (at most the size limit); the rows are parsed from it as a stream, one at a time
 * (csv-parse, exceljs' streaming WorkbookReader), so the file is never held twice.
 */
export type BatchFileFormat = 'csv' | 'xlsx';
export type BatchFile = { format: BatchFileFormat; rows: AsyncIterable<string[]> };

export const uploadError = (code: keyof typeof BATCH_UPLOAD_ERRORS, field = 'file') => {
  const message = BATCH_UPLOAD_ERRORS[code];
  return new AppError(code, { message, errors: [{ field, message }] });
};

const startsWith = (buf: Buffer, bytes: number[]) => bytes.every((b, i) => buf[i] === b);
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const UTF8_BOM = [0xef, 0xbb, 0xbf];
const UTF16LE_BOM = [0xff, 0xfe];
const UTF16BE_BOM = [0xfe, 0xff];
/**
 * Files that are not a batch whatever their name, by their first bytes: PDF, images, the old binary Excel (.xls, an
 * OLE container, which we do not read) and other archives. Executables hold NUL bytes: the text test refuses them.
 */
const NOT_BATCHES = [
  [0x25, 0x50, 0x44, 0x46, 0x2d], // %PDF-
  [0x89, 0x50, 0x4e, 0x47], // PNG
  [0xff, 0xd8, 0xff], // JPEG
  [0x47, 0x49, 0x46, 0x38], // GIF8
  [0xd0, 0xcf, 0x11, 0xe0], // OLE: .xls, .doc
  [0x1f, 0x8b], // gzip
  [0x52, 0x61, 0x72, 0x21], // Rar!
  [0x37, 0x7a, 0xbc, 0xaf], // 7z
  [0x3c, 0x3f, 0x78, 0x6d, 0x6c], // <?xml: an Excel 2003 XML sheet, not a workbook we read
];

/** What the bytes are, or UNSUPPORTED_FILE_FORMAT: a ZIP that is not a workbook, or binary that is not text. */
export function openBatchFile(bytes: Buffer): BatchFile {
  if (bytes.length === 0) throw uploadError('FILE_MUST_NOT_BE_EMPTY');
  if (startsWith(bytes, ZIP)) {
    const problem = zipProblem(bytes);
    if (problem) throw uploadError('UNSUPPORTED_FILE_FORMAT');
    return { format: 'xlsx', rows: xlsxRows(bytes) };
  }
  if (NOT_BATCHES.some((signature) => startsWith(bytes, signature))) throw uploadError('UNSUPPORTED_FILE_FORMAT');
  const encoding = textEncoding(bytes);
  if (!encoding) throw uploadError('UNSUPPORTED_FILE_FORMAT');
  return { format: 'csv', rows: csvRows(bytes, encoding) };
}

/** The text encoding of a CSV, or null for binary (a NUL byte outside UTF-16, or a known binary signature). */
function textEncoding(bytes: Buffer): string | null {
  if (startsWith(bytes, UTF16LE_BOM)) return 'utf-16le';
  if (startsWith(bytes, UTF16BE_BOM)) return 'utf-16be';
  if (bytes.subarray(0, 8192).includes(0)) return null;
  if (startsWith(bytes, UTF8_BOM) || isUtf8(bytes)) return 'utf-8';
  return 'windows-1252';
}

const CHUNK = 64 * 1024;

/** The decoded text in chunks (the decoder drops a BOM and keeps characters split between chunks whole). */
async function* decoded(bytes: Buffer, encoding: string): AsyncGenerator<string> {
  const decoder = new TextDecoder(encoding);
  for (let i = 0; i < bytes.length; i += CHUNK) {
    yield decoder.decode(bytes.subarray(i, i + CHUNK), { stream: true });
  }
  const rest = decoder.decode();
  if (rest) yield rest;
}

/** The delimiter of the header line: a comma unless semicolons or tabs (Excel in some locales) clearly lead. */
function delimiterOf(firstChunk: string): string {
  const line = firstChunk.split(/\r?\n/, 1)[0] ?? '';
  const count = (c: string) => line.split(c).length - 1;
  const candidates = [',', ';', '\t'].map((d) => [d, count(d)] as const).sort((a, b) => b[1] - a[1]);
  return candidates[0]![1] > 0 ? candidates[0]![0] : ',';
}

async function* csvRows(bytes: Buffer, encoding: string): AsyncGenerator<string[]> {
  const text = decoded(bytes, encoding);
  const first = await text.next();
  if (first.done) return;
  const parser = parse({
    delimiter: delimiterOf(first.value),
    bom: true,
    relax_column_count: true,
    skip_empty_lines: true,
    max_record_size: 256 * 1024,
  });
  const source = Readable.from(
    (async function* () {
      yield first.value;
      yield* text;
    })(),
  );
  source.on('error', (err) => parser.destroy(err));
  source.pipe(parser);
  try {
    for await (const record of parser) yield record as string[];
  } catch (err) {
    // Text that is not CSV (an unclosed quote at the end of the file, a record past the size cap).
    if ((err as { code?: string }).code?.startsWith('CSV_')) throw uploadError('UNSUPPORTED_FILE_FORMAT');
    throw err;
  }
}

/** A cell as text, whatever exceljs made of it (number, date, rich text, formula result, hyperlink). */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    const v = value as Record<string, unknown>;
    if (Array.isArray(v.richText)) return v.richText.map((r: { text?: string }) => r.text ?? '').join('');
    if ('result' in v) return cellText(v.result);
    if ('text' in v) return cellText(v.text);
    if ('error' in v) return '';
  }
  return '';
}

/**
 * The first worksheet's rows. Read through the ZIP's central directory (`xlsx.load`, JSZip), not exceljs' streaming
 * WorkbookReader: that reader walks the archive with unzipper's single streaming pass, which can drop or reorder
 * entries under load (exceljs#3064, unzipper#234) and then fails, or reads a sheet without its shared strings. The
 * bytes are already in memory (at most the upload limit, inflated size capped by zip-guard.ts before this runs).
 */
async function* xlsxRows(bytes: Buffer): AsyncGenerator<string[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw uploadError('UNSUPPORTED_FILE_FORMAT');
  }
  // The first worksheet is the batch; others (notes, lists) are ignored.
  const sheet = workbook.worksheets[0];
  if (!sheet) return;
  for (let r = 1; r <= sheet.rowCount; r++) {
    const row = sheet.findRow(r);
    if (!row) continue;
    const values = row.values as unknown[];
    const cells: string[] = [];
    for (let i = 1; i < values.length; i++) cells.push(cellText(values[i]));
    yield cells;
  }
}
