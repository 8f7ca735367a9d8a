import { TRANSACTION_STATUS_LABELS } from '@corridor/domain/transactions/list';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PayoutStatus, payoutStatusTone } from './payout-status.tsx';

describe('PayoutStatus', () => {
  afterEach(cleanup);

  it('words a payment reconciliation as the transactions list does, with its progress label', () => {
    for (const status of [
      'PAYMENT_RECONCILIATION_PENDING',
      'PAYMENT_RECONCILIATION_RFI_RAISED',
      'PAYMENT_RECONCILIATION_RFI_RESPONDED',
    ] as const) {
      const { container } = render(<PayoutStatus status={status} progressLabel="Processing" />);
      expect(container.textContent).toBe(`${TRANSACTION_STATUS_LABELS[status]}Processing`);
      cleanup();
    }
  });

  it('asks for attention while the business owes an answer', () => {
    expect(payoutStatusTone('PAYMENT_RECONCILIATION_RFI_RAISED')).toBe('warn');
    expect(payoutStatusTone('RFI_REQUESTED')).toBe('warn');
    expect(payoutStatusTone('PAYMENT_RECONCILIATION_RFI_RESPONDED')).toBe('info');
  });
});
