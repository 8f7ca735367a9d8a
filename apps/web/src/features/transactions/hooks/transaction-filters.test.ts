import { describe, expect, it } from 'vitest';
import { transactionsCsvUrl } from '../api/download-transactions.ts';
import { EMPTY_FILTERS, readFilters, toTransactionsQuery, writeFilters } from './transaction-filters.ts';

const filters = {
  type: 'send' as const,
  status: 'PAID' as const,
  from: '2026-08-01',
  to: '2026-08-31',
  currency: 'EUR' as const,
  search: 'BIZM_17',
};

describe('[TRANSACTIONS] filters → request', () => {
  it('sends only what is set', () => {
    expect(toTransactionsQuery(filters)).toEqual(filters);
    expect(toTransactionsQuery({ ...EMPTY_FILTERS, search: '   ' })).toEqual({});
  });

  it('round-trips through the address bar and drops what an edited URL got wrong', () => {
    expect(readFilters(writeFilters(filters))).toEqual(filters);
    expect(writeFilters(filters).toString()).toBe(
      'type=send&status=PAID&from=2026-08-01&to=2026-08-31&currency=EUR&q=BIZM_17',
    );
    const edited = readFilters(new URLSearchParams('type=gift&status=LOST&from=01/08/2026&currency=XYZ&q=x'));
    expect(edited).toEqual({ ...EMPTY_FILTERS, search: 'x' });
  });

  it('builds the CSV URL from the same request', () => {
    expect(transactionsCsvUrl({ type: 'fund', search: 'FD 1' })).toBe(
      '/smebackend/api/v1/reports/transactions?type=fund&search=FD+1&format=csv',
    );
  });
});
