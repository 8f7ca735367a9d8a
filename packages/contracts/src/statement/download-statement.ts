import { z } from 'zod';
import { dateRangeIssue, isDateRangeOrdered, statementFilterShape } from './statement-filters.ts';

/**
 * GET (query) or POST (JSON body) /smebackend/api/v1/reports/accountStatement/download — the same rows as the
 * screen for the same filters, as a CSV or PDF attachment. Very long statements are refused with
 * REPORT_TOO_LARGE (narrow the dates).
 */
export const DOWNLOAD_STATEMENT_PATH = '/smebackend/api/v1/reports/accountStatement/download';
export const STATEMENT_FORMATS = ['csv', 'pdf'] as const;
export const ZDownloadStatementRequest = z
  .strictObject({ ...statementFilterShape, format: z.enum(STATEMENT_FORMATS).default('csv') })
  .refine(isDateRangeOrdered, dateRangeIssue);
export type TDownloadStatementRequest = z.input<typeof ZDownloadStatementRequest>;
/** Columns of the CSV, in order; the PDF prints the same. */
export const STATEMENT_COLUMNS = [
  'Date',
  'Transaction ID',
  'Type',
  'Ledger type',
  'Amount',
  'Currency',
  'Reference',
  'Balance',
] as const;
