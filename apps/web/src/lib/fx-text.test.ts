import { describe, expect, it } from 'vitest';
import { formatCountdown, formatMargin, formatTimeLeft, rateText } from './fx-text.ts';

describe('[FX TEXT] countdown and margin', () => {
  it.each([
    [30_000, '0:30'],
    [29_001, '0:30'],
    [1, '0:01'],
    [0, '0:00'],
    [-5_000, '0:00'],
    [65_000, '1:05'],
  ])('%d ms left reads %s', (ms, text) => expect(formatCountdown(ms)).toBe(text));

  it.each([
    ['0.004', '0.4%'],
    ['0.0125', '1.25%'],
    ['0', '0%'],
    ['0.1', '10%'],
    ['1', '100%'],
  ])('a margin of %s reads %s', (margin, text) => expect(formatMargin(margin)).toBe(text));
});

describe('[FX TEXT] a held rate and a rate', () => {
  it.each([
    [10 * 86_400_000, '10 days 0 h'],
    [86_400_000 + 3_600_000 * 5, '1 day 5 h'],
    [3_600_000 * 5 + 60_000 * 12 + 30_000, '5 h 12 min'],
    [60_000 * 14 + 4_500, '14:05'],
    [-1, '0:00'],
  ])('%d ms left on a hold reads %s', (ms, text) => expect(formatTimeLeft(ms)).toBe(text));

  it('reads one unit of the source in the destination', () => {
    expect(rateText({ source_currency: 'SGD', destination_currency: 'EUR', fx_rate: '0.6912345678' })).toBe(
      '1 SGD = 0.691235 EUR',
    );
  });
});
