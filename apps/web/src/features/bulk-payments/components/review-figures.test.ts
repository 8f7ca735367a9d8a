import { describe, expect, it } from 'vitest';
import { reviewFigures } from './review-figures.ts';

const money = (amountMinor: string, currency: string) => ({ amountMinor, currency, display: amountMinor });

describe('[BULK] the review figures', () => {
  it('sums per currency in minor units, fees inside what is debited, rates by pair', () => {
    const figures = reviewFigures({
      sourceCurrency: 'SGD',
      totals: [
        {
          destinationCurrency: 'GBP',
          count: 998,
          sourceAmount: money('98765432109876', 'SGD'),
          destinationAmount: money('57000000000000', 'GBP'),
          feeAmount: money('499000', 'SGD'),
        },
        {
          destinationCurrency: 'SGD',
          count: 2,
          sourceAmount: money('20500', 'SGD'),
          destinationAmount: money('20000', 'SGD'),
          feeAmount: money('500', 'SGD'),
        },
      ],
      fxHolds: [
        { sourceCurrency: 'SGD', destinationCurrency: 'GBP', fxHoldId: 'h1', fxRate: '0.577123', holdExpiryAt: '' },
      ],
    });
    expect(figures.count).toBe(1000);
    expect(figures.totalMinor).toBe(98765432130376n);
    expect(figures.feesMinor).toBe(499500n);
    expect(figures.sourceMinor).toBe(98765431630876n);
    expect(figures.lines.map((l) => [l.currency, l.rate])).toEqual([
      ['GBP', '0.577123'],
      ['SGD', null],
    ]);
  });
});
