import { describe, expect, it } from 'vitest';
import {
  amountCeilingMinor,
  BALANCE_CEILING_FACTOR,
  balanceCeilingMinor,
  DEFAULT_AMOUNT_CEILING_MAJOR,
  LIMIT_MESSAGES,
  MAX_AMOUNT_CEILING_MAJOR,
  parseAmountWithin,
} from './amount-limits.ts';
import { CURRENCY_CODES } from './currencies.ts';
import { AMOUNT_MESSAGES, MAX_MINOR } from './money.ts';

const C = DEFAULT_AMOUNT_CEILING_MAJOR;

describe('[LIMITS] amount ceilings per currency', () => {
  it('uses the currency minor units: 10^12 major is 10^14 cents but 10^12 yen', () => {
    expect(amountCeilingMinor('USD', C)).toBe(10n ** 14n);
    expect(amountCeilingMinor('JPY', C)).toBe(10n ** 12n);
    expect(balanceCeilingMinor('SGD', C)).toBe(10n ** 14n * BALANCE_CEILING_FACTOR);
  });

  it('accepts a 12-digit amount and refuses one cent more, with the limit in the message', () => {
    expect(parseAmountWithin('999,999,999,999.99', 'USD', C)).toEqual({ ok: true, minor: 99_999_999_999_999n });
    expect(parseAmountWithin('1000000000000', 'USD', C)).toEqual({ ok: true, minor: 10n ** 14n });
    expect(parseAmountWithin('1000000000000.01', 'USD', C)).toEqual({
      ok: false,
      message: LIMIT_MESSAGES.amountAboveCeiling('USD', 10n ** 14n),
    });
    expect(LIMIT_MESSAGES.amountAboveCeiling('USD', 10n ** 14n)).toBe(
      'We cannot process this amount. The most we accept at once is USD 1,000,000,000,000.00.',
    );
    expect(parseAmountWithin('1000000000001', 'JPY', C)).toMatchObject({ ok: false });
  });

  it('refuses the amounts an attacker tried, before anything else sees them', () => {
    for (const attack of ['92233720368547758.07', '99999999999999999999', '9223372036854775807']) {
      expect(parseAmountWithin(attack, 'USD', C)).toEqual({
        ok: false,
        message: LIMIT_MESSAGES.amountAboveCeiling('USD', 10n ** 14n),
      });
    }
    for (const malformed of ['1e400', '-0', 'Infinity', '-1']) {
      expect(parseAmountWithin(malformed, 'USD', C)).toEqual({ ok: false, message: AMOUNT_MESSAGES.invalid });
    }
  });

  it('keeps every balance ceiling, even at the largest configurable amount, far below 2^63', () => {
    for (const currency of CURRENCY_CODES) {
      expect(balanceCeilingMinor(currency, MAX_AMOUNT_CEILING_MAJOR) * 100n).toBeLessThan(MAX_MINOR);
    }
  });
});
