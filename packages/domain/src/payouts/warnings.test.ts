import { describe, expect, it } from 'vitest';
import { balanceShortWarning, groupWarning, PAYOUT_WARNINGS } from './warnings.ts';

describe('[SEND] the warnings before a payout is confirmed', () => {
  it('a group of payments says the ones they share in the plural', () => {
    expect(groupWarning(PAYOUT_WARNINGS.approval, 3)).toBe(
      'These payments will wait for an approver before they are sent.',
    );
    expect(groupWarning(PAYOUT_WARNINGS.liveRate, 2)).toBe(
      'These are live rates: they may change until you confirm the payments.',
    );
  });

  it('one payment, and a payout’s own warning, are said as they are', () => {
    expect(groupWarning(PAYOUT_WARNINGS.approval, 1)).toBe(PAYOUT_WARNINGS.approval);
    const short = balanceShortWarning('SGD 12.50');
    expect(short).toBe(
      'Your balance is SGD 12.50 short: it will be exchanged from your other accounts when you confirm.',
    );
    expect(groupWarning(short, 5)).toBe(short);
  });
});
