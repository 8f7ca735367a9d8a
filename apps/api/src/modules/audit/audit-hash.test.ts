import { describe, expect, it } from 'vitest';
import { type AuditRowContent, auditRowHash, canonicalJson, GENESIS_HASH } from './audit-hash.ts';

const row: AuditRowContent = {
  chainId: '6b0f9d7e-3a1c-4f7e-9a51-1d2f3c4b5a69',
  seq: 1n,
  at: new Date('2026-11-27T08:00:00.123Z'),
  clientId: '6b0f9d7e-3a1c-4f7e-9a51-1d2f3c4b5a69',
  actorUserId: null,
  actorName: null,
  action: 'payout.created',
  outcome: 'success',
  targetType: 'payout',
  targetId: 'SME_1_2',
  ip: null,
  details: { amount: '1000', currency: 'SGD' },
};

describe('[AUDIT] row hash', () => {
  it('serialises objects with sorted keys, so jsonb key order does not matter', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, 'x'], c: null } })).toBe('{"a":{"c":null,"d":[1,"x"]},"b":1}');
  });

  it('the same row gives the same hash; any changed field, or another previous hash, gives another', () => {
    const h = auditRowHash(GENESIS_HASH, row);
    expect(auditRowHash(GENESIS_HASH, { ...row, details: { currency: 'SGD', amount: '1000' } })).toEqual(h);
    expect(auditRowHash(GENESIS_HASH, { ...row, details: { amount: '1001', currency: 'SGD' } })).not.toEqual(h);
    expect(auditRowHash(GENESIS_HASH, { ...row, seq: 2n })).not.toEqual(h);
    expect(auditRowHash(GENESIS_HASH, { ...row, at: new Date('2026-11-27T08:00:00.124Z') })).not.toEqual(h);
    expect(auditRowHash(Buffer.alloc(32, 1), row)).not.toEqual(h);
  });
});
