import { describe, expect, it } from 'vitest';
import { CURRENCY_CODES } from './currencies.ts';
import { ISO_4217_MINOR_UNITS } from './iso4217.ts';
import { decimalsOf, parseAmount } from './money.ts';

describe('[MONEY] minor units from ISO 4217', () => {
  it('covers every currency a business can hold', () => {
    expect(CURRENCY_CODES.filter((c) => ISO_4217_MINOR_UNITS[c] === undefined)).toEqual([]);
  });

  it('refuses decimals in won and Chilean pesos, as Korean and Chilean banks do', () => {
    expect(parseAmount('1500.50', 'KRW')).toMatchObject({ ok: false });
    expect(parseAmount('1500', 'KRW')).toEqual({ ok: true, minor: 1500n });
    expect(parseAmount('990', 'CLP')).toEqual({ ok: true, minor: 990n });
  });

  it('keeps the spec zero-decimal list above ISO (IDR)', () => {
    expect(ISO_4217_MINOR_UNITS.IDR).toBe(2);
    expect(decimalsOf('IDR')).toBe(0);
  });
});
