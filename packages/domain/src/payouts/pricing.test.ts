import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalToString } from '../fx-math.ts';
import { convert } from '../money.ts';
import { feePayerOf, pricePayout } from './pricing.ts';

const base = {
  sourceCurrency: 'USD',
  destinationCurrency: 'EUR',
  rate: '0.9',
  payoutMethod: 'SWIFT',
  swiftFeePayer: 'OUR',
} as const;

describe('[FEES] payout pricing by fee payer', () => {
  it('BEN (source fixed): the fees come out of what is converted', () => {
    const v = pricePayout({ ...base, feePayer: 'BEN', amount: 1_000_00n });
    // fee 15 + SWIFT 22 (EUR destination) = 37; 963 × 0.9 = 866.70
    expect(v).toMatchObject({
      sourceAmount: 1_000_00n,
      feeAmount: 15_00n,
      swiftFeeAmount: 22_00n,
      totalFeeAmount: 37_00n,
      convertedAmount: 963_00n,
      destinationAmount: 866_70n,
      sourceAmountWithSupplierFee: 1_000_00n,
    });
  });

  it('OUR (destination fixed): the fees come on top of the source that buys it', () => {
    const v = pricePayout({ ...base, feePayer: 'OUR', amount: 900_00n });
    expect(v).toMatchObject({ destinationAmount: 900_00n, convertedAmount: 1_000_00n, sourceAmount: 1_037_00n });
  });

  it('adds the supplier-payments fee (topup pricing %) of the source amount on top, rounded up', () => {
    const v = pricePayout({ ...base, feePayer: 'BEN', amount: 1_000_01n, supplierFeePercent: '1.5' });
    // 1.5 % of 1000.01 = 15.00015 → 15.01
    expect(v.supplierPaymentsFee).toBe(15_01n);
    expect(v.sourceAmountWithSupplierFee).toBe(1_015_02n);
    const our = pricePayout({ ...base, feePayer: 'OUR', amount: 900_00n, supplierFeePercent: '2' });
    expect(our.supplierPaymentsFee).toBe(20_74n);
  });

  it('charges nothing when nothing is sent', () => {
    const v = pricePayout({ ...base, feePayer: 'BEN', amount: 0n, supplierFeePercent: '2' });
    expect(v).toMatchObject({ totalFeeAmount: 0n, supplierPaymentsFee: 0n, destinationAmount: 0n });
  });

  it('maps the fixed side to the fee payer of the validation payload', () => {
    expect(feePayerOf('source')).toBe('BEN');
    expect(feePayerOf('destination')).toBe('OUR');
  });

  it('debits exactly converted + fees + supplier fee, and the recipient never gets more than paid for', () => {
    const input = fc.record({
      feePayer: fc.constantFrom('BEN' as const, 'OUR' as const),
      amount: fc.bigInt({ min: 1n, max: 10n ** 12n }),
      hundredths: fc.bigInt({ min: 0n, max: 500n }),
      rate: fc.bigInt({ min: 1n, max: 10n ** 12n }).map((d) => decimalToString(d, 8)),
    });
    fc.assert(
      fc.property(input, ({ feePayer, amount, hundredths, rate }) => {
        const percent = decimalToString(hundredths, 2);
        const v = pricePayout({ ...base, rate, feePayer, amount, supplierFeePercent: percent });
        const exactFee = (v.sourceAmount * hundredths) / 10_000n;
        return (
          v.sourceAmountWithSupplierFee === v.convertedAmount + v.totalFeeAmount + v.supplierPaymentsFee &&
          (v.convertedAmount <= 0n || convert(v.convertedAmount, 'USD', 'EUR', rate, 'down') >= v.destinationAmount) &&
          (v.sourceAmount <= 0n || (v.supplierPaymentsFee >= exactFee && v.supplierPaymentsFee <= exactFee + 1n))
        );
      }),
    );
  });
});
