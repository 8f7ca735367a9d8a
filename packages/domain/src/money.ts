/**
 * Money is an integer number of minor units (bigint), never a float. Rates are decimal strings.
 * Every conversion between amounts, text and currencies lives here, so rounding happens in one place.
 */

import { ISO_4217_MINOR_UNITS } from './iso4217.ts';

/**
 * The spec's zero-decimal currencies (§9). ISO 4217 gives IDR two decimals, but rupiah cents are not paid out by
 * Indonesian banks and the spec lists IDR with VND and JPY, so the spec wins there.
 */
export const ZERO_DECIMAL_CURRENCIES: readonly string[] = ['VND', 'IDR', 'JPY'];

/** The largest amount a PostgreSQL int8 column holds. */
export const MAX_MINOR = 2n ** 63n - 1n;

/** Decimal places of a currency's minor unit: the spec's zero-decimal list, then ISO 4217 (two when unknown). */
export function decimalsOf(currency: string): number {
  if (ZERO_DECIMAL_CURRENCIES.includes(currency)) return 0;
  return ISO_4217_MINOR_UNITS[currency] ?? 2;
}

const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

/** A decimal string as an integer and its scale: "12.345" → { digits: 12345n, scale: 3 }. */
export function parseDecimal(text: string): { digits: bigint; scale: number } {
  const m = DECIMAL.exec(text);
  if (!m) throw new RangeError(`Not a decimal number: "${text}"`);
  const frac = m[3] ?? '';
  const digits = BigInt(`${m[2]}${frac}`);
  return { digits: m[1] ? -digits : digits, scale: frac.length };
}

const pow10 = (n: number) => 10n ** BigInt(n);

/**
 * A decimal amount in major units ("1234.5") as minor units. Extra decimals are allowed only when they are
 * zeros ("100.00" JPY is 100), so nothing is ever rounded away silently.
 */
export function toMinor(amount: string, currency: string): bigint {
  const { digits, scale } = parseDecimal(amount);
  const d = decimalsOf(currency);
  if (scale <= d) return digits * pow10(d - scale);
  const divisor = pow10(scale - d);
  if (digits % divisor !== 0n) throw new RangeError(`${currency} allows ${d} decimals: "${amount}"`);
  return digits / divisor;
}

/** Minor units as a plain decimal string in major units: 123450n SGD → "1234.50", 1234n JPY → "1234". */
export function fromMinor(minor: bigint, currency: string): string {
  const d = decimalsOf(currency);
  const sign = minor < 0n ? '-' : '';
  const abs = (minor < 0n ? -minor : minor).toString().padStart(d + 1, '0');
  if (d === 0) return sign + abs;
  return `${sign}${abs.slice(0, -d)}.${abs.slice(-d)}`;
}

/** en-US display with thousands separators and the currency's decimals: "1,234.50", "-12", "SGD 1,234.50". */
export function formatMoney(minor: bigint, currency: string, opts: { withCode?: boolean } = {}): string {
  const plain = fromMinor(minor, currency);
  const negative = plain.startsWith('-');
  const [whole, frac] = (negative ? plain.slice(1) : plain).split('.') as [string, string | undefined];
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const text = `${negative ? '-' : ''}${grouped}${frac === undefined ? '' : `.${frac}`}`;
  return opts.withCode ? `${currency} ${text}` : text;
}

/** The messages a person sees for an amount they typed (spec §5: at most 2 decimals, none for VND, IDR, JPY). */
export const AMOUNT_MESSAGES = {
  required: 'Please enter an amount',
  invalid: 'Please enter a valid amount',
  positive: 'Amount must be greater than 0',
  maxDecimals: 'Amount can have at most 2 decimal places',
  noDecimals: (currency: string) => `${currency} amounts cannot have decimals`,
  tooLarge: 'We cannot process this amount.',
} as const;

export type ParsedAmount = { ok: true; minor: bigint } | { ok: false; message: string };

// Digits with optional en-US thousands separators, then an optional fraction.
const USER_AMOUNT = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d*))?$/;

/** Parses an amount a person typed ("1,234.56") for a currency, validating its decimals. */
export function parseAmount(input: string, currency: string, opts: { allowZero?: boolean } = {}): ParsedAmount {
  const text = input.trim();
  if (text === '') return { ok: false, message: AMOUNT_MESSAGES.required };
  const m = USER_AMOUNT.exec(text);
  if (!m) return { ok: false, message: AMOUNT_MESSAGES.invalid };
  const whole = m[1]!.replaceAll(',', '');
  const frac = m[2] ?? '';
  const d = decimalsOf(currency);
  if (frac.length > d) {
    return { ok: false, message: d === 0 ? AMOUNT_MESSAGES.noDecimals(currency) : AMOUNT_MESSAGES.maxDecimals };
  }
  const minor = BigInt(whole) * pow10(d) + (frac === '' ? 0n : BigInt(frac.padEnd(d, '0')));
  if (minor > MAX_MINOR) return { ok: false, message: AMOUNT_MESSAGES.tooLarge };
  if (minor === 0n && !opts.allowZero) return { ok: false, message: AMOUNT_MESSAGES.positive };
  return { ok: true, minor };
}

export type Rounding = 'half-up' | 'half-even' | 'down' | 'up';

/** n / d rounded as asked; d > 0. 'half-up' rounds halves away from zero, 'down' towards zero. */
export function divRound(n: bigint, d: bigint, rounding: Rounding = 'half-up'): bigint {
  if (d <= 0n) throw new RangeError('divisor must be positive');
  const negative = n < 0n;
  const abs = negative ? -n : n;
  let q = abs / d;
  const r = abs % d;
  if (r !== 0n) {
    const twice = r * 2n;
    const roundUp =
      rounding === 'up' ||
      (rounding === 'half-up' && twice >= d) ||
      (rounding === 'half-even' && (twice > d || (twice === d && q % 2n === 1n)));
    if (roundUp) q += 1n;
  }
  return negative ? -q : q;
}

/**
 * `percent` per cent of `minor` ("1.5" is 1.5 %), exact until one final rounding as asked. Percent is a
 * non-negative decimal string; fees round 'up' so the price is never under-collected by a fraction of a unit.
 */
export function percentOf(minor: bigint, percent: string, rounding: Rounding): bigint {
  const p = parseDecimal(percent);
  if (p.digits < 0n) throw new RangeError(`A percentage cannot be negative: "${percent}"`);
  return divRound(minor * p.digits, 100n * pow10(p.scale), rounding);
}

/** Checks a rate is a positive decimal string, returning its parts. */
export function parseRate(rate: string): { digits: bigint; scale: number } {
  const parsed = parseDecimal(rate);
  if (parsed.digits <= 0n) throw new RangeError(`A rate must be positive: "${rate}"`);
  return parsed;
}

/**
 * Converts an amount with a rate meaning "1 unit of `from` = `rate` units of `to`". The multiplication is exact;
 * only the final result is rounded to the target currency's minor unit.
 */
export function convert(minor: bigint, from: string, to: string, rate: string, rounding: Rounding = 'half-up'): bigint {
  const r = parseRate(rate);
  const numerator = minor * r.digits * pow10(decimalsOf(to));
  return divRound(numerator, pow10(r.scale + decimalsOf(from)), rounding);
}

/** a / b as a decimal string with `scale` decimals (half-up): used to derive cross rates from USD rates. */
export function divideDecimal(a: string, b: string, scale = 10): string {
  const x = parseDecimal(a);
  const y = parseRate(b);
  // a/b = (xd / 10^xs) / (yd / 10^ys) = xd * 10^ys / (yd * 10^xs); times 10^scale for the decimals kept.
  const q = divRound(x.digits * pow10(y.scale + scale), y.digits * pow10(x.scale));
  const negative = q < 0n;
  const digits = (negative ? -q : q).toString().padStart(scale + 1, '0');
  const text = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  return (negative ? '-' : '') + text;
}
