import { describe, expect, it } from 'vitest';
import { cellsOf, errorCell, isBlankRow, ROW_MESSAGES, readBatchRow } from './row.ts';
import { batchTemplate, missingHeaders, parseCorridorParam } from './template.ts';

const now = new Date('2026-11-27T08:00:00Z');

describe('[BATCHES] template and rows', () => {
  it('builds a corridor template from its contact schema, with the payout columns', () => {
    const t = batchTemplate({ country: 'GB', currency: 'GBP', method: 'LOCAL' }, 'SGD', now)!;
    expect(t.columns.slice(0, 4)).toEqual([
      'source_currency',
      'beneficiary_country_code',
      'destination_currency',
      'payout_method',
    ]);
    expect(t.columns).toContain('beneficiary_name');
    expect(t.columns).toContain('beneficiary_account_number');
    expect(t.columns).toContain('source_amount');
    expect(t.columns).toContain('destination_amount');
    expect(t.example).toMatchObject({ source_currency: 'SGD', beneficiary_country_code: 'GB', payout_method: 'LOCAL' });
    expect(batchTemplate({ country: 'ZZ', currency: 'ZZZ', method: 'LOCAL' }, 'SGD', now)).toBeUndefined();
  });

  it('reads the corridor param and refuses anything else', () => {
    expect(parseCorridorParam('gb-gbp-local')).toEqual({ country: 'GB', currency: 'GBP', method: 'LOCAL' });
    expect(parseCorridorParam('GB-GBP-WIRE')).toBeNull();
    expect(parseCorridorParam('GB_GBP')).toBeNull();
  });

  it('names the missing mandatory headers, whatever their case and spacing', () => {
    const all = ['Source Currency', 'beneficiary_country_code', 'DESTINATION_CURRENCY', 'beneficiary_account_type'];
    expect(missingHeaders([...all, 'beneficiary_name', 'destination_amount'])).toEqual([]);
    expect(missingHeaders(all)).toEqual(['beneficiary_name', 'source_amount or destination_amount']);
  });

  it('turns cells into the contact and payout a single send is checked with', () => {
    const cells = cellsOf(
      ['source_currency', 'beneficiary_country_code', 'destination_currency', 'beneficiary_name', 'source_amount', 'x'],
      [' sgd ', 'gb', 'gbp', 'Ada, "Ltd"', '1,234.50', 'ignored'],
    );
    const { contact, payout, errors } = readBatchRow(cells);
    expect(errors).toEqual([]);
    expect(contact).toMatchObject({
      beneficiary_country_code: 'GB',
      destination_currency: 'GBP',
      beneficiary_name: 'Ada, "Ltd"',
    });
    expect(payout).toEqual({ source_currency: 'SGD', destination_currency: 'GBP', source_amount: '1234.50' });
  });

  it('says what is wrong with a row shape: no amount, both amounts, unknown method', () => {
    const none = readBatchRow({ source_currency: 'SGD', beneficiary_country_code: 'GB', destination_currency: 'GBP' });
    expect(none.errors).toEqual([{ field: 'source_amount', message: ROW_MESSAGES.noAmount }]);
    const both = readBatchRow({
      source_currency: 'SGD',
      beneficiary_country_code: 'GB',
      destination_currency: 'GBP',
      source_amount: '1',
      destination_amount: '2',
      payout_method: 'wire',
    });
    expect(both.errors.map((e) => e.message)).toEqual([ROW_MESSAGES.payoutMethod, ROW_MESSAGES.oneAmount]);
    expect(errorCell(both.errors)).toBe(
      `payout_method: ${ROW_MESSAGES.payoutMethod}; source_amount: ${ROW_MESSAGES.oneAmount}`,
    );
  });

  it('skips blank rows', () => {
    expect(isBlankRow(['', ' ', null, undefined])).toBe(true);
    expect(isBlankRow(['', 'x'])).toBe(false);
  });
});
