import { randomUUID } from 'node:crypto';
import type { TBatch } from '@corridor/contracts/batches/batch-common';
import { DEFAULT_BATCH_MAX_ROWS } from '@corridor/domain/batches/limits';
import { batchReferenceOf } from '@corridor/domain/batches/references';
import { cellsOf, isBlankRow } from '@corridor/domain/batches/row';
import { IN_FLIGHT_BATCH_STATUSES } from '@corridor/domain/batches/statuses';
import { missingHeaders } from '@corridor/domain/batches/template';
import { tooManyRowsMessage } from '@corridor/domain/batches/upload-errors';
import type { AppDeps } from '../../app-deps.ts';
import type { Caller } from '../../caller.ts';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { stableUuid } from '../../ledger/ids.ts';
import { requireBulkUploads } from './batch-access.ts';
import { openBatchFile, uploadError } from './batch-file.ts';
import type { RowCheckDeps } from './batch-row-checks.ts';
import { VALIDATE_QUEUE, validateBatch, validateBatchInTx } from './batch-validation.service.ts';
import { batchView } from './batch-view.ts';
import * as repo from './batches.repository.ts';

export type BatchUpload = { fileName: string; bytes: Buffer };

/** Rows written per statement while the file is read. */
const INSERT_CHUNK = 500;
const CURRENCY = /^[A-Z]{3}$/;

/**
 * POST batch/upload: reads the file as it streams out of the upload and writes its rows in chunks, all in one
 * transaction, so a file refused half-way (a second source currency on row 900, one row over the limit) leaves
 * nothing behind. The deployment's batches in flight are counted under an advisory lock, so two uploads at once
 * both end correct (both stored, or the second refused with MAX_BATCH_LIMIT_REACHED when the first filled the last
 * place). The validation job is queued in the same transaction.
 */
export async function uploadBatch(deps: AppDeps, caller: Caller, file: BatchUpload): Promise<TBatch> {
  await requireBulkUploads(deps.db, caller);
  const opened = openUpload(file);
  return deps.db.tx(async (tx) => {
    const id = await importBatchInTx(tx, caller, opened, {
      now: deps.clock.now(),
      maxRows: deps.config.BATCH_MAX_ROWS,
      maxInFlight: deps.config.BATCH_MAX_IN_FLIGHT,
    });
    await deps.jobs.send(
      VALIDATE_QUEUE,
      { clientId: caller.clientId, batchId: id },
      { id: stableUuid(VALIDATE_QUEUE, id) },
      tx,
    );
    return batchView((await repo.findBatch(tx, caller.clientId, id))!, caller);
  });
}

type OpenedUpload = ReturnType<typeof openBatchFile> & { fileName: string };

function openUpload(file: BatchUpload): OpenedUpload {
  if (file.bytes.length === 0) throw uploadError('FILE_MUST_NOT_BE_EMPTY');
  const opened = openBatchFile(file.bytes);
  return { ...opened, fileName: cleanName(file.fileName, opened.format) };
}

/** Reads the file's rows into a new batch (`uploaded`) inside `tx`; refuses it whole on the first problem. */
async function importBatchInTx(
  tx: Queryable,
  caller: Caller,
  opened: OpenedUpload,
  opts: { now: Date; maxRows: number; maxInFlight: number | null },
): Promise<string> {
  await repo.lockUploads(tx);
  if (opts.maxInFlight !== null && (await repo.countInFlight(tx, IN_FLIGHT_BATCH_STATUSES)) >= opts.maxInFlight) {
    throw uploadError('MAX_BATCH_LIMIT_REACHED');
  }
  const now = opts.now;
  const id = randomUUID();
  let headers: string[] | null = null;
  let isInserted = false;
  let sourceCurrency: string | null = null;
  let count = 0;
  let pending: { index: number; data: Record<string, string> }[] = [];

  const flush = async () => {
    if (!isInserted) {
      await insertBatch(tx, caller, {
        id,
        status: 'initiated',
        file_name: opened.fileName,
        file_format: opened.format,
        source_currency: sourceCurrency && CURRENCY.test(sourceCurrency) ? sourceCurrency : caller.baseCurrency,
        headers: headers!,
        row_count: 0,
        created_by: caller.userId,
        created_at: now,
      });
      isInserted = true;
    }
    await repo.insertRows(tx, caller.clientId, id, pending, now);
    pending = [];
  };

  for await (const values of opened.rows) {
    if (isBlankRow(values)) continue;
    if (!headers) {
      headers = values.map((h) => h.trim());
      if (missingHeaders(headers).length > 0) throw uploadError('MANDATORY_HEADER_NOT_FOUND');
      continue;
    }
    count += 1;
    if (count > opts.maxRows) {
      const message = tooManyRowsMessage(opts.maxRows);
      throw new AppError('BATCH_ROW_LIMIT_EXCEEDED', { message, errors: [{ field: 'file', message }] });
    }
    const data = cellsOf(headers, values);
    const currency = (data.source_currency ?? '').toUpperCase();
    if (currency) {
      sourceCurrency ??= currency;
      if (currency !== sourceCurrency) throw uploadError('MULTIPLE_SOURCE_CURRENCIES');
    }
    pending.push({ index: count, data });
    if (pending.length >= INSERT_CHUNK) await flush();
  }
  if (!headers || count === 0) throw uploadError('FILE_MUST_NOT_BE_EMPTY');
  if (sourceCurrency && !CURRENCY.test(sourceCurrency)) {
    const message = 'Enter the source currency as its 3-letter code, such as SGD.';
    throw new AppError('VALIDATION_ERROR', { message, errors: [{ field: 'source_currency', message }] });
  }
  await flush();
  await repo.markUploaded(tx, caller.clientId, id, count, sourceCurrency ?? caller.baseCurrency);
  return id;
}

/** Inserts the batch under the next free BIZM_ reference (two uploads in one millisecond get distinct ones). */
async function insertBatch(tx: Queryable, caller: Caller, b: Omit<repo.NewBatch, 'reference'>) {
  for (let attempt = 0; attempt < 1000; attempt++) {
    const reference = batchReferenceOf(b.created_at, attempt);
    if (await repo.insertBatch(tx, caller.clientId, { ...b, reference })) return;
  }
  throw new AppError('CONFLICT');
}

/** The file's own name without its folders, at most 255 characters; a name for a file sent without one. */
function cleanName(name: string, format: 'csv' | 'xlsx'): string {
  const base = name.split(/[\\/]/).pop()?.trim() ?? '';
  return (base || `batch.${format}`).slice(0, 255);
}

/**
 * Uploads a file and validates it at once, as the job would: returns the batch id. The function the benchmark calls
 * with a generated file (test/batch-files.ts batchCsv) to time upload → validated.
 */
export async function uploadAndValidate(deps: AppDeps, caller: Caller, file: BatchUpload): Promise<string> {
  const batch = await uploadBatch(deps, caller, file);
  await validateBatch(deps, { clientId: caller.clientId, batchId: batch.id });
  return batch.id;
}

/** A batch read and validated inside the caller's transaction, at `now`, with no job: the demo seed's batches. */
export async function importValidatedBatchInTx(
  tx: Queryable,
  deps: RowCheckDeps,
  caller: Caller,
  file: BatchUpload,
): Promise<string> {
  const id = await importBatchInTx(tx, caller, openUpload(file), {
    now: deps.clock.now(),
    maxRows: DEFAULT_BATCH_MAX_ROWS,
    maxInFlight: null,
  });
  await validateBatchInTx(tx, deps, { clientId: caller.clientId, batchId: id });
  return id;
}
