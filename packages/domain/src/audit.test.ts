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
        payout_id: '0c537560-288b-4dd5-9c32-f4fb4dbf89ed',
        status: 'AWAITING_APPROVAL_CREDIT_CARD_ACCOUNT',
      }),
    ).toEqual({
      Debit: 'SGD 1,234,567,890.12',
      'Recipient gets': 'JPY 5,000',
      Recipient: 'Brennerei Alpenglück GmbH',
      Reason: 'Wrong supplier',
      Status: 'Awaiting approval',
    });
    expect(auditDetailText({ factor: 'totp', email_code_allowed: false })).toEqual({
      With: 'Authenticator app',
      'Emailed codes allowed': 'No',
    });
  });

  it('knows its actions and leaves unknown ones as they are', () => {
    expect(isAuditAction('payout.created')).toBe(true);
    expect(isAuditAction('toString')).toBe(false);
    expect(auditActionLabel('mfa.passkey_added')).toBe('Passkey added');
    expect(auditActionLabel('x.y')).toBe('x.y');
  });
});
