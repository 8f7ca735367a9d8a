import { PassThrough, type Readable } from 'node:stream';
import { errorCell } from '@corridor/domain/batches/row';
import { batchTemplate, normalizeHeader, parseCorridorParam } from '@corridor/domain/batches/template';
import { ERROR_COLUMN } from '@corridor/domain/batches/upload-errors';
import { findCorridor, unsupportedCorridorMessage } from '@corridor/domain/corridors';
import { toCsv } from '@corridor/domain/csv';
import ExcelJS from 'exceljs';
import type { AppDeps } from '../../app-deps.ts';
import type { Caller } from '../../caller.ts';
import { AppError } from '../../errors.ts';
import { ownBatch, requireBulkUploads } from './batch-access.ts';
import * as repo from './batches.repository.ts';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type BatchDownload = { fileName: string; mediaType: string; body: Buffer | Readable | string };

/** GET batch/file: the template of one of the business's corridors, CSV or XLSX, with one example row. */
export async function batchTemplateFile(
  deps: AppDeps,
  caller: Caller,
  q: { corridor: string; format: 'csv' | 'xlsx' },
): Promise<BatchDownload> {
  await requireBulkUploads(deps.db, caller);
  const corridor = parseCorridorParam(q.corridor);
  const isOffered = corridor && findCorridor(caller.legalEntity, corridor.country, corridor.currency, corridor.method);
  const template = isOffered ? batchTemplate(corridor, caller.baseCurrency, deps.clock.now()) : undefined;
  if (!corridor || !template) {
    const message = corridor
      ? unsupportedCorridorMessage(corridor.currency, corridor.country)
      : 'Choose a corridor such as GB-GBP-LOCAL.';
    throw new AppError('CORRIDOR_NOT_SUPPORTED', { message, errors: [{ field: 'corridor', message }] });
  }
  const name = `bulk-payment-template-${q.corridor.toUpperCase()}`;
  const example = template.columns.map((c) => template.example[c] ?? '');
  if (q.format === 'csv') {
    return {
      fileName: `${name}.csv`,
      mediaType: 'text/csv; charset=utf-8',
      body: `${toCsv(template.columns, [example])}\r\n`,
    };
  }
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Batch');
  sheet.addRow(template.columns);
  sheet.addRow(example);
  // Text cells, so account numbers and codes keep their leading zeros.
  for (let i = 1; i <= template.columns.length; i++) sheet.getColumn(i).numFmt = '@';
  sheet.getRow(1).font = { bold: true };
  return { fileName: `${name}.xlsx`, mediaType: XLSX_TYPE, body: Buffer.from(await workbook.xlsx.writeBuffer()) };
}

const FILE_PAGE = 1000;

/**
 * GET batch/{id}/file: the error file of a batch whose validation failed, streamed a page of rows at a time: the
 * header row as uploaded plus an errors column, every row as uploaded (through the shared CSV writer, which escapes
 * formula prefixes again) with its problems.
 */
export async function batchErrorFile(deps: AppDeps, caller: Caller, id: string): Promise<BatchDownload> {
  await requireBulkUploads(deps.db, caller);
  const b = await ownBatch(deps.db, caller, id);
  if (b.status !== 'validation_failed') {
    throw new AppError('INVALID_TRANSITION', {
      message: 'An error file exists only for a batch whose validation failed.',
    });
  }
  const header = [...b.headers, ERROR_COLUMN];
  const keys = b.headers.map(normalizeHeader);
  const out = new PassThrough();
  void (async () => {
    try {
      out.write(`\ufeff${toCsv(header, [])}`);
      let after = 0;
      for (;;) {
        const rows = await repo.findRowsForFile(deps.db, caller.clientId, b.id, after, FILE_PAGE);
        if (rows.length === 0) break;
        const lines = rows.map((r) => [...keys.map((k) => r.data[k] ?? ''), errorCell(r.errors)]);
        out.write(`\r\n${toCsv([], lines).replace(/^\r\n/, '')}`);
        after = rows.at(-1)!.row_index;
        if (rows.length < FILE_PAGE) break;
      }
      out.end('\r\n');
    } catch (err) {
      out.destroy(err as Error);
    }
  })();
  const base = b.file_name.replace(/\.(csv|xlsx)$/i, '');
  return { fileName: `${base}-errors.csv`, mediaType: 'text/csv; charset=utf-8', body: out };
}
