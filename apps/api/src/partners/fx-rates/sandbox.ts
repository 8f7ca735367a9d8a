import { CURRENCY_CODES } from '@corridor/domain/currencies';
import { divideDecimal, parseDecimal } from '@corridor/domain/money';
import type { FxRates, FxRatesPartner } from './fx-rates.ts';
import { ECB_PER_EUR, SANDBOX_PER_USD } from './reference-rates.ts';

/**
 * Sandbox rates: the reference table (reference-rates.ts) moved by a bounded random walk, so quotes, locks and
 * expiries mean something. The walk is a pure function of (seed, currency, time): every process sharing a database,
 * and every test with a fixed clock, sees the same rate at the same instant. Each UTC midnight has its own level
 * within ±0.8 % of the reference; between midnights the rate drifts from one level to the next with hourly random
 * steps of at most ±0.15 %, the total held within ±1.5 %; between hourly points it moves in a straight line.
 * Amounts are integer parts per million, then decimal strings.
 */
const HOUR = 3_600_000;
const DAY_LEVEL_PPM = 8_000;
const HOUR_STEP_PPM = 1_500;
const BOUND_PPM = 15_000;
const PPM = 1_000_000n;

/** Units of each currency per 1 EUR at the reference date. */
const REFERENCE_PER_EUR: Readonly<Record<string, string>> = (() => {
  const table: Record<string, string> = { EUR: '1', ...ECB_PER_EUR };
  const usdPerEur = ECB_PER_EUR.USD!;
  for (const [code, perUsd] of Object.entries(SANDBOX_PER_USD)) table[code] = multiply(perUsd, usdPerEur);
  return table;
})();

/** a × b as an exact decimal string. */
function multiply(a: string, b: string): string {
  const x = parseDecimal(a);
  const y = parseDecimal(b);
  return decimalText(x.digits * y.digits, x.scale + y.scale);
}

function decimalText(digits: bigint, scale: number): string {
  const text = digits.toString().padStart(scale + 1, '0');
  return scale === 0 ? text : `${text.slice(0, -scale)}.${text.slice(-scale)}`;
}

/** A 32-bit integer hash of the parts (FNV-1a then a murmur finaliser): cheap, stable, well spread. */
function hash(...parts: (string | number)[]): number {
  let h = 0x811c9dc5;
  for (const ch of parts.join('|')) {
    h ^= ch.charCodeAt(0);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** An integer in [-limit, limit] from the hash of the parts. */
const signedUnit = (limit: number, ...parts: (string | number)[]) => (hash(...parts) % (2 * limit + 1)) - limit;

/** Each day's level: a seeded offset in ppm, reached at midnight UTC. */
const dayLevel = (seed: string, currency: string, day: number) => signedUnit(DAY_LEVEL_PPM, seed, currency, 'day', day);

/**
 * The walk's offset from the reference, in ppm, at the start of hour `hourIndex` (hours since the epoch): the line
 * from one midnight's level to the next, plus the day's hourly random walk pinned to zero at both midnights (a
 * Brownian bridge), so the rate never jumps from one day to the next. Held within ±BOUND_PPM.
 */
function hourOffset(seed: string, currency: string, hourIndex: number): number {
  const day = Math.floor(hourIndex / 24);
  const hour = hourIndex - day * 24;
  const walk = [0];
  for (let h = 1; h <= 24; h++)
    walk.push(walk[h - 1]! + signedUnit(HOUR_STEP_PPM, seed, currency, 'hour', day * 24 + h));
  const bridge = walk[hour]! - Math.round((walk[24]! * hour) / 24);
  const from = dayLevel(seed, currency, day);
  const level = from + Math.round(((dayLevel(seed, currency, day + 1) - from) * hour) / 24);
  return Math.max(-BOUND_PPM, Math.min(BOUND_PPM, level + bridge));
}

/** The offset in ppm at `at`: the straight line between the hour's two points. */
export function walkOffsetPpm(seed: string, currency: string, at: Date): number {
  const t = at.getTime();
  const hourIndex = Math.floor(t / HOUR);
  const from = hourOffset(seed, currency, hourIndex);
  const to = hourOffset(seed, currency, hourIndex + 1);
  return from + Math.round(((to - from) * (t - hourIndex * HOUR)) / HOUR);
}

/** Units of `currency` per 1 EUR at `at`; EUR itself does not move (it is the table's base). */
function perEurAt(seed: string, currency: string, at: Date): string | undefined {
  const reference = REFERENCE_PER_EUR[currency];
  if (!reference || currency === 'EUR') return reference;
  const r = parseDecimal(reference);
  return decimalText(r.digits * (PPM + BigInt(walkOffsetPpm(seed, currency, at))), r.scale + 6);
}

// Quotes are asked for many times a second: one snapshot per second is built once and shared.
const SNAPSHOT_MS = 1_000;

export function createSandboxFxRates(seed = 'corridor-sandbox'): FxRatesPartner {
  let cached: { slot: number; rates: FxRates } | undefined;
  const snapshot = (slot: number): FxRates => {
    const asOf = new Date(slot * SNAPSHOT_MS);
    const perEur = new Map<string, string>();
    for (const code of CURRENCY_CODES) {
      const value = perEurAt(seed, code, asOf);
      if (value) perEur.set(code, value);
    }
    return {
      asOf,
      rate(from, to) {
        if (from === to) return perEur.has(from) ? '1' : undefined;
        const a = perEur.get(from);
        const b = perEur.get(to);
        // 1 from = (b per EUR) / (a per EUR) to, kept to 10 decimals: far finer than any minor unit it converts.
        return a && b ? divideDecimal(b, a, 10) : undefined;
      },
    };
  };
  return {
    name: 'sandbox',
    async ratesAt(at) {
      const slot = Math.floor(at.getTime() / SNAPSHOT_MS);
      if (cached?.slot !== slot) cached = { slot, rates: snapshot(slot) };
      return cached.rates;
    },
  };
}
