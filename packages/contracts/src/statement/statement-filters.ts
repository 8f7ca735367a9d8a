import { CURRENCY_CODES } from '@corridor/domain/currencies';
import { ENTRY_TYPES, LEDGER_TYPES } from '@corridor/domain/entry-types';
import { z } from 'zod';
import { ZId } from '../common.ts';

const ZDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are yyyy-MM-dd');

/**
 * The account statement filters (spec §3), shared by the page and the download: one account, a date range
 * (inclusive days in the business's own time zone), the ledger type (CREDIT or DEBIT), the entry type, and a
 * reporting currency to also show amounts in.
 */
export const statementFilterShape = {
  accountId: ZId,
  from: ZDay.optional(),
  to: ZDay.optional(),
  ledgerType: z.enum(LEDGER_TYPES).optional(),
  type: z.enum(ENTRY_TYPES).optional(),
  reportingCurrency: z.enum(CURRENCY_CODES).optional(),
};

export const isDateRangeOrdered = (f: { from?: string; to?: string }) => !f.from || !f.to || f.from <= f.to;
export const dateRangeIssue = { message: 'The start date must be before the end date', path: ['to'] };
