import { describe, expect, it } from 'vitest';
import { auditActionLabel, auditDetailText, isAuditAction } from './audit.ts';

describe('[AUDIT] words', () => {
  it('reads amounts kept in minor units with their currency, and names the keys', () => {
    expect(
      auditDetailText({
        source_amount: '123456789012',
        source_currency: 'SGD',
        destination_amount: '5000',
        destination_currency: 'JPY',
        beneficiary: 'Brennerei Alpenglück GmbH',
        reason: 'Wrong supplier',
      }),
    ).toEqual({
      Debit: 'SGD 1,234,567,890.12',
      'Recipient gets': 'JPY 5,000',
      Recipient: 'Brennerei Alpenglück GmbH',
      Reason: 'Wrong supplier',
    });
  });

  it('knows its actions and leaves unknown ones as they are', () => {
    expect(isAuditAction('payout.created')).toBe(true);
    expect(isAuditAction('toString')).toBe(false);
    expect(auditActionLabel('mfa.passkey_added')).toBe('Passkey added');
    expect(auditActionLabel('x.y')).toBe('x.y');
  });
});
