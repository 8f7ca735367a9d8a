import { toMoney } from '@corridor/contracts/money';
import { isFiltered, type TTransactionFilters } from '@corridor/contracts/transactions/transaction-filters';
import type { TTransactionRow, TTransactionsResponse } from '@corridor/contracts/transactions/transactions';
import { formatDateTime } from '@corridor/domain/dates';
import { isFinalStatus, progressLabel, type TransactionStatus } from '@corridor/domain/payouts/statuses';
import {
  emptyTransactionsMessage,
  statusesShownAs,
  TRANSACTION_STATUS_LABELS,
  TRANSACTION_TYPE_LABELS,
  type TransactionType,
  transactionDetailPath,
} from '@corridor/domain/transactions/list';
import type { AppDeps } from '../../app-deps.ts';
import { localDayStart } from '../../business-time.ts';
import type { Caller } from '../../caller.ts';
import { AppError } from '../../errors.ts';
import {
  findTransaction,
  findTransactions,
  type TransactionListRow,
  type TransactionQuery,
} from './transactions.repository.ts';

/** One page of the business's transactions, newest first; `cursor` is the previous page's nextCursor. */
export async function transactionsPage(
  deps: AppDeps,
  caller: Caller,
  req: TTransactionFilters & { cursor?: string; limit: number },
): Promise<TTransactionsResponse> {
  const after = req.cursor === undefined ? undefined : decodeCursor(req.cursor);
  const rows = await findTransactions(deps.db, caller.clientId, {
    ...queryOf(req, caller.utcOffset),
    after,
    limit: req.limit + 1,
  });
  const page = rows.slice(0, req.limit);
  return {
    rows: page.map((r) => toRow(r, caller.utcOffset)),
    nextCursor: rows.length > req.limit ? encodeCursor(page.at(-1)!) : null,
    emptyMessage: page.length === 0 && after === undefined ? emptyTransactionsMessage(isFiltered(req)) : null,
  };
}

/** Every row for the filters, page by page in the list's order (for the CSV, which streams them). */
export async function* allTransactions(
  deps: AppDeps,
  caller: Caller,
  filters: TTransactionFilters,
  pageSize = 2_000,
): AsyncGenerator<TTransactionRow[]> {
  const query = queryOf(filters, caller.utcOffset);
  let after: TransactionQuery['after'];
  for (;;) {
    const page = await findTransactions(deps.db, caller.clientId, { ...query, after, limit: pageSize });
    if (page.length > 0) yield page.map((r) => toRow(r, caller.utcOffset));
    if (page.length < pageSize) return;
    const last = page.at(-1)!;
    after = { at: last.cursor_at, id: last.id };
  }
}

/** One of the business's transactions by id or reference; another business's is the same 404 as an unknown one. */
export async function getTransaction(deps: AppDeps, caller: Caller, idOrReference: string): Promise<TTransactionRow> {
  const row = await findTransaction(deps.db, caller.clientId, idOrReference);
  if (!row) throw new AppError('NOT_FOUND', { message: 'We could not find this transaction.' });
  return toRow(row, caller.utcOffset);
}

function queryOf(f: TTransactionFilters, utcOffset: string): Omit<TransactionQuery, 'after' | 'limit'> {
  return {
    type: f.type,
    statuses: f.status ? statusesShownAs(f.status) : undefined,
    fromTime: f.from ? localDayStart(f.from, utcOffset, 'from') : undefined,
    toTime: f.to ? localDayStart(f.to, utcOffset, 'to', 1) : undefined,
    currency: f.currency,
    search: f.search || undefined,
  };
}

export function toRow(r: TransactionListRow, utcOffset: string): TTransactionRow {
  const type = r.type as TransactionType;
  const status = r.status as TransactionStatus;
  return {
    id: r.id,
    transactionType: type,
    transactionTypeLabel: TRANSACTION_TYPE_LABELS[type],
    transactionId: r.reference,
    batchId: r.batch_id,
    createdAt: r.created_at.toISOString(),
    createdAtDisplay: formatDateTime(r.created_at, utcOffset),
    beneficiaryName: r.beneficiary_name,
    sourceAmount: toMoney(r.source_amount, r.source_currency),
    destinationAmount: toMoney(r.destination_amount, r.destination_currency),
    transactionAmount: toMoney(r.transaction_amount, r.transaction_currency),
    feeAmount: toMoney(r.fee_amount, r.source_currency),
    status,
    statusLabel: statusLabelOf(type, status, r.record_status),
    progressLabel: progressLabel(status),
    isFinal:
      isFinalStatus(status) ||
      status === 'COMPLETED' ||
      status === 'APPROVAL_REJECTED' ||
      status === 'FX_EXPIRED_CANCELLED',
    dueBy: r.due_by ? r.due_by.toISOString() : null,
    payoutMethod: r.payout_method === 'LOCAL' || r.payout_method === 'SWIFT' ? r.payout_method : null,
    // A bank withdrawal or sweep always has its payout method; a card withdrawal has none (035's view).
    isFromCardBalance: type === 'withdraw' && r.payout_method === null,
    detailPath: transactionDetailPath({ type, id: r.id, vfaId: r.vfa_id }),
  };
}

/** The record's own words where they say more than the §4 status (a failed card payment, money held by the bank). */
function statusLabelOf(type: TransactionType, status: TransactionStatus, recordStatus: string): string {
  if (type === 'fund' && recordStatus === 'FAILED') return 'Failed';
  if (type === 'virtual_account' && recordStatus === 'RECEIVED') return 'Received';
  return TRANSACTION_STATUS_LABELS[status] ?? status;
}

// The cursor names the last row of a page (its time to the microsecond and its id); opaque to the web.
const encodeCursor = (r: TransactionListRow) => Buffer.from(`${r.cursor_at}|${r.id}`).toString('base64url');
const CURSOR =
  /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)\|([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** The position in a cursor this API wrote; anything else is a 400. */
function decodeCursor(cursor: string): { at: string; id: string } {
  const m = CURSOR.exec(Buffer.from(cursor, 'base64url').toString());
  if (!m || Buffer.from(m[0]).toString('base64url') !== cursor || !isRealInstant(m[1]!)) {
    const message = 'This page cursor is not valid. Start again from the first page.';
    throw new AppError('VALIDATION_ERROR', { message, errors: [{ field: 'cursor', message }] });
  }
  return { at: m[1]!, id: m[2]! };
}

/** "2026-02-30T…" matches the pattern but is no instant: PostgreSQL would refuse it, so refuse it here. */
function isRealInstant(text: string): boolean {
  const d = new Date(`${text.slice(0, 23)}Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 23) === text.slice(0, 23);
}
