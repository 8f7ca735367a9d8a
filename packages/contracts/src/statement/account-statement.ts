import { CURRENCY_CODES } from '@corridor/domain/currencies';
import { ENTRY_TYPES, LEDGER_TYPES } from '@corridor/domain/entry-types';
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { ZMoney } from '../money.ts';
import { dateRangeIssue, isDateRangeOrdered, statementFilterShape } from './statement-filters.ts';

/**
 * POST /smebackend/api/v1/reports/accountStatement/pagination — one page of an account's statement, newest
 * first. Keyset pagination: pass `nextCursor` back as `cursor` for the next page (null on the last one).
 */
export const ZAccountStatementRequest = z
  .strictObject({
    ...statementFilterShape,
    cursor: z.string().max(64).optional(),
    limit: z.number().int().min(1).max(100).default(25),
  })
  .refine(isDateRangeOrdered, dateRangeIssue);
export type TAccountStatementRequest = z.input<typeof ZAccountStatementRequest>;

export const ZStatementRow = z.object({
  /** The entry's own id: stable, unique per row. */
  id: z.string(),
  date: z.string(),
  /** "DD MMM YYYY, HH:mm" in the business's time zone, as the PDF and CSV print it. */
  dateDisplay: z.string(),
  transactionId: z.string(),
  type: z.enum(ENTRY_TYPES),
  typeLabel: z.string(),
  ledgerType: z.enum(LEDGER_TYPES),
  amount: ZMoney,
  /** The amount in the reporting currency, when one other than the account's was asked for. */
  reportingAmount: ZMoney.nullable(),
  reference: z.string(),
  /** The account's ledger balance right after this entry. */
  balance: ZMoney,
});
export type TStatementRow = z.infer<typeof ZStatementRow>;

/**
 * The period's figures for the filters, in the account's currency. Money in and out and the count follow every
 * filter; the opening and closing balances are the account's at the start and end of the date range.
 */
export const ZStatementSummary = z.object({
  entryCount: z.number().int().nonnegative(),
  moneyIn: ZMoney,
  moneyOut: ZMoney,
  openingBalance: ZMoney,
  closingBalance: ZMoney,
});
export type TStatementSummary = z.infer<typeof ZStatementSummary>;

export const ZAccountStatementResponse = z.object({
  account: z.object({
    _id: z.string(),
    currency: z.enum(CURRENCY_CODES),
    account_number: z.string(),
    label: z.string().nullable(),
  }),
  reportingCurrency: z.enum(CURRENCY_CODES),
  /** The rate used for reportingAmount ("1 account currency = rate reporting currency"), null when the same. */
  reportingRate: z.string().nullable(),
  /** On the first page only (null when a cursor is given): the totals do not change from page to page. */
  summary: ZStatementSummary.nullable(),
  rows: z.array(ZStatementRow),
  nextCursor: z.string().nullable(),
});
export type TAccountStatementResponse = z.infer<typeof ZAccountStatementResponse>;

export const accountStatementEndpoint = defineEndpoint({
  method: 'POST',
  path: '/smebackend/api/v1/reports/accountStatement/pagination',
  summary: "One page of an account's statement, newest first (keyset: pass nextCursor back as cursor).",
  tag: 'reports',
  body: ZAccountStatementRequest,
  response: ZAccountStatementResponse,
});
