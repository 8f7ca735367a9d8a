import { CURRENCY_CODES, type CurrencyCode } from '@corridor/domain/currencies';
import { ENTRY_TYPES, type EntryType, LEDGER_TYPES, type LedgerType } from '@corridor/domain/entry-types';
import type { StatementQuery } from '../api/get-account-statement.ts';

/** What the filter form holds; '' means "all" (or "not set"). It lives in the URL, so a filtered view can be shared. */
export type StatementFilters = {
  accountId: string;
  from: string;
  to: string;
  ledgerType: LedgerType | '';
  type: EntryType | '';
  reportingCurrency: CurrencyCode | '';
};

export const EMPTY_FILTERS: StatementFilters = {
  accountId: '',
  from: '',
  to: '',
  ledgerType: '',
  type: '',
  reportingCurrency: '',
};

const PARAMS = {
  accountId: 'account',
  from: 'from',
  to: 'to',
  ledgerType: 'ledger',
  type: 'type',
  reportingCurrency: 'currency',
} as const satisfies Record<keyof StatementFilters, string>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const oneOf = <T extends string>(list: readonly T[], value: string | null): T | '' =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : '';

/** Filters from the address bar; anything malformed (an edited URL) is dropped rather than sent. */
export function readFilters(params: URLSearchParams): StatementFilters {
  const day = (key: string) => {
    const value = params.get(key) ?? '';
    return DAY.test(value) ? value : '';
  };
  return {
    accountId: (params.get(PARAMS.accountId) ?? '').slice(0, 64),
    from: day(PARAMS.from),
    to: day(PARAMS.to),
    ledgerType: oneOf(LEDGER_TYPES, params.get(PARAMS.ledgerType)),
    type: oneOf(ENTRY_TYPES, params.get(PARAMS.type)),
    reportingCurrency: oneOf(CURRENCY_CODES, params.get(PARAMS.reportingCurrency)),
  };
}

/** The address-bar form of the filters: only what is set, in a stable order. */
export function writeFilters(filters: StatementFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(PARAMS) as (keyof StatementFilters)[]) {
    if (filters[key]) params.set(PARAMS[key], filters[key]);
  }
  return params;
}

/**
 * The request for the filters. A reporting currency equal to the account's own adds nothing, so it is left out;
 * so is every "all". Null until an account is chosen (the API needs one).
 */
export function toStatementQuery(
  filters: StatementFilters,
  accountCurrency: string | undefined,
): StatementQuery | null {
  if (!filters.accountId) return null;
  const query: StatementQuery = { accountId: filters.accountId };
  if (filters.from) query.from = filters.from;
  if (filters.to) query.to = filters.to;
  if (filters.ledgerType) query.ledgerType = filters.ledgerType;
  if (filters.type) query.type = filters.type;
  if (filters.reportingCurrency && filters.reportingCurrency !== accountCurrency) {
    query.reportingCurrency = filters.reportingCurrency;
  }
  return query;
}
