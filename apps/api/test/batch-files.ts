import { crc32, deflateRawSync } from 'node:zlib';
import {
  gbSampleRow,
  SAMPLE_BATCH_HEADERS,
  type SampleBatchHeader,
  type SampleBatchRow,
  sampleBatchCsv,
  sampleCells,
} from '@corridor/domain/batches/sample-file';
import ExcelJS from 'exceljs';
import type { TestApp } from './helpers.ts';
import { multipart } from './multipart.ts';

/** Bulk payment files built to order (CSV text or an XLSX workbook) and the batch calls, for tests and the bench. */
export const BATCH_V1 = '/smebackend/api/v1/batch';

/** The tests' files have the sample's columns but the statement narrative. */
export const BATCH_HEADERS: readonly SampleBatchHeader[] = SAMPLE_BATCH_HEADERS.filter(
  (h) => h !== 'statement_narrative',
);

export type BatchRowValues = SampleBatchRow;

/** A valid row paying a UK company by Faster Payments from SGD (CONTACTS.GBP's details), changed by `overrides`. */
export function gbpRow(i: number, overrides: BatchRowValues = {}): SampleBatchRow {
  return gbSampleRow({
    beneficiary_name: `Thames Valley Logistics ${i} Ltd`,
    beneficiary_email: `accounts${i}@thamesvalley.example`,
    beneficiary_account_number: String(31926819 + (i % 1000)).padStart(8, '0'),
    source_amount: `${100 + (i % 50)}.25`,
    ...overrides,
  });
}

const rowsOf = (count: number, change?: (i: number) => BatchRowValues) =>
  Array.from({ length: count }, (_, i) => gbpRow(i + 1, change?.(i + 1)));

/** `count` valid rows as CSV (header first), each changed by `change(i)` when given. */
export function batchCsv(count: number, change?: (i: number) => BatchRowValues): Buffer {
  return Buffer.from(sampleBatchCsv(rowsOf(count, change), BATCH_HEADERS));
}

/** The same rows as an XLSX workbook. */
export async function batchXlsx(count: number, change?: (i: number) => BatchRowValues): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Batch');
  sheet.addRow([...BATCH_HEADERS]);
  for (const cells of sampleCells(rowsOf(count, change), BATCH_HEADERS)) sheet.addRow(cells);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export type Headers = Record<string, string>;

export function batchCalls(t: TestApp) {
  const inject = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url: `${BATCH_V1}${url}`, headers, ...(payload ? { payload } : {}) });
  return {
    upload: (headers: Headers, bytes: Buffer, name = 'batch.csv') => {
      const form = multipart({}, [{ name, bytes }]);
      return t.app.inject({
        method: 'POST',
        url: `${BATCH_V1}/upload`,
        headers: { ...headers, ...form.headers },
        payload: form.payload,
      });
    },
    list: (headers: Headers, query = '') => inject('GET', query ? `?${query}` : '', headers),
    get: (headers: Headers, id: string) => inject('GET', `/${id}`, headers),
    remove: (headers: Headers, id: string) => inject('DELETE', `/${id}`, headers),
    rows: (headers: Headers, id: string, query = '') =>
      inject('GET', `/${id}/rows${query ? `?${query}` : ''}`, headers),
    edit: (headers: Headers, id: string, rowIndex: number, cells: Record<string, string>) =>
      inject('PATCH', `/${id}/rows/${rowIndex}`, headers, { cells }),
    proceed: (headers: Headers, id: string) => inject('POST', `/${id}/proceed`, headers),
    errorFile: (headers: Headers, id: string) => inject('GET', `/${id}/file`, headers),
    template: (headers: Headers, query: string) => inject('GET', `/file?${query}`, headers),
    transactions: (headers: Headers, id: string) => inject('GET', `/${id}/transactions`, headers),
  };
}

/**
 * A ZIP built by hand (stored or deflated entries), for containers no library would write: a part whose header
 * lies about its size, thousands of parts, a ZIP that is not a workbook. `declaredSize` overrides the true size.
 */
export function zipOf(entries: { name: string; data: Buffer; deflate?: boolean; declaredSize?: number }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const body = e.deflate ? deflateRawSync(e.data) : e.data;
    const size = e.declaredSize ?? e.data.length;
    const crc = crc32(e.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(e.deflate ? 8 : 0, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(e.deflate ? 8 : 0, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
