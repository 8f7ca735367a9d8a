import { bankFormSchema } from '@corridor/domain/bank-accounts/bank-form';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error.ts';
import { makeBankAccount } from '@/test/bank-account-factories.ts';
import {
  countryChoices,
  currencyChoices,
  defaultCountry,
  defaultCurrency,
  isSaveBlocked,
  saveFailureOf,
  valuesOfAccount,
} from './bank-account-draft.ts';

const schema = bankFormSchema({ country: 'SG', currency: 'SGD', isUsdSwiftOn: false }, new Date())!;

describe('[BANK ACCOUNT DRAFT] choices, edit values and failures', () => {
  it('starts on the business’s own country and its currency, offering the corridors it has', () => {
    expect(defaultCountry('SG')).toBe('SG');
    expect(defaultCurrency('SG', 'SG')).toBe('SGD');
    expect(defaultCurrency('SG', 'SG', 'USD')).toBe('USD');
    expect(defaultCurrency('SG', 'SG', 'XYZ')).toBe('SGD');
    expect(countryChoices('AU').some((c) => c.value === 'AU' && c.label === 'Australia')).toBe(true);
    expect(currencyChoices('SG', 'US').map((c) => c.value)).toContain('USD');
    expect(currencyChoices('SG', '')).toEqual([]);
  });

  it('edits from the account’s values; a kept (masked) number counts as filled', () => {
    const values = valuesOfAccount(makeBankAccount());
    expect(values.beneficiary_account_number).toBe('•••• 4567');
    expect(isSaveBlocked(schema, values, values, true)).toBe(true);
    expect(isSaveBlocked(schema, { ...values, beneficiary_bank_name: 'OCBC Bank' }, values, true)).toBe(false);
    expect(isSaveBlocked(schema, { ...values, beneficiary_account_number: '' }, values, false)).toBe(true);
  });

  it('reads a failed save as the spec says: "Duplicate" back to the form, field errors on fields, else generic', () => {
    const dup = new ApiError({ code: 'DUPLICATE_BANK_ACCOUNT', status: 409, message: 'Duplicate bank account: …' });
    expect(saveFailureOf(dup)).toEqual({ kind: 'duplicate', message: 'Duplicate bank account: …' });
    const fields = new ApiError({
      code: 'AJV_VALIDATE',
      status: 400,
      fieldErrors: [{ field: 'routingCodeValue1', message: 'Invalid bank code' }],
    });
    expect(saveFailureOf(fields)).toEqual({
      kind: 'fields',
      errors: [{ field: 'routing_code_value_1', message: 'Invalid bank code' }],
    });
    expect(saveFailureOf(new ApiError({ code: 'UNEXPECTED_ERROR', status: 500 }))).toEqual({ kind: 'generic' });
    expect(saveFailureOf(new Error('offline'))).toEqual({ kind: 'generic' });
  });
});
