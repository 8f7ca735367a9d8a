import { describe, expect, it } from 'vitest';
import { batchStatusLabel } from './batch-status.ts';

describe('[BULK] a batch status in words', () => {
  it('says what the API says (a pending batch waits for approval or for funds), coloured by the status', () => {
    expect(batchStatusLabel('validation_failed')).toEqual({ label: 'Validation failed', tone: 'danger' });
    expect(batchStatusLabel('pending', 'Awaiting funds')).toEqual({ label: 'Awaiting funds', tone: 'warn' });
    expect(batchStatusLabel('pending', 'Awaiting approval')).toEqual({ label: 'Awaiting approval', tone: 'warn' });
    expect(batchStatusLabel('paid', 'Paid')).toEqual({ label: 'Paid', tone: 'success' });
    expect(batchStatusLabel('something_new')).toEqual({ label: 'something_new', tone: 'neutral' });
  });
});
