import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { dateRangeIssue, isDateRangeOrdered, statementFilterShape } from './statement-filters.ts';

/**
 * GET (query) or POST (JSON body) /smebackend/api/v1/reports/accountStatement/download — the same rows as the
 * screen for the same filters, as a CSV or PDF attachment. Very long statements are refused with
 * REPORT_TOO_LARGE (narrow the dates).
 */
export const STATEMENT_FORMATS = ['csv', 'pdf'] as const;
export const ZDownloadStatementRequest = z
  .strictObject({ ...statementFilterShape, format: z.enum(STATEMENT_FORMATS).default('csv') })
  .refine(isDateRangeOrdered, dateRangeIssue);
/** The attachment itself: text/csv or application/pdf. */
export const ZStatementFile = z.string().describe('text/csv or application/pdf attachment');
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

export const downloadStatementEndpoint = defineEndpoint({
  method: 'GET',
  path: '/smebackend/api/v1/reports/accountStatement/download',
  summary: 'The statement rows for the same filters as a CSV or PDF attachment.',
  tag: 'reports',
  query: ZDownloadStatementRequest,
  response: ZStatementFile,
  produces: ['text/csv', 'application/pdf'],
});

export const downloadStatementPostEndpoint = defineEndpoint({
  method: 'POST',
  path: '/smebackend/api/v1/reports/accountStatement/download',
  summary: 'The same download with the filters in a JSON body.',
  tag: 'reports',
  body: ZDownloadStatementRequest,
  response: ZStatementFile,
  produces: ['text/csv', 'application/pdf'],
});
