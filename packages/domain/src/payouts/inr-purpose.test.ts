import { describe, expect, it } from 'vitest';
import { INR_PURPOSE_CODES, INR_SPECIAL_THRESHOLD, inrClientPreferences } from './inr.ts';
import { PAYMENT_REASONS, purposeChoices, purposeIssue } from './purpose.ts';

const inr = (over: Partial<Parameters<typeof inrClientPreferences>[0]> = {}) =>
  inrClientPreferences({
    destinationCurrency: 'INR',
    destinationAmount: 100_000_00n,
    bankName: 'State Bank of India',
    purposeCode: 'IR01802',
    ...over,
  });

describe('[INR] purpose codes', () => {
  it('offers IR01801 to IR01811, in order, each with its description', () => {
    expect(INR_PURPOSE_CODES.map((p) => p.code)).toEqual(
      Array.from({ length: 11 }, (_, i) => `IR018${String(i + 1).padStart(2, '0')}`),
    );
    expect(purposeChoices('INR')[8]).toEqual({ value: 'IR01809', label: 'IR01809 - For payment of exported goods' });
  });

  it('makes the purpose mandatory for INR and refuses anything off the list', () => {
    expect(purposeIssue('INR', undefined)).toBe('This is a required field');
    expect(purposeIssue('INR', '')).toBe('This is a required field');
    expect(purposeIssue('INR', 'IR01812')).toBe('Please choose a purpose from the list.');
    expect(purposeIssue('INR', 'SALARY')).toBe('Please choose a purpose from the list.');
    expect(purposeIssue('INR', 'IR01811')).toBeNull();
  });

  it('offers the spec’s payment reasons elsewhere, optional but only from the list', () => {
    expect(PAYMENT_REASONS.map((r) => r.label)).toEqual([
      'Intra-company',
      'Utility payment',
      'Loan payment',
      'Tax payment',
      'Rental payment',
      'Insurance payment',
      'Investments',
      'Service purchase',
      'Salary',
      'Goods purchase',
    ]);
    expect(purposeChoices('USD')).toHaveLength(10);
    expect(purposeIssue('USD', null)).toBeNull();
    expect(purposeIssue('USD', 'GOODS_PURCHASE')).toBeNull();
    expect(purposeIssue('USD', 'IR01801')).toBe('Please choose a purpose from the list.');
  });
});

describe('[INR] special client preferences', () => {
  it('attaches them above INR 1,500,000, not at it', () => {
    expect(INR_SPECIAL_THRESHOLD).toBe(1_500_000_00n);
    expect(inr({ destinationAmount: 1_500_000_00n })).toBeNull();
    expect(inr({ destinationAmount: 1_500_000_01n })).toEqual({
      special_inr_handling: true,
      reasons: ['AMOUNT_ABOVE_THRESHOLD'],
    });
  });

  it('attaches them for HDFC BANK with IR01801, IR01805 or IR01809 only', () => {
    for (const purposeCode of ['IR01801', 'IR01805', 'IR01809']) {
      expect(inr({ bankName: 'HDFC BANK', purposeCode })?.reasons).toEqual(['BANK_AND_PURPOSE_CODE']);
    }
    expect(inr({ bankName: '  hdfc   bank ', purposeCode: 'IR01805' })?.reasons).toEqual(['BANK_AND_PURPOSE_CODE']);
    expect(inr({ bankName: 'HDFC BANK', purposeCode: 'IR01802' })).toBeNull();
    expect(inr({ bankName: 'ICICI BANK', purposeCode: 'IR01801' })).toBeNull();
    expect(inr({ bankName: null, purposeCode: 'IR01801' })).toBeNull();
  });

  it('gives both reasons when both hold, and nothing for other currencies', () => {
    expect(inr({ destinationAmount: 2_000_000_00n, bankName: 'HDFC BANK', purposeCode: 'IR01809' })?.reasons).toEqual([
      'AMOUNT_ABOVE_THRESHOLD',
      'BANK_AND_PURPOSE_CODE',
    ]);
    expect(inr({ destinationCurrency: 'USD', destinationAmount: 9_000_000_00n })).toBeNull();
  });
});
