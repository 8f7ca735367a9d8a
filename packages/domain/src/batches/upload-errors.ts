/**
 * Spec §8 "Batch upload": the codes and their exact words. The codes are shared with supporting documents (errors.ts
 * gives their document wording), so a batch upload answers with these messages.
 */
export const BATCH_UPLOAD_ERRORS = {
  FILE_MUST_NOT_BE_EMPTY: 'Incorrect template',
  FILE_TOO_BIG: 'File size too big',
  UNSUPPORTED_FILE_FORMAT: 'Incorrect file format',
  MANDATORY_HEADER_NOT_FOUND: 'File missing headers',
  MULTIPLE_SOURCE_CURRENCIES: 'Cannot process multiple source currencies in one file',
  MAX_BATCH_LIMIT_REACHED: 'Our system is processing a lot of batches right now. Please try again later.',
} as const;
export type BatchUploadErrorCode = keyof typeof BATCH_UPLOAD_ERRORS;

/** More rows than a batch may hold (spec §1, §9: up to 1,000 transactions per batch, a config value here). */
export function tooManyRowsMessage(limit: number): string {
  return `A batch can have up to ${limit.toLocaleString('en-US')} transactions. Split the file and upload each part.`;
}

/** A file with headers but no row to pay. */
export const NO_ROWS_MESSAGE = 'Incorrect template';

/** The heading of the error file's extra column. */
export const ERROR_COLUMN = 'errors';
