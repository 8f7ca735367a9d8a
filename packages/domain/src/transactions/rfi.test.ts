import { describe, expect, it } from 'vitest';
import { rfiStateOf } from './rfi.ts';

describe('[RFI] states', () => {
  it('reads a payment RFI and a payment reconciliation RFI alike', () => {
    expect(rfiStateOf('RFI_REQUESTED', false)).toBe('RFI_REQUESTED');
    expect(rfiStateOf('PAYMENT_RECONCILIATION_RFI_RAISED', false)).toBe('RFI_REQUESTED');
    expect(rfiStateOf('PAYMENT_RECONCILIATION_RFI_RESPONDED', true)).toBe('RFI_RESPONDED');
    expect(rfiStateOf('PENDING', true, 'PAYMENT_RECONCILIATION_RFI_RESPONDED')).toBe('CLEARED');
    // A refused reconciliation sends the transfer back: the payout is CANCELLED, the RFI rejected.
    expect(rfiStateOf('CANCELLED', true, 'PAYMENT_RECONCILIATION_RFI_RESPONDED')).toBe('RFI_REJECTED');
    expect(rfiStateOf('CANCELLED', true, 'PENDING')).toBe('CLEARED');
    expect(rfiStateOf('USER_REJECTED', false)).toBe('CLOSED');
  });
});
