import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AMOUNT_MESSAGES,
  convert,
  decimalsOf,
  divideDecimal,
  divRound,
  formatMoney,
  fromMinor,
  MAX_MINOR,
  parseAmount,
  percentOf,
  toMinor,
} from './money.ts';

const currency = fc.constantFrom('SGD', 'USD', 'EUR', 'JPY', 'IDR', 'VND', 'GBP');
const minor = fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n });

describe('[MONEY] minor units', () => {
  it('has no decimals for VND, IDR and JPY and two for the rest', () => {
    expect(['VND', 'IDR', 'JPY'].map(decimalsOf)).toEqual([0, 0, 0]);
    // ISO 4217: won and Chilean peso have no minor unit; the rest of the list has two.
    expect(['KRW', 'CLP'].map(decimalsOf)).toEqual([0, 0]);
    expect(['SGD', 'USD', 'HUF', 'TWD'].map(decimalsOf)).toEqual([2, 2, 2, 2]);
  });

  it('converts decimal text to minor units exactly', () => {
    expect(toMinor('1234.5', 'SGD')).toBe(123450n);
    expect(toMinor('0.01', 'USD')).toBe(1n);
    expect(toMinor('100', 'JPY')).toBe(100n);
    expect(toMinor('100.00', 'JPY')).toBe(100n);
    expect(toMinor('-3.10', 'EUR')).toBe(-310n);
  });

  it('refuses to round away a decimal the currency cannot hold', () => {
    expect(() => toMinor('1.005', 'SGD')).toThrow(RangeError);
    expect(() => toMinor('1.5', 'JPY')).toThrow(RangeError);
    expect(() => toMinor('1e3', 'SGD')).toThrow(RangeError);
  });

  it('round-trips any amount through fromMinor and toMinor', () => {
    fc.assert(fc.property(minor, currency, (m, c) => toMinor(fromMinor(m, c), c) === m));
  });

  it('formats en-US with the currency decimals', () => {
    expect(formatMoney(123456789n, 'SGD')).toBe('1,234,567.89');
    expect(formatMoney(5n, 'USD')).toBe('0.05');
    expect(formatMoney(-123456n, 'EUR')).toBe('-1,234.56');
    expect(formatMoney(1234567n, 'JPY')).toBe('1,234,567');
    expect(formatMoney(100n, 'IDR', { withCode: true })).toBe('IDR 100');
    expect(formatMoney(0n, 'GBP', { withCode: true })).toBe('GBP 0.00');
  });

  it('formats every amount so that removing the commas gives back fromMinor', () => {
    fc.assert(fc.property(minor, currency, (m, c) => formatMoney(m, c).replaceAll(',', '') === fromMinor(m, c)));
  });
});

describe('[MONEY] amounts people type', () => {
  it('accepts plain and comma-grouped amounts', () => {
    expect(parseAmount('1,234.56', 'SGD')).toEqual({ ok: true, minor: 123456n });
    expect(parseAmount(' 10 ', 'USD')).toEqual({ ok: true, minor: 1000n });
    expect(parseAmount('10.', 'USD')).toEqual({ ok: true, minor: 1000n });
    expect(parseAmount('50000000', 'JPY')).toEqual({ ok: true, minor: 50000000n });
  });

  it('allows at most 2 decimals, and none for VND, IDR and JPY', () => {
    expect(parseAmount('1.234', 'SGD')).toEqual({ ok: false, message: AMOUNT_MESSAGES.maxDecimals });
    expect(parseAmount('1.5', 'JPY')).toEqual({ ok: false, message: 'JPY amounts cannot have decimals' });
    expect(parseAmount('1.00', 'IDR')).toEqual({ ok: false, message: 'IDR amounts cannot have decimals' });
  });

  it('refuses empty, malformed, zero, negative and oversized amounts', () => {
    expect(parseAmount('', 'SGD')).toEqual({ ok: false, message: AMOUNT_MESSAGES.required });
    for (const bad of ['abc', '1,23', '-5', '1e5', '0x10', '.5', '1.2.3', 'NaN', 'Infinity']) {
      expect(parseAmount(bad, 'SGD')).toEqual({ ok: false, message: AMOUNT_MESSAGES.invalid });
    }
    expect(parseAmount('0.00', 'SGD')).toEqual({ ok: false, message: AMOUNT_MESSAGES.positive });
    expect(parseAmount('0', 'SGD', { allowZero: true })).toEqual({ ok: true, minor: 0n });
    expect(parseAmount('99999999999999999999', 'USD')).toEqual({ ok: false, message: AMOUNT_MESSAGES.tooLarge });
  });

  it('parses back every positive amount it displays', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: MAX_MINOR }), currency, (m, c) => {
        const parsed = parseAmount(formatMoney(m, c), c);
        return parsed.ok && parsed.minor === m;
      }),
    );
  });
});

describe('[MONEY] rounding and conversion', () => {
  it('rounds halves away from zero, or to even when asked', () => {
    expect(divRound(5n, 2n)).toBe(3n);
    expect(divRound(-5n, 2n)).toBe(-3n);
    expect(divRound(5n, 2n, 'half-even')).toBe(2n);
    expect(divRound(7n, 2n, 'half-even')).toBe(4n);
    expect(divRound(7n, 3n, 'down')).toBe(2n);
    expect(divRound(7n, 3n, 'up')).toBe(3n);
  });

  it('keeps the rounding error of any division under half a unit', () => {
    fc.assert(
      fc.property(minor, fc.bigInt({ min: 1n, max: 10n ** 9n }), (n, d) => {
        const q = divRound(n, d);
        const err = n - q * d;
        return 2n * (err < 0n ? -err : err) <= d;
      }),
    );
  });

  it('converts between currencies with different minor units', () => {
    // 100.00 USD at 1 USD = 151.234 JPY → 15,123 JPY (15,123.4 rounded)
    expect(convert(10000n, 'USD', 'JPY', '151.234')).toBe(15123n);
    // 15,123 JPY at 1 JPY = 0.0066123 USD → 100.00 USD (99.9978…)
    expect(convert(15123n, 'JPY', 'USD', '0.0066123')).toBe(10000n);
    expect(convert(12345n, 'SGD', 'USD', '0.745')).toBe(9197n); // 91.970… USD
    expect(convert(1n, 'SGD', 'USD', '0.5')).toBe(1n); // half a cent rounds up
    expect(convert(1n, 'SGD', 'USD', '0.5', 'down')).toBe(0n);
    expect(() => convert(1n, 'SGD', 'USD', '0')).toThrow(RangeError);
    expect(() => convert(1n, 'SGD', 'USD', '1.2e3')).toThrow(RangeError);
  });

  it('converting with rate 1 between two-decimal currencies changes nothing', () => {
    fc.assert(fc.property(minor, (m) => convert(m, 'SGD', 'USD', '1') === m));
  });

  it('is monotonic: a larger amount never converts to less', () => {
    const rate = fc.tuple(fc.bigInt({ min: 1n, max: 10n ** 8n }), fc.integer({ min: 0, max: 8 }));
    fc.assert(
      fc.property(minor, minor, currency, currency, rate, (a, b, from, to, [digits, scale]) => {
        const r = fromMinorRate(digits, scale);
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        return convert(lo, from, to, r) <= convert(hi, from, to, r);
      }),
    );
  });

  it('takes a decimal percentage exactly, rounding once as asked', () => {
    expect(percentOf(1_000_01n, '1.5', 'up')).toBe(15_01n); // 15.00015
    expect(percentOf(1_000_01n, '1.5', 'half-even')).toBe(15_00n);
    expect(percentOf(250n, '2', 'half-even')).toBe(5n);
    expect(percentOf(125n, '2', 'half-even')).toBe(2n); // 2.5 → 2
    expect(percentOf(375n, '2', 'half-even')).toBe(8n); // 7.5 → 8
    expect(percentOf(12_345n, '0', 'up')).toBe(0n);
    expect(() => percentOf(1n, '-1', 'up')).toThrow(RangeError);
  });

  it('derives cross rates as decimal strings', () => {
    expect(divideDecimal('0.74', '1', 4)).toBe('0.7400');
    expect(divideDecimal('1', '3', 6)).toBe('0.333333');
    expect(divideDecimal('2', '3', 6)).toBe('0.666667');
    expect(divideDecimal('0.0066', '0.74', 8)).toBe('0.00891892');
  });
});

/** digits / 10^scale as a decimal string. */
function fromMinorRate(digits: bigint, scale: number): string {
  const s = digits.toString().padStart(scale + 1, '0');
  return scale === 0 ? s : `${s.slice(0, -scale)}.${s.slice(-scale)}`;
}
