import { describe, expect, it } from 'vitest';
import { createSandboxFxHedging, forwardRateOf, REFUSED_NOTIONAL_REASON } from './sandbox.ts';

const partner = createSandboxFxHedging();
const doc = (fileName: string) => ({
  documentType: 'HEDGING_APPLICATION',
  fileName,
  mediaType: 'application/pdf',
  sizeBytes: 10,
  sha256: 'x',
});
const submission = (...names: string[]) => ({
  reference: 'client-1:1',
  businessName: 'Acme Pte Ltd',
  legalEntity: 'SG',
  documents: names.map(doc),
  partnerReference: 'HSB-1',
});

describe('[SANDBOX] hedging partner', () => {
  it('approves by default, rejects a file name with "reject", holds one with "hold"', async () => {
    expect(await partner.reviewOnboarding(submission('application.pdf', 'accounts.pdf'))).toEqual({
      status: 'APPROVED',
    });
    expect((await partner.reviewOnboarding(submission('application.pdf', 'Please-REJECT-me.pdf'))).status).toBe(
      'REJECTED',
    );
    expect(await partner.reviewOnboarding(submission('hold-for-review.png'))).toEqual({ status: 'UNDER_REVIEW' });
  });

  it('gives the same reference for the same submission, and a verdict a few seconds on', async () => {
    const a = await partner.submitOnboarding(submission('a.pdf'));
    const b = await partner.submitOnboarding(submission('a.pdf'));
    expect(a).toEqual(b);
    expect(a.partnerReference).toMatch(/^HSB-[0-9A-F]{12}$/);
    expect(a.reviewAfterSeconds).toBeGreaterThan(0);
  });

  it('prices forwards by covered interest parity: points grow with the tenor, and follow the rate gap', async () => {
    // USD pays more than SGD, so SGD is at a forward premium: more dollars per SGD the further out.
    const spot = '0.74';
    const in30 = forwardRateOf(spot, 'SGD', 'USD', 30);
    const in180 = forwardRateOf(spot, 'SGD', 'USD', 180);
    expect(in30 > spot && in180 > in30).toBe(true);
    // 1 × (1 + 4.75 %) / (1 + 3.30 %) over a year, rounded down to 10 decimals.
    expect(forwardRateOf('1', 'SGD', 'USD', 365)).toBe('1.014036786');
    expect(forwardRateOf(spot, 'SGD', 'USD', 0)).toBe('0.74');
    // JPY pays less than USD: USD→JPY forward is above spot.
    expect(forwardRateOf('150', 'USD', 'JPY', 90) < '150').toBe(true);
    const price = await partner.priceForward({
      sourceCurrency: 'SGD',
      destinationCurrency: 'USD',
      spotRate: spot,
      tenorDays: 180,
    });
    expect(price.forwardRate).toBe(in180);
    expect(price.forwardPoints).toMatch(/^0\.00\d+$/);
  });

  it('refuses a notional whose minor units end in 66, books any other', async () => {
    const booking = {
      contractId: 'c1',
      partnerReference: 'HSB-1',
      sourceCurrency: 'SGD',
      destinationCurrency: 'USD',
      notionalCurrency: 'SGD',
      forwardRate: '0.73',
      maturityDate: '2026-06-01',
    };
    expect(await partner.bookForward({ ...booking, notionalMinor: 1_000_066n })).toEqual({
      status: 'REFUSED',
      reason: REFUSED_NOTIONAL_REASON,
    });
    const booked = await partner.bookForward({ ...booking, notionalMinor: 1_000_000n });
    expect(booked).toEqual({ status: 'BOOKED', partnerContractId: expect.stringMatching(/^HSF-[0-9A-F]{12}$/) });
  });
});
