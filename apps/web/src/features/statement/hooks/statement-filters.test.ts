import { describe, expect, it } from 'vitest';
import { downloadUrl } from '../api/download-statement.ts';
import { EMPTY_FILTERS, readFilters, toStatementQuery, writeFilters } from './statement-filters.ts';

const filters = {
  ...EMPTY_FILTERS,
  accountId: 'acc-sgd',
  from: '2026-08-01',
  to: '2026-08-31',
  ledgerType: 'CREDIT' as const,
  type: 'INCOMING_PAYMENT' as const,
  reportingCurrency: 'USD' as const,
};

describe('[STATEMENT] filters → request', () => {
  it('sends every filter that is set', () => {
    expect(toStatementQuery(filters, 'SGD')).toEqual({
      accountId: 'acc-sgd',
      from: '2026-08-01',
      to: '2026-08-31',
      ledgerType: 'CREDIT',
      type: 'INCOMING_PAYMENT',
      reportingCurrency: 'USD',
    });
  });

  it('leaves out every "all", and a reporting currency that is the account’s own', () => {
    expect(toStatementQuery({ ...EMPTY_FILTERS, accountId: 'acc-sgd', reportingCurrency: 'SGD' }, 'SGD')).toEqual({
      accountId: 'acc-sgd',
    });
  });

  it('asks nothing until an account is chosen', () => {
    expect(toStatementQuery(EMPTY_FILTERS, undefined)).toBeNull();
  });

  it('round-trips through the address bar and drops what an edited URL got wrong', () => {
    expect(readFilters(writeFilters(filters))).toEqual(filters);
    expect(writeFilters(filters).toString()).toBe(
      'account=acc-sgd&from=2026-08-01&to=2026-08-31&ledger=CREDIT&type=INCOMING_PAYMENT&currency=USD',
    );
    const edited = readFilters(new URLSearchParams('account=a1&from=01/08/2026&ledger=BOTH&type=GIFT&currency=XYZ'));
    expect(edited).toEqual({ ...EMPTY_FILTERS, accountId: 'a1' });
  });

  it('builds the download URL from the same request', () => {
    const query = toStatementQuery(filters, 'SGD')!;
    expect(downloadUrl({ ...query, format: 'pdf' })).toBe(
      '/smebackend/api/v1/reports/accountStatement/download?accountId=acc-sgd&from=2026-08-01&to=2026-08-31&ledgerType=CREDIT&type=INCOMING_PAYMENT&reportingCurrency=USD&format=pdf',
    );
  });
});
