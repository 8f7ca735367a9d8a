import { describe, expect, it } from 'vitest';
import { accountLabel, accountName } from './account-label.ts';

describe('account names and labels', () => {
  it('names an account by its currency, or by the label the business gave it', () => {
    expect(accountName({ currency: 'SGD', label: null })).toBe('Singapore Dollar (SGD)');
    expect(accountName({ currency: 'SGD', label: 'Payroll' })).toBe('Payroll (SGD)');
    expect(accountLabel({ currency: 'EUR', label: null, account_number: '4359158276' })).toBe(
      'Euro (EUR) · 4359158276',
    );
  });

  it('shows a currency it has no name for once, by its code', () => {
    expect(accountLabel({ currency: 'XTS', label: null, account_number: '1' })).toBe('XTS · 1');
  });
});
