import { describe, expect, it } from 'vitest';
import { formatRate } from './rates.ts';

describe('[FX] rate display', () => {
  it('shows a rate with six significant digits, rounded half up, without trailing zeros', () => {
    expect(formatRate('0.743012345678')).toBe('0.743012');
    expect(formatRate('0.7430000000')).toBe('0.743');
    expect(formatRate('1.0820000000')).toBe('1.082');
    expect(formatRate('1.3456789123')).toBe('1.34568');
    expect(formatRate('0.000123456789')).toBe('0.000123457');
    expect(formatRate('110.123456789')).toBe('110.123');
    expect(formatRate('0.9999999')).toBe('1');
    expect(formatRate('12345.6789')).toBe('12345.68');
    expect(formatRate('2')).toBe('2');
    expect(formatRate('not a rate')).toBe('not a rate');
  });
});
