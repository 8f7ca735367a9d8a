import { BATCH_UPLOAD_ERRORS, type BatchUploadErrorCode } from '@corridor/domain/batches/upload-errors';

/**
 * The checks a batch file gets before it is sent (spec §8's words for them): not empty, not too big, and a CSV or an
 * XLSX by its name and its first bytes (an XLSX is a zip: "PK\x03\x04"; a CSV is text, so no zip header and no NUL byte
 * unless it is UTF-16). The API checks everything again; this only saves a person an upload that cannot succeed.
 */
export type BatchFileProblem = Extract<
  BatchUploadErrorCode,
  'FILE_MUST_NOT_BE_EMPTY' | 'FILE_TOO_BIG' | 'UNSUPPORTED_FILE_FORMAT'
>;

/** What the file picker offers. */
export const BATCH_FILE_ACCEPT =
  '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** How many first bytes the check reads. */
export const HEAD_BYTES = 512;

const ZIP = [0x50, 0x4b, 0x03, 0x04];

export type BatchFileKind = 'csv' | 'xlsx';

export function batchFileProblem(
  file: { name: string; size: number; head: Uint8Array },
  maxBytes: number,
): BatchFileProblem | null {
  if (file.size === 0) return 'FILE_MUST_NOT_BE_EMPTY';
  if (file.size > maxBytes) return 'FILE_TOO_BIG';
  return batchFileKind(file) ? null : 'UNSUPPORTED_FILE_FORMAT';
}

/** A CSV or an XLSX by its name and first bytes; null when it is neither (a renamed file included). */
export function batchFileKind(file: { name: string; head: Uint8Array }): BatchFileKind | null {
  const name = file.name.toLowerCase();
  const isZip = ZIP.every((b, i) => file.head[i] === b);
  if (name.endsWith('.xlsx')) return isZip ? 'xlsx' : null;
  // UTF-16 text (with its byte-order mark) is full of NUL bytes and still a CSV: the API reads its encoding.
  const isUtf16 = (file.head[0] === 0xff && file.head[1] === 0xfe) || (file.head[0] === 0xfe && file.head[1] === 0xff);
  if (name.endsWith('.csv')) return !isZip && (isUtf16 || !file.head.includes(0)) ? 'csv' : null;
  return null;
}

/** Reads what the check needs from a picked or dropped file. */
export async function checkBatchFile(file: File, maxBytes: number): Promise<string | null> {
  const head = new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer());
  const problem = batchFileProblem({ name: file.name, size: file.size, head }, maxBytes);
  return problem ? BATCH_UPLOAD_ERRORS[problem] : null;
}
