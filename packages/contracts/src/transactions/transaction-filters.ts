import { CURRENCY_CODES } from '@corridor/domain/currencies';
import { TRANSACTION_STATUSES } from '@corridor/domain/payouts/statuses';
import { TRANSACTION_SEARCH_MAX, TRANSACTION_TYPES } from '@corridor/domain/transactions/list';
import { z } from 'zod';

const ZDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are yyyy-MM-dd');

/**
 * The transactions list filters (spec §2 and §4), shared by the page and the CSV download: the kind (all when
 * omitted), one status (matching every status shown with the same words, e.g. the four "Awaiting approval"), a date range (inclusive days in the business's own time zone), a currency (either side),
 * and a search over the transaction id, batch id and beneficiary name.
 */
export const transactionFilterShape = {
  type: z.enum(TRANSACTION_TYPES).optional(),
  status: z.enum(TRANSACTION_STATUSES).optional(),
  from: ZDay.optional(),
  to: ZDay.optional(),
  currency: z.enum(CURRENCY_CODES).optional(),
  search: z
    .string()
    .trim()
    .max(TRANSACTION_SEARCH_MAX, `Please search with at most ${TRANSACTION_SEARCH_MAX} characters`)
    .optional(),
};

export type TTransactionFilters = {
  type?: (typeof TRANSACTION_TYPES)[number];
  status?: (typeof TRANSACTION_STATUSES)[number];
  from?: string;
  to?: string;
  currency?: (typeof CURRENCY_CODES)[number];
  search?: string;
};

export const isDateRangeOrdered = (f: { from?: string; to?: string }) => !f.from || !f.to || f.from <= f.to;
export const dateRangeIssue = { message: 'The start date must be before the end date', path: ['to'] };

/** Whether any filter narrows the list (which of the two empty-state messages applies). */
export const isFiltered = (f: TTransactionFilters) =>
  Boolean(f.type || f.status || f.from || f.to || f.currency || f.search);
