import { describe, expect, it } from 'vitest';
import { transactionTone } from './transaction-status.tsx';

describe('transactionTone', () => {
  it('asks for attention while a (reconciliation) RFI waits for the business, not once it answered', () => {
    expect(transactionTone({ status: 'PAYMENT_RECONCILIATION_RFI_RAISED' })).toBe('warn');
    expect(transactionTone({ status: 'PAYMENT_RECONCILIATION_RFI_RESPONDED' })).toBe('info');
    expect(transactionTone({ status: 'PAYMENT_RECONCILIATION_PENDING' })).toBe('info');
    expect(transactionTone({ status: 'PAID' })).toBe('success');
  });
});
