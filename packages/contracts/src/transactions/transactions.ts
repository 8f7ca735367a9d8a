import { TRANSACTION_STATUSES } from '@corridor/domain/payouts/statuses';
import { TRANSACTION_TYPES } from '@corridor/domain/transactions/list';
import { z } from 'zod';
import { ZId } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZMoney } from '../money.ts';
import { dateRangeIssue, isDateRangeOrdered, transactionFilterShape } from './transaction-filters.ts';

/** One row of the transactions list: spec §3 "Transaction list columns", plus what the screen needs to draw it. */
export const ZTransactionRow = z.object({
  /** The record's own id (a payout, funding, withdrawal, card withdrawal, exchange or incoming payment). */
  id: z.string(),
  transactionType: z.enum(TRANSACTION_TYPES),
  transactionTypeLabel: z.string(),
  /** The id the business quotes: SME_…, FD…, FW…, AUTOSWEEP…, FX-…, or VA-… for a received payment. */
  transactionId: z.string(),
  /** A send's batch (its BIZM_… reference), else null. */
  batchId: z.string().nullable(),
  createdAt: z.string(),
  /** "DD MMM YYYY, HH:mm" in the business's time zone. */
  createdAtDisplay: z.string(),
  /** Who the money went to or came from (the contact, the bank account's holder, the payer); null for the rest. */
  beneficiaryName: z.string().nullable(),
  sourceAmount: ZMoney,
  destinationAmount: ZMoney,
  /** What moved the business's balance (debited for a send, withdrawal or exchange; credited for the others). */
  transactionAmount: ZMoney,
  /** Fees charged on it. */
  feeAmount: ZMoney,
  status: z.enum(TRANSACTION_STATUSES),
  statusLabel: z.string(),
  /** Spec §4 progress label; null once it stopped. */
  progressLabel: z.string().nullable(),
  isFinal: z.boolean(),
  /** Until when the business may act on it (a payout awaiting approval: its rate lock), else null. */
  dueBy: z.string().nullable(),
  payoutMethod: z.enum(['LOCAL', 'SWIFT']).nullable(),
  /**
   * A withdrawal from a card balance back to the business's own currency account (FW…, /r/card/withdraw), rather
   * than to a bank: its detail is the card withdrawal's, not the bank withdrawal's.
   */
  isFromCardBalance: z.boolean(),
  /** Where its detail page is (spec §2 detail routes). */
  detailPath: z.string(),
});
export type TTransactionRow = z.infer<typeof ZTransactionRow>;

export const ZTransactionsRequest = z
  .strictObject({
    ...transactionFilterShape,
    cursor: z.string().max(128).optional(),
    limit: z.number().int().min(1).max(100).default(25),
  })
  .refine(isDateRangeOrdered, dateRangeIssue);
export type TTransactionsRequest = z.input<typeof ZTransactionsRequest>;

export const ZTransactionsResponse = z.object({
  rows: z.array(ZTransactionRow),
  nextCursor: z.string().nullable(),
  /** Spec §8: the empty-state message when a first page has no rows (which one depends on the filters), else null. */
  emptyMessage: z.string().nullable(),
});
export type TTransactionsResponse = z.infer<typeof ZTransactionsResponse>;

/**
 * POST /smebackend/api/v1/reports/transactions/pagination (spec §7 reports/transactions/pagination) — every money
 * movement of the business, newest first, keyset paged: pass `nextCursor` back as `cursor` (null on the last page).
 */
export const transactionsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/smebackend/api/v1/reports/transactions/pagination',
  summary: "The business's transactions (sends, money added, withdrawals, exchanges, receipts), newest first.",
  tag: 'reports',
  body: ZTransactionsRequest,
  response: ZTransactionsResponse,
});

export const ZTransactionsDownloadQuery = z
  .strictObject({ ...transactionFilterShape, format: z.literal('csv').default('csv') })
  .refine(isDateRangeOrdered, dateRangeIssue);
export type TTransactionsDownloadQuery = z.input<typeof ZTransactionsDownloadQuery>;

/** Columns of the CSV, in order (spec §3 list columns). */
export const TRANSACTION_CSV_COLUMNS = [
  'Transaction type',
  'Transaction ID',
  'Batch ID',
  'Created at',
  'Beneficiary name',
  'Source currency',
  'Source amount',
  'Destination currency',
  'Destination amount',
  'Transaction currency',
  'Transaction amount',
  'Fees',
  'Status',
  'Due by',
  'Payout method',
] as const;

/** GET /smebackend/api/v1/reports/transactions (spec §7 reports/transactions) — the same rows as a CSV attachment. */
export const transactionsDownloadEndpoint = defineEndpoint({
  method: 'GET',
  path: '/smebackend/api/v1/reports/transactions',
  summary: 'Every transaction for the filters as a CSV attachment (same rows and order as the list).',
  tag: 'reports',
  query: ZTransactionsDownloadQuery,
  response: z.string().describe('text/csv attachment'),
  produces: ['text/csv'],
});

/**
 * GET /smebackend/api/v1/reports/transactions/:transactionId — one row of the list, by its record id or the id the
 * business quotes (SME_…, FD…, FW…, AUTOSWEEP…, FX-…). The detail pages start here to learn what it is. Another
 * business's id is the same 404 as an unknown one.
 */
export const transactionEndpoint = defineEndpoint({
  method: 'GET',
  path: '/smebackend/api/v1/reports/transactions/:transactionId',
  summary: 'One transaction as the list shows it, by id or reference.',
  tag: 'reports',
  params: z.strictObject({ transactionId: ZId }),
  response: ZTransactionRow,
});

/** GET /smebackend/api/v1/reports/transactions/:transactionId/receipt — a PDF receipt of one transaction. */
export const transactionReceiptEndpoint = defineEndpoint({
  method: 'GET',
  path: '/smebackend/api/v1/reports/transactions/:transactionId/receipt',
  summary: 'A PDF receipt of one transaction: amounts, fees, rate, beneficiary and the tracker with its times.',
  tag: 'reports',
  params: z.strictObject({ transactionId: ZId }),
  response: z.string().describe('application/pdf attachment'),
  produces: ['application/pdf'],
});
