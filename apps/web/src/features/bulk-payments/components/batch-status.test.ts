import { describe, expect, it } from 'vitest';
import { batchStatusLabel } from './batch-status.ts';

describe('[BULK] a batch status in words', () => {
  it('reads the domain’s label, and a pending batch paid from the balance as waiting for approval', () => {
    expect(batchStatusLabel('validation_failed')).toEqual({ label: 'Validation failed', tone: 'danger' });
    expect(batchStatusLabel('pending', 'bankTransfer')).toEqual({ label: 'Awaiting funds', tone: 'warn' });
    expect(batchStatusLabel('pending', 'account')).toEqual({ label: 'Awaiting approval', tone: 'warn' });
    expect(batchStatusLabel('paid', 'account')).toEqual({ label: 'Paid', tone: 'success' });
  });
});
