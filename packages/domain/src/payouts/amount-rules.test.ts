import { describe, expect, it } from 'vitest';
import { JPY_PER_TRANSACTION_LIMIT, minimumDestinationMinor, payoutAmountIssues } from './amount-rules.ts';

const payout = (over: Partial<Parameters<typeof payoutAmountIssues>[0]>) =>
  payoutAmountIssues({
    sourceCurrency: 'SGD',
    sourceAmount: 100_00n,
    destinationCurrency: 'USD',
    destinationAmount: 74_00n,
    ...over,
  });

describe('[PAYOUTS] amount rules', () => {
  it('needs one smallest unit of the destination currency, whatever its decimals', () => {
    expect(minimumDestinationMinor('USD')).toBe(1n);
    expect(minimumDestinationMinor('JPY')).toBe(1n);
    expect(payout({ destinationAmount: 1n })).toEqual([]);
    expect(payout({ destinationAmount: 0n })).toEqual([
      { side: 'destination', message: 'The recipient must get at least USD 0.01.' },
    ]);
    expect(payout({ destinationCurrency: 'VND', destinationAmount: 0n })[0]?.message).toBe(
      'The recipient must get at least VND 1.',
    );
  });

  it('needs at least CNY 200 for a CNY payout', () => {
    expect(minimumDestinationMinor('CNY')).toBe(200_00n);
    expect(payout({ destinationCurrency: 'CNY', destinationAmount: 199_99n })).toEqual([
      { side: 'destination', message: 'The recipient must get at least CNY 200.00.' },
    ]);
    expect(payout({ destinationCurrency: 'CNY', destinationAmount: 200_00n })).toEqual([]);
  });

  it('refuses more than JPY 50,000,000 on either side, with the spec’s words', () => {
    const message = 'You can only transfer up to JPY 50,000,000 per transaction.';
    expect(JPY_PER_TRANSACTION_LIMIT).toBe(50_000_000n);
    expect(payout({ destinationCurrency: 'JPY', destinationAmount: 50_000_000n })).toEqual([]);
    expect(payout({ destinationCurrency: 'JPY', destinationAmount: 50_000_001n })).toEqual([
      { side: 'destination', message },
    ]);
    expect(payout({ sourceCurrency: 'JPY', sourceAmount: 50_000_001n })).toEqual([{ side: 'source', message }]);
    expect(payout({ sourceCurrency: 'JPY', sourceAmount: 50_000_000n })).toEqual([]);
  });
});
