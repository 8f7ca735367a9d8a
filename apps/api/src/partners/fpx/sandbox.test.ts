import { describe, expect, it } from 'vitest';
import { createSandboxFpx, FPX_SANDBOX_EXPIRY_MS } from './sandbox.ts';

const T0 = new Date('2026-11-25T08:00:00Z');
const later = (ms: number) => new Date(T0.getTime() + ms);

async function start(fpx = createSandboxFpx(), key = 'fund-1') {
  const p = await fpx.initiatePayment({
    idempotencyKey: key,
    reference: 'FD1000000009',
    amountMinor: 123_45n,
    currency: 'MYR',
    returnUrl: 'http://localhost:3000/r/fpx/success?fundingId=f1',
    at: T0,
  });
  return { fpx, ...p };
}

describe('[FPX SANDBOX] the gateway and its bank page', () => {
  it('answers its bank page, the same payment for the same key, and pending until answered', async () => {
    const { fpx, paymentId, redirectUrl } = await start();
    expect(redirectUrl).toBe(`/sandbox/fpx/pay/${paymentId}`);
    expect((await start(fpx)).paymentId).toBe(paymentId);
    expect(await fpx.paymentStatus({ paymentId, at: later(1000) })).toMatchObject({
      status: 'PENDING',
      reference: 'FD1000000009',
      amountMinor: 123_45n,
      fpxTransactionId: null,
    });
    expect(await fpx.paymentStatus({ paymentId: 'fpxpay_nope', at: T0 })).toBeUndefined();
  });

  it('approves at the chosen bank, then settles 2 s later; the browser goes back with the payment id', async () => {
    const { fpx, paymentId } = await start();
    const back = await fpx.sandboxBank!.decide({ paymentId, bankCode: 'MB2U0227', isApproved: true, at: later(1000) });
    expect(back).toBe(`/r/fpx/success?fundingId=f1&paymentId=${paymentId}`);
    expect(await fpx.paymentStatus({ paymentId, at: later(1500) })).toMatchObject({
      status: 'APPROVED',
      bankName: 'Maybank2u',
      fpxTransactionId: expect.any(String),
    });
    expect((await fpx.paymentStatus({ paymentId, at: later(3000) }))?.status).toBe('SETTLED');
    // A second answer changes nothing.
    await fpx.sandboxBank!.decide({ paymentId, bankCode: 'MB2U0227', isApproved: false, at: later(3500) });
    expect((await fpx.paymentStatus({ paymentId, at: later(4000) }))?.status).toBe('SETTLED');
  });

  it('declines, refuses the offline bank, and expires a payment left unanswered', async () => {
    const { fpx, paymentId } = await start();
    expect(
      await fpx.sandboxBank!.decide({ paymentId, bankCode: 'TEST0021', isApproved: true, at: T0 }),
    ).toBeUndefined();
    await fpx.sandboxBank!.decide({ paymentId, bankCode: '', isApproved: false, at: later(100) });
    expect((await fpx.paymentStatus({ paymentId, at: later(200) }))?.status).toBe('DECLINED');
    const other = await start(fpx, 'fund-2');
    expect((await fpx.paymentStatus({ paymentId: other.paymentId, at: later(FPX_SANDBOX_EXPIRY_MS) }))?.status).toBe(
      'EXPIRED',
    );
  });
});
