import { describe, expect, it } from 'vitest';
import { compareDecimal, rateRange } from './rate-range.ts';

describe('[EXCHANGE] rate history summary', () => {
  it.each([
    ['0.743', '0.7430', 0],
    ['0.7431', '0.743', 1],
    ['0.74299999999', '0.743', -1],
    ['12.5', '9.99', 1],
  ])('%s against %s is %d, exactly', (a, b, sign) => expect(compareDecimal(a, b)).toBe(sign));

  it('finds the low, the high and the latest rate', () => {
    const points = ['0.7412', '0.7466', '0.7398', '0.743'].map((rate, i) => ({ at: `2026-11-0${i + 1}`, rate }));
    expect(rateRange(points)).toEqual({ low: '0.7398', high: '0.7466', last: '0.743' });
    expect(rateRange([])).toBeNull();
  });
});
