import type { TTransactionFilters } from '@corridor/contracts/transactions/transaction-filters';
import { TRANSACTION_CSV_COLUMNS, type TTransactionRow } from '@corridor/contracts/transactions/transactions';
import { toCsv } from '@corridor/domain/csv';
import type { AppDeps } from '../../app-deps.ts';
import type { Caller } from '../../caller.ts';
import { allTransactions } from './transactions.service.ts';

/** A plain decimal for a spreadsheet ("1234.50"), not the display's thousands separators. */
const plain = (display: string) => display.replaceAll(',', '');

export function csvCells(r: TTransactionRow): string[] {
  return [
    r.transactionTypeLabel,
    r.transactionId,
    r.batchId ?? '',
    r.createdAtDisplay,
    r.beneficiaryName ?? '',
    r.sourceAmount.currency,
    plain(r.sourceAmount.display),
    r.destinationAmount.currency,
    plain(r.destinationAmount.display),
    r.transactionAmount.currency,
    plain(r.transactionAmount.display),
    plain(r.feeAmount.display),
    r.statusLabel,
    r.dueBy ?? '',
    r.payoutMethod ?? '',
  ];
}

/**
 * The CSV of every transaction for the filters, streamed a page at a time through the shared formula-safe writer,
 * so 100,000 rows never sit in memory at once.
 */
export async function* transactionsCsv(deps: AppDeps, caller: Caller, filters: TTransactionFilters) {
  const pages = allTransactions(deps, caller, filters);
  // The first page is read before the header line is given out: a bad filter throws on the first next(), while the
  // route can still answer a clean 400 instead of a file cut off after its header.
  let page = await pages.next();
  yield toCsv(TRANSACTION_CSV_COLUMNS, []);
  for (; !page.done; page = await pages.next()) {
    yield `\r\n${toCsv([], page.value.map(csvCells)).replace(/^\r\n/, '')}`;
  }
}
