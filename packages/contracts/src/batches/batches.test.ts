import { describe, expect, it } from 'vitest';
import { ZBatchRowEdit } from './batch-rows.ts';
import { ZBatchTemplateQuery } from './batch-template.ts';

describe('[CONTRACTS] batch calls', () => {
  it('takes a corridor as COUNTRY-CURRENCY-METHOD, CSV unless XLSX is asked for', () => {
    expect(ZBatchTemplateQuery.parse({ corridor: 'gb-gbp-local' })).toEqual({
      corridor: 'GB-GBP-LOCAL',
      format: 'csv',
    });
    expect(ZBatchTemplateQuery.safeParse({ corridor: 'GB-GBP-LOCAL', format: 'xls' }).success).toBe(false);
    expect(ZBatchTemplateQuery.safeParse({ corridor: 'GB GBP' }).success).toBe(false);
  });

  it('bounds an edited row: cells of at most 500 characters, at most 64 columns', () => {
    expect(ZBatchRowEdit.safeParse({ cells: { beneficiary_name: 'Ada Ltd' } }).success).toBe(true);
    expect(ZBatchRowEdit.safeParse({ cells: { beneficiary_name: 'x'.repeat(501) } }).success).toBe(false);
    const many = Object.fromEntries(Array.from({ length: 65 }, (_, i) => [`c${i}`, 'x']));
    expect(ZBatchRowEdit.safeParse({ cells: many }).success).toBe(false);
    expect(ZBatchRowEdit.safeParse({ cells: {}, extra: 1 }).success).toBe(false);
  });
});
