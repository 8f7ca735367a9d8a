import { describe, expect, it } from 'vitest';
import { SWIFT_FEE_PAYERS } from './fee-schedule.ts';
import {
  isValidTopupPricing,
  needsUsdRate,
  payoutFees,
  supplierFeePercentOf,
  swiftFee,
  transactionFee,
} from './fees.ts';

const swift = { payoutMethod: 'SWIFT', destinationCurrency: 'EUR', swiftFeePayer: 'OUR' } as const;

describe('[FEES] transaction fee', () => {
  it('is a flat fee in the source currency, by payout method', () => {
    expect(transactionFee('LOCAL', 'SGD')).toBe(4_00n);
    expect(transactionFee('SWIFT', 'SGD')).toBe(20_00n);
    expect(transactionFee('LOCAL', 'JPY')).toBe(450n);
    expect(transactionFee('LOCAL', 'GBP')).toBe(2_50n);
  });

  it('converts the USD fee, rounded up, for a source currency without a fee of its own', () => {
    // USD 3.00 × 3.6712 PLN = 11.0136 → 11.02
    expect(transactionFee('LOCAL', 'PLN', '3.6712')).toBe(11_02n);
    expect(() => transactionFee('LOCAL', 'PLN')).toThrow(RangeError);
    expect(() => transactionFee('LOCAL', 'constructor')).toThrow(RangeError);
  });
});

describe('[FEES] SWIFT fee by swift_fee_payer', () => {
  it('is charged only for a SWIFT payout whose fee payer is OUR', () => {
    expect(swiftFee({ ...swift, sourceCurrency: 'USD' })).toBe(22_00n);
    expect(swiftFee({ ...swift, sourceCurrency: 'USD', swiftFeePayer: 'SHA' })).toBe(0n);
    expect(swiftFee({ ...swift, sourceCurrency: 'USD', swiftFeePayer: 'BEN' })).toBe(0n);
    expect(swiftFee({ ...swift, sourceCurrency: 'USD', payoutMethod: 'LOCAL' })).toBe(0n);
    expect(SWIFT_FEE_PAYERS).toEqual(['OUR', 'SHA', 'BEN']);
  });

  it('is quoted in USD by destination (a default for others) and charged in the source currency, rounded up', () => {
    expect(swiftFee({ ...swift, destinationCurrency: 'NZD', sourceCurrency: 'USD' })).toBe(25_00n);
    // USD 22 × 1.3446 = 29.5812 → SGD 29.59
    expect(swiftFee({ ...swift, sourceCurrency: 'SGD', usdRate: '1.3446' })).toBe(29_59n);
    expect(() => swiftFee({ ...swift, sourceCurrency: 'SGD' })).toThrow(RangeError);
  });

  it('says when the USD rate is needed, so the service fetches it only then', () => {
    expect(needsUsdRate({ ...swift, sourceCurrency: 'SGD' })).toBe(true);
    expect(needsUsdRate({ ...swift, sourceCurrency: 'SGD', swiftFeePayer: 'SHA' })).toBe(false);
    expect(needsUsdRate({ ...swift, sourceCurrency: 'USD' })).toBe(false);
    expect(needsUsdRate({ ...swift, sourceCurrency: 'PLN', payoutMethod: 'LOCAL' })).toBe(true);
  });

  it('adds up to the fees of the exchange value, the supplier fee left to the pricing', () => {
    expect(payoutFees({ ...swift, sourceCurrency: 'USD' })).toEqual({
      feeAmount: 15_00n,
      swiftFeeAmount: 22_00n,
      supplierPaymentsFee: 0n,
    });
  });
});

describe('[FEES] supplier-payments fee percent', () => {
  it('applies only to supplier-payments customers with a topup pricing', () => {
    expect(supplierFeePercentOf({ supplierPaymentsCustomer: true, topupPricing: '1.5' })).toBe('1.5');
    expect(supplierFeePercentOf({ supplierPaymentsCustomer: false, topupPricing: '1.5' })).toBeUndefined();
    expect(supplierFeePercentOf({ supplierPaymentsCustomer: true, topupPricing: null })).toBeUndefined();
    expect(() => supplierFeePercentOf({ supplierPaymentsCustomer: true, topupPricing: '101' })).toThrow(RangeError);
  });

  it('accepts a decimal percent from 0 to 100', () => {
    expect(isValidTopupPricing('0')).toBe(true);
    expect(isValidTopupPricing('100.00')).toBe(true);
    expect(isValidTopupPricing('100.01')).toBe(false);
    expect(isValidTopupPricing('-1')).toBe(false);
    expect(isValidTopupPricing('1e2')).toBe(false);
  });
});
