import { CURRENCY_CODES, type CurrencyCode } from '@corridor/domain/currencies';
import { TRANSACTION_STATUSES, type TransactionStatus } from '@corridor/domain/payouts/statuses';
import { TRANSACTION_SEARCH_MAX, TRANSACTION_TYPES, type TransactionType } from '@corridor/domain/transactions/list';
import type { TransactionsQuery } from '../api/get-transactions.ts';

/** What the filters hold; '' means "all" (or "not set"). They live in the URL, so a filtered view can be shared. */
export type TransactionFilters = {
  type: TransactionType | '';
  status: TransactionStatus | '';
  from: string;
  to: string;
  currency: CurrencyCode | '';
  search: string;
};

export const EMPTY_FILTERS: TransactionFilters = { type: '', status: '', from: '', to: '', currency: '', search: '' };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const oneOf = <T extends string>(list: readonly T[], value: string | null): T | '' =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : '';

/** The filters from the address bar; anything an edited URL got wrong is dropped rather than sent. */
export function readFilters(params: URLSearchParams): TransactionFilters {
  const day = (key: string) => {
    const v = params.get(key) ?? '';
    return DAY.test(v) ? v : '';
  };
  return {
    type: oneOf(TRANSACTION_TYPES, params.get('type')),
    status: oneOf(TRANSACTION_STATUSES, params.get('status')),
    from: day('from'),
    to: day('to'),
    currency: oneOf(CURRENCY_CODES, params.get('currency')),
    search: (params.get('q') ?? '').trim().slice(0, TRANSACTION_SEARCH_MAX),
  };
}

export function writeFilters(f: TransactionFilters): URLSearchParams {
  const params = new URLSearchParams();
  const entries: [string, string][] = [
    ['type', f.type],
    ['status', f.status],
    ['from', f.from],
    ['to', f.to],
    ['currency', f.currency],
    ['q', f.search.trim()],
  ];
  for (const [key, value] of entries) if (value) params.set(key, value);
  return params;
}

/** The API request for the filters: only what is set. */
export function toTransactionsQuery(f: TransactionFilters): TransactionsQuery {
  const query: TransactionsQuery = {};
  if (f.type) query.type = f.type;
  if (f.status) query.status = f.status;
  if (f.from) query.from = f.from;
  if (f.to) query.to = f.to;
  if (f.currency) query.currency = f.currency;
  if (f.search.trim()) query.search = f.search.trim();
  return query;
}
