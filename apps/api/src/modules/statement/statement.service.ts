import { toMoney } from '@corridor/contracts/money';
import type {
  TAccountStatementResponse,
  TStatementRow,
  TStatementSummary,
} from '@corridor/contracts/statement/account-statement';
import type { CurrencyCode } from '@corridor/domain/currencies';
import { formatDateTime } from '@corridor/domain/dates';
import { ENTRY_TYPE_LABELS, type EntryType, type LedgerType } from '@corridor/domain/entry-types';
import { convert } from '@corridor/domain/money';
import type { AppDeps } from '../../app-deps.ts';
import { localDayStart } from '../../business-time.ts';
import type { Caller } from '../../caller.ts';
import { AppError } from '../../errors.ts';
import { findOwnAccount } from '../accounts/accounts.service.ts';
import { type EntryRow, type EntryTotals, entryExists, findEntries, sumEntries } from './statement.repository.ts';

export type StatementFilters = {
  accountId: string;
  from?: string;
  to?: string;
  ledgerType?: LedgerType;
  type?: EntryType;
  reportingCurrency?: CurrencyCode;
};
type StatementHeader = Omit<TAccountStatementResponse, 'rows' | 'nextCursor' | 'summary'>;

/** One page of the statement, newest first; `cursor` is the previous page's nextCursor. */
export async function statementPage(
  deps: AppDeps,
  caller: Caller,
  req: StatementFilters & { cursor?: string; limit: number },
): Promise<TAccountStatementResponse> {
  const afterEntryId = req.cursor === undefined ? undefined : decodeCursor(req.cursor);
  const header = await statementHeader(deps, caller, req);
  const rows = await findEntries(deps.db, caller.clientId, {
    ...entryFilters(req, caller.utcOffset),
    afterEntryId,
    limit: req.limit + 1,
  });
  // A cursor naming no entry of this account would page nothing, silently: say so instead.
  if (rows.length === 0 && afterEntryId !== undefined) {
    if (!(await entryExists(deps.db, caller.clientId, req.accountId, afterEntryId))) throw invalidCursor();
  }
  const page = rows.slice(0, req.limit);
  const totals =
    afterEntryId === undefined ? await sumEntries(deps.db, caller.clientId, entryFilters(req, caller.utcOffset)) : null;
  return {
    ...header,
    summary: totals ? toSummary(totals, header.account.currency) : null,
    rows: page.map((r) => toRow(r, header, caller.utcOffset)),
    nextCursor: rows.length > req.limit ? encodeCursor(page.at(-1)!.id) : null,
  };
}

/** Every row for the filters, page by page (as the screen shows them), for downloads; refuses more than `max`. */
export async function statementForDownload(
  deps: AppDeps,
  caller: Caller,
  req: StatementFilters,
  max: number,
): Promise<{ header: StatementHeader; summary: TStatementSummary; rows: TStatementRow[] }> {
  const header = await statementHeader(deps, caller, req);
  const filters = entryFilters(req, caller.utcOffset);
  const summary = toSummary(await sumEntries(deps.db, caller.clientId, filters), header.account.currency);
  if (summary.entryCount > max) throw new AppError('REPORT_TOO_LARGE');
  const rows: TStatementRow[] = [];
  let after: bigint | undefined;
  for (;;) {
    const page = await findEntries(deps.db, caller.clientId, { ...filters, afterEntryId: after, limit: 1_000 });
    rows.push(...page.map((r) => toRow(r, header, caller.utcOffset)));
    if (rows.length > max) throw new AppError('REPORT_TOO_LARGE');
    if (page.length < 1_000) return { header, summary, rows };
    after = page.at(-1)!.id;
  }
}

async function statementHeader(deps: AppDeps, caller: Caller, req: StatementFilters): Promise<StatementHeader> {
  const account = await findOwnAccount(deps.db, caller, req.accountId);
  const currency = account.currency as CurrencyCode;
  const reportingCurrency = req.reportingCurrency ?? currency;
  const reportingRate =
    reportingCurrency === currency
      ? null
      : ((await deps.partners.fxRates.ratesAt(deps.clock.now())).rate(currency, reportingCurrency) ?? null);
  if (reportingCurrency !== currency && !reportingRate) {
    throw new AppError('VALIDATION_ERROR', {
      errors: [{ field: 'reportingCurrency', message: 'No rate for this currency' }],
    });
  }
  return {
    account: { _id: account.id, currency, account_number: account.account_number, label: account.label },
    reportingCurrency,
    reportingRate,
  };
}

function entryFilters(req: StatementFilters, utcOffset: string) {
  return {
    accountId: req.accountId,
    fromTime: req.from ? localDayStart(req.from, utcOffset, 'from') : undefined,
    toTime: req.to ? localDayStart(req.to, utcOffset, 'to', 1) : undefined,
    side: req.ledgerType,
    code: req.type,
  };
}

function toSummary(t: EntryTotals, currency: CurrencyCode): TStatementSummary {
  return {
    entryCount: Number(t.count),
    moneyIn: toMoney(t.money_in, currency),
    moneyOut: toMoney(t.money_out, currency),
    openingBalance: toMoney(t.opening, currency),
    closingBalance: toMoney(t.closing, currency),
  };
}

function toRow(r: EntryRow, header: StatementHeader, utcOffset: string): TStatementRow {
  const { currency } = header.account;
  const type = r.code as EntryType;
  return {
    id: r.id.toString(),
    date: r.created_at.toISOString(),
    dateDisplay: formatDateTime(r.created_at, utcOffset),
    transactionId: r.business_id ?? r.transfer_id,
    type,
    typeLabel: ENTRY_TYPE_LABELS[type] ?? type,
    ledgerType: r.side,
    amount: toMoney(r.amount, currency),
    reportingAmount: header.reportingRate
      ? toMoney(convert(r.amount, currency, header.reportingCurrency, header.reportingRate), header.reportingCurrency)
      : null,
    reference: r.reference,
    balance: toMoney(r.balance_after, currency),
  };
}

// The cursor names the last entry of a page; opaque to the web.
const encodeCursor = (id: bigint) => Buffer.from(`e${id}`).toString('base64url');

// ledger_entries.id is an int8: a larger number would fail in the database rather than here.
const MAX_ENTRY_ID = 2n ** 63n - 1n;

/** The entry id in a cursor this API wrote; anything else (garbage, edited, out of range) is a 400. */
function decodeCursor(cursor: string): bigint {
  const m = /^e([1-9]\d{0,18})$/.exec(Buffer.from(cursor, 'base64url').toString());
  const id = m ? BigInt(m[1]!) : 0n;
  // Base64 decoding skips characters it does not know, so only a cursor that encodes back the same is ours.
  if (id < 1n || id > MAX_ENTRY_ID || encodeCursor(id) !== cursor) throw invalidCursor();
  return id;
}

function invalidCursor() {
  const message = 'This page cursor is not valid. Start again from the first page.';
  return new AppError('VALIDATION_ERROR', { message, errors: [{ field: 'cursor', message }] });
}
