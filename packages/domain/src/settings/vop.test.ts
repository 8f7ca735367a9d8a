import { describe, expect, it } from 'vitest';
import { DEFAULT_VOP_PREFERENCE, isPayoutChecked, needsConfirmation, vopMessage } from './vop.ts';

describe('[VOP] rules', () => {
  it('checks EUR pay-outs only, and only while the business has them on', () => {
    expect(isPayoutChecked(DEFAULT_VOP_PREFERENCE, 'EUR')).toBe(true);
    expect(isPayoutChecked(DEFAULT_VOP_PREFERENCE, 'GBP')).toBe(false);
    const off = { ...DEFAULT_VOP_PREFERENCE, pay_out_verification: { currencies: { EUR: false } } };
    expect(isPayoutChecked(off, 'EUR')).toBe(false);
  });

  it('asks the payer to confirm a close match or no match, not a match or an unavailable scheme', () => {
    expect(needsConfirmation('CLOSE_MATCH')).toBe(true);
    expect(needsConfirmation('NO_MATCH')).toBe(true);
    expect(needsConfirmation('MATCH')).toBe(false);
    expect(needsConfirmation('UNAVAILABLE')).toBe(false);
  });

  it("names the bank's registered name on a close match", () => {
    expect(vopMessage({ result: 'CLOSE_MATCH', registeredName: 'Rheinland GmbH' })).toContain('"Rheinland GmbH"');
  });
});
