import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyMargin,
  decimalToString,
  exchangeValue,
  isValidMargin,
  sourceFor,
  supplierPaymentsFeeOf,
} from './fx-math.ts';
import { convert } from './money.ts';

const currency = fc.constantFrom('SGD', 'USD', 'EUR', 'JPY', 'IDR', 'VND', 'GBP');
const rate = fc
  .tuple(fc.bigInt({ min: 1n, max: 10n ** 14n }), fc.integer({ min: 0, max: 10 }))
  .map(([digits, scale]) => decimalToString(digits, scale));
const amount = fc.bigInt({ min: 1n, max: 10n ** 14n });

describe('[FX] client rate', () => {
  it('takes the margin off the mid rate, rounded down to 10 decimals', () => {
    expect(applyMargin('1.35', '0.004')).toBe('1.3446');
    expect(applyMargin('0.7430', '0')).toBe('0.743');
    expect(applyMargin('0.0000625', '0.01')).toBe('0.000061875');
    // 1/3 × 0.996 = 0.332 exactly; 0.3333333333 × 0.996 = 0.33199999996… → down
    expect(applyMargin('0.3333333333', '0.004')).toBe('0.3319999999');
  });

  it('refuses a margin outside [0, 1) and a rate that is not positive', () => {
    expect(isValidMargin('0.004')).toBe(true);
    expect(isValidMargin('1')).toBe(false);
    expect(isValidMargin('-0.1')).toBe(false);
    expect(() => applyMargin('1.2', '1')).toThrow(RangeError);
    expect(() => applyMargin('0', '0.004')).toThrow(RangeError);
  });

  it('never gives the client more than the mid rate', () => {
    fc.assert(
      fc.property(rate, fc.integer({ min: 0, max: 999 }), (r, permille) => {
        const margin = decimalToString(BigInt(permille), 3);
        try {
          const client = applyMargin(r, margin);
          return convert(10n ** 12n, 'USD', 'SGD', client, 'down') <= convert(10n ** 12n, 'USD', 'SGD', r, 'down');
        } catch (err) {
          return err instanceof RangeError; // a tiny rate whose client rate rounds to zero
        }
      }),
    );
  });
});

describe('[FX] exchange value', () => {
  it('converts a fixed source rounding the destination down', () => {
    const v = exchangeValue({
      sourceCurrency: 'SGD',
      destinationCurrency: 'USD',
      rate: '0.7399',
      fixedSide: 'source',
      amount: 100_01n,
    });
    // 100.01 × 0.7399 = 73.997399 → 73.99
    expect(v).toMatchObject({ sourceAmount: 100_01n, convertedAmount: 100_01n, destinationAmount: 73_99n });
    expect(v).toMatchObject({
      feeAmount: 0n,
      swiftFeeAmount: 0n,
      totalFeeAmount: 0n,
      sourceAmountWithSupplierFee: 100_01n,
    });
  });

  it('prices a fixed destination rounding the source up', () => {
    const v = exchangeValue({
      sourceCurrency: 'SGD',
      destinationCurrency: 'JPY',
      rate: '112.2',
      fixedSide: 'destination',
      amount: 10_000n,
    });
    // 10000 / 112.2 = 89.126… → 89.13 SGD, which buys 10000.386 → 10000 JPY
    expect(v).toMatchObject({ sourceAmount: 89_13n, destinationAmount: 10_000n });
    expect(convert(89_13n, 'SGD', 'JPY', '112.2', 'down')).toBe(10_000n);
    expect(convert(89_12n, 'SGD', 'JPY', '112.2', 'down')).toBeLessThan(10_000n);
  });

  it('takes fees from the source before converting, and adds the supplier fee on top', () => {
    const v = exchangeValue({
      sourceCurrency: 'USD',
      destinationCurrency: 'EUR',
      rate: '0.9',
      fixedSide: 'source',
      amount: 100_00n,
      fees: { feeAmount: 5_00n, swiftFeeAmount: 5_00n, supplierPaymentsFee: 1_00n },
    });
    expect(v).toMatchObject({
      convertedAmount: 90_00n,
      destinationAmount: 81_00n,
      totalFeeAmount: 10_00n,
      sourceAmountWithSupplierFee: 101_00n,
    });
  });

  it('a fixed destination is always covered, by the smallest source that covers it', () => {
    fc.assert(
      fc.property(amount, currency, currency, rate, (minor, from, to, r) => {
        const source = sourceFor(minor, from, to, r);
        return (
          convert(source, from, to, r, 'down') >= minor &&
          (source === 1n || convert(source - 1n, from, to, r, 'down') < minor)
        );
      }),
    );
  });

  it('a fixed source never buys more than it pays for', () => {
    fc.assert(
      fc.property(amount, currency, currency, rate, (minor, from, to, r) => {
        const v = exchangeValue({
          sourceCurrency: from,
          destinationCurrency: to,
          rate: r,
          fixedSide: 'source',
          amount: minor,
        });
        return v.destinationAmount === 0n || sourceFor(v.destinationAmount, from, to, r) <= minor;
      }),
    );
  });
});

describe('[FX] supplier-payments fee in the exchange value', () => {
  it('takes the percent of the source amount, fixed or computed, rounded up', () => {
    const fixedSource = exchangeValue({
      sourceCurrency: 'SGD',
      destinationCurrency: 'USD',
      rate: '0.74',
      fixedSide: 'source',
      amount: 333_33n,
      supplierFeePercent: '0.5',
    });
    // 0.5 % of 333.33 = 1.66665 → 1.67
    expect(fixedSource).toMatchObject({ supplierPaymentsFee: 1_67n, sourceAmountWithSupplierFee: 335_00n });
    const fixedDestination = exchangeValue({
      sourceCurrency: 'SGD',
      destinationCurrency: 'JPY',
      rate: '112.2',
      fixedSide: 'destination',
      amount: 10_000n,
      supplierFeePercent: '1',
    });
    // source 89.13 (see above); 1 % = 0.8913 → 0.90
    expect(fixedDestination).toMatchObject({ sourceAmount: 89_13n, supplierPaymentsFee: 90n });
    expect(supplierPaymentsFeeOf(0n, '3')).toBe(0n);
    expect(supplierPaymentsFeeOf(-5_00n, '3')).toBe(0n);
  });

  it('never under-collects and over-collects by less than one smallest unit', () => {
    fc.assert(
      fc.property(amount, fc.bigInt({ min: 0n, max: 10_000n }), (source, hundredths) => {
        const fee = supplierPaymentsFeeOf(source, decimalToString(hundredths, 2));
        const exact = source * hundredths; // fee × 10^4 in the same units
        return fee * 10_000n >= exact && (fee - 1n) * 10_000n < exact;
      }),
    );
  });
});
