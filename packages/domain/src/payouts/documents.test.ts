import { describe, expect, it } from 'vitest';
import { PAYOUT_DOCUMENT_MESSAGES } from './documents.ts';
import { paymentErrorCategory } from './payment-errors.ts';

describe('[PAYOUTS] supporting documents', () => {
  it('words every refusal of a named document so the send screens show it as §8 invalidDocument', () => {
    for (const m of [
      PAYOUT_DOCUMENT_MESSAGES.tooMany,
      PAYOUT_DOCUMENT_MESSAGES.repeated,
      PAYOUT_DOCUMENT_MESSAGES.unavailable,
    ]) {
      expect(paymentErrorCategory(m)).toBe('invalidDocument');
    }
  });
});
