import { describe, expect, it } from 'vitest';
import { ECB_PER_EUR } from './reference-rates.ts';
import { createSandboxFxRates, walkOffsetPpm } from './sandbox.ts';

const at = (iso: string) => new Date(iso);

describe('[FX] sandbox rate source', () => {
  it('gives the same rate at the same instant to every instance (several processes, tests with a fixed clock)', async () => {
    const a = await createSandboxFxRates().ratesAt(at('2026-11-23T10:15:00Z'));
    const b = await createSandboxFxRates().ratesAt(at('2026-11-23T10:15:00Z'));
    expect(a.rate('SGD', 'USD')).toBe(b.rate('SGD', 'USD'));
    expect(a.rate('KRW', 'JPY')).toBe(b.rate('KRW', 'JPY'));
  });

  it('moves during the day, and stays within 1.5 % of the published reference', async () => {
    const rates = createSandboxFxRates();
    const seen = new Set<string>();
    for (let minute = 0; minute < 24 * 60; minute += 7) {
      const instant = new Date(Date.UTC(2026, 10, 23) + minute * 60_000);
      seen.add((await rates.ratesAt(instant)).rate('EUR', 'USD')!);
      for (const code of ['USD', 'JPY', 'SGD', 'VND', 'AED']) {
        expect(Math.abs(walkOffsetPpm('corridor-sandbox', code, instant))).toBeLessThanOrEqual(15_000);
      }
    }
    expect(seen.size).toBeGreaterThan(50);
    const noon = (await rates.ratesAt(at('2026-11-23T12:00:00Z'))).rate('EUR', 'USD')!;
    const drift = Math.abs(Number(noon) / Number(ECB_PER_EUR.USD) - 1);
    expect(drift).toBeLessThanOrEqual(0.015);
  });

  it('quotes every pair as a decimal string, cross rates consistent through the euro', async () => {
    const rates = await createSandboxFxRates().ratesAt(at('2026-11-23T08:00:00Z'));
    expect(rates.rate('SGD', 'USD')).toMatch(/^\d+\.\d{10}$/);
    expect(rates.rate('USD', 'USD')).toBe('1');
    expect(rates.rate('XXX', 'USD')).toBeUndefined();
    const viaEur = Number(rates.rate('SGD', 'EUR')) * Number(rates.rate('EUR', 'JPY'));
    expect(Number(rates.rate('SGD', 'JPY')) / viaEur).toBeCloseTo(1, 8);
  });

  it('is seeded: another seed walks another path', () => {
    const instant = at('2026-11-23T15:30:00Z');
    expect(walkOffsetPpm('a', 'SGD', instant)).not.toBe(walkOffsetPpm('b', 'SGD', instant));
  });
});

describe('[FX] sandbox rate walk over days', () => {
  it('never jumps at midnight: the step across it is no bigger than an ordinary minute-to-minute move allows', () => {
    for (const day of [0, 1, 2, 3, 4, 5, 6]) {
      const midnight = Date.UTC(2026, 10, 10 + day);
      const before = walkOffsetPpm('corridor-sandbox', 'SGD', new Date(midnight - 60_000));
      const after = walkOffsetPpm('corridor-sandbox', 'SGD', new Date(midnight + 60_000));
      // At most two minutes of the steepest hour (a level change plus a step) apart.
      expect(Math.abs(after - before)).toBeLessThanOrEqual(200);
    }
  });
});
