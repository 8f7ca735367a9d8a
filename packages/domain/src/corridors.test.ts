import { describe, expect, it } from 'vitest';
import { beneficiarySchema } from './beneficiaries/schema.ts';
import {
  currenciesTo,
  defaultPayoutMethod,
  destinationCountriesFor,
  findCorridor,
  supportedCorridors,
  unsupportedCorridorMessage,
} from './corridors.ts';

describe('[CORRIDORS] supported corridors as data', () => {
  it('an SG business pays EUR by SEPA and wire to Germany, GBP locally to the UK, USD by ACH and wire to the US', () => {
    expect(findCorridor('SG', 'DE', 'EUR', 'LOCAL')).toBeDefined();
    expect(findCorridor('SG', 'DE', 'EUR', 'SWIFT')).toBeDefined();
    expect(findCorridor('SG', 'GB', 'GBP')).toMatchObject({ payoutMethod: 'LOCAL' });
    expect(findCorridor('SG', 'US', 'USD', 'SWIFT')).toBeDefined();
    expect(findCorridor('SG', 'SG', 'USD')).toMatchObject({ payoutMethod: 'SWIFT' });
  });
  it('the entities of the brief reach every listed destination', () => {
    for (const entity of ['SG', 'AU', 'HK', 'GB', 'US', 'MY']) {
      const countries = destinationCountriesFor(entity);
      for (const c of [
        'DE',
        'FR',
        'GB',
        'US',
        'AU',
        'IN',
        'CA',
        'SG',
        'HK',
        'MY',
        'ID',
        'JP',
        'CN',
        'PK',
        'BR',
        'PH',
        'VN',
      ]) {
        expect(countries, `${entity} → ${c}`).toContain(c);
      }
    }
    expect(destinationCountriesFor('IN')).not.toContain('PK');
    expect(destinationCountriesFor('JP')).toHaveLength(9);
  });
  it('every corridor has a validation schema', () => {
    for (const c of supportedCorridors('SG')) {
      const key = { country: c.destinationCountry, currency: c.destinationCurrency, method: c.payoutMethod };
      expect(beneficiarySchema({ ...key, accountType: 'COMPANY' }, new Date()), JSON.stringify(key)).toBeDefined();
    }
  });
  it('LOCAL when the currency is the country’s own, SWIFT otherwise (spec §4)', () => {
    expect(defaultPayoutMethod('FR', 'EUR')).toBe('LOCAL');
    expect(defaultPayoutMethod('GB', 'EUR')).toBe('SWIFT');
    expect(currenciesTo('SG', 'GB')).toEqual(['GBP', 'EUR', 'USD']);
  });
  it('an unsupported corridor is said in the spec’s words', () => {
    expect(findCorridor('SG', 'DE', 'JPY')).toBeUndefined();
    expect(unsupportedCorridorMessage('JPY', 'DE')).toBe('We do not support JPY payments to Germany');
  });
});
