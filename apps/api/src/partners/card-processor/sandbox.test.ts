import { describe, expect, it } from 'vitest';
import { createSandboxCardProcessor } from './sandbox.ts';

const processor = createSandboxCardProcessor();
const T0 = new Date('2026-11-25T08:00:00Z');
const later = (ms: number) => new Date(T0.getTime() + ms);

async function charge(cardNumber: string) {
  const saved = await processor.saveCard({
    cardNumber,
    expiryMonth: 12,
    expiryYear: 2030,
    cvv: '123',
    clientId: 'c1',
    currency: 'SGD',
    verificationAmountMinor: 100n,
    mccCode: '7399',
  });
  if (!saved.success) throw new Error(saved.message);
  return processor.chargeSavedCard({
    idempotencyKey: 'k1',
    ippMappingId: saved.ippMappingId,
    customerId: saved.customerId,
    clientId: 'c1',
    amountMinor: 10_00n,
    currency: 'SGD',
    narrative: 'Test',
    redirectionUrl: 'http://localhost/r/funding/x',
    mccCode: '7399',
    productCode: 'DEFAULT',
    at: T0,
  });
}

describe('[CARD PROCESSOR SANDBOX] test cards', () => {
  it('is Pending, then InProgress, then APPROVED for an ordinary card', async () => {
    const { requestId, redirectUrl } = await charge('4111111111111111');
    expect(redirectUrl).toBeNull();
    expect((await processor.requestStatus({ requestId, at: later(10) })).status).toBe('Pending');
    expect((await processor.requestStatus({ requestId, at: later(1500) })).status).toBe('InProgress');
    expect(await processor.requestStatus({ requestId, at: later(2500) })).toEqual({
      status: 'APPROVED',
      rejectionReason: null,
    });
  });

  it('rejects the magic cards with their reasons', async () => {
    for (const [n, reason] of [
      ['4000000000000002', 'Insufficient funds'],
      ['4000000000000069', 'Expired card'],
      ['4000000000000119', 'Do not honour'],
    ] as const) {
      const { requestId } = await charge(n);
      expect(await processor.requestStatus({ requestId, at: later(5000) })).toEqual({
        status: 'Rejected',
        rejectionReason: reason,
      });
    }
  });

  it('asks for 3-D Secure on …3220 and approves after it', async () => {
    const { requestId, redirectUrl } = await charge('4000000000003220');
    expect(redirectUrl).toBe(`http://localhost/r/funding/x?requestId=${requestId}`);
    expect((await processor.requestStatus({ requestId, at: later(5000) })).status).toBe('APPROVED');
  });

  it('fails the verification of …0341, and gives the same fingerprint to the same card twice', async () => {
    const input = {
      expiryMonth: 1,
      expiryYear: 2031,
      cvv: '123',
      clientId: 'c1',
      currency: 'SGD',
      verificationAmountMinor: 100n,
      mccCode: '7399',
    };
    expect(await processor.saveCard({ ...input, cardNumber: '4000000000000341' })).toEqual({
      success: false,
      message: 'Card verification failed',
    });
    const a = await processor.saveCard({ ...input, cardNumber: '4242424242424242' });
    const b = await processor.saveCard({ ...input, cardNumber: '4242424242424242' });
    expect(a.success && b.success && a.fingerprint === b.fingerprint && a.ippMappingId !== b.ippMappingId).toBe(true);
  });
});
