import { describe, expect, it } from 'vitest';
import { beneficiarySchema } from './schema.ts';

const placeholderOf = (country: string, currency: string) =>
  beneficiarySchema({ country, currency, method: 'LOCAL', accountType: 'COMPANY' }, new Date())?.fields.find(
    (f) => f.name === 'beneficiary_contact_country_code',
  )?.placeholder;

describe('[CONTACTS] the phone country code field', () => {
  it('suggests the destination’s own calling code', () => {
    expect(placeholderOf('AU', 'AUD')).toBe('+61');
    expect(placeholderOf('GB', 'GBP')).toBe('+44');
    expect(placeholderOf('SG', 'SGD')).toBe('+65');
  });
});
