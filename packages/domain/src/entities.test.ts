import { describe, expect, it } from 'vitest';
import { CURRENCY_CODES, CURRENCY_OPTIONS, currencyOption, isCurrencyCode } from './currencies.ts';
import {
  canReceiveIn,
  ENTITY_CONFIGS,
  entityConfig,
  isCurrencyOffered,
  LEGAL_ENTITIES,
  myAccountsLabel,
} from './entities.ts';
import { canTransitionVfa, canVfaReceive, VFA_STATUSES, VFA_TRANSITIONS } from './vfa-status.ts';

describe('[CURRENCIES] options', () => {
  it('offers about 42 currencies, each with value, labels, local country and decimals', () => {
    expect(CURRENCY_OPTIONS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(CURRENCY_CODES).size).toBe(CURRENCY_CODES.length);
    expect(currencyOption('SGD')).toEqual({
      value: 'SGD',
      label: 'SGD - Singapore Dollar',
      labelToOpenAccount: 'Singapore Dollar (SGD)',
      localForCountry: 'SG',
      decimals: 2,
    });
    expect(currencyOption('JPY').decimals).toBe(0);
    expect(isCurrencyCode('XXX')).toBe(false);
  });
});

describe('[ENTITIES] configuration (spec §9)', () => {
  it('opens SGD and USD for SG, GBP and EUR for GB, only INR for IN and only JPY for JP', () => {
    expect(ENTITY_CONFIGS.SG.defaultAccountCurrencies).toEqual(['SGD', 'USD']);
    expect(ENTITY_CONFIGS.GB.defaultAccountCurrencies).toEqual(['GBP', 'EUR']);
    expect(ENTITY_CONFIGS.IN.defaultAccountCurrencies).toEqual(['INR']);
    expect(ENTITY_CONFIGS.JP.defaultAccountCurrencies).toEqual(['JPY']);
    expect(ENTITY_CONFIGS.AU.defaultAccountCurrencies).toEqual(['AUD']);
  });

  it('lets IN and JP businesses hold only their local currency', () => {
    expect(isCurrencyOffered('IN', 'USD')).toBe(false);
    expect(isCurrencyOffered('JP', 'USD')).toBe(false);
    expect(isCurrencyOffered('JP', 'JPY')).toBe(true);
    expect(isCurrencyOffered('SG', 'EUR')).toBe(true);
    expect(isCurrencyOffered('XX', 'EUR')).toBe(false);
  });

  it('gives AU, HK, US, GB and LT their virtual account currency and no one else', () => {
    const vac = Object.fromEntries(LEGAL_ENTITIES.map((e) => [e, ENTITY_CONFIGS[e].virtualAccountCurrency]));
    expect(vac).toEqual({
      SG: null,
      HK: 'HKD',
      AU: 'AUD',
      IN: null,
      US: 'USD',
      GB: 'GBP',
      CA: null,
      MY: null,
      ID: null,
      LT: 'EUR',
      JP: null,
    });
  });

  it('appends NZD and JPY labelled GLOBAL to the offered receiving currencies', () => {
    const offered = ENTITY_CONFIGS.SG.offeredReceivingCurrencies;
    expect(offered.slice(-2)).toEqual([
      { currency: 'NZD', label: 'GLOBAL' },
      { currency: 'JPY', label: 'GLOBAL' },
    ]);
    expect(offered.filter((o) => o.label === 'LOCAL').map((o) => o.currency)).toEqual([
      'SGD',
      'USD',
      'GBP',
      'EUR',
      'AUD',
      'HKD',
    ]);
    expect(canReceiveIn('AU', 'NZD')).toBe(true);
    expect(canReceiveIn('SG', 'INR')).toBe(false);
    expect(canReceiveIn('JP', 'JPY')).toBe(false);
  });

  it('sweeps MY, HK, ID, JP, GB and LT, and names their accounts page "Receive money"', () => {
    const swept = LEGAL_ENTITIES.filter((e) => ENTITY_CONFIGS[e].hasAutoSweep);
    expect(swept.sort()).toEqual(['GB', 'HK', 'ID', 'JP', 'LT', 'MY']);
    expect(myAccountsLabel('HK')).toBe('Receive money');
    expect(myAccountsLabel('SG')).toBe('My accounts');
    expect(ENTITY_CONFIGS.GB.sweepsAtMidnightUtc).toBe(true);
    expect(ENTITY_CONFIGS.MY.sweepsAtMidnightUtc).toBe(false);
  });

  it('knows the entity country names and refuses unknown entities', () => {
    expect(entityConfig('SG')?.countryName).toBe('Singapore');
    expect(entityConfig('MY')?.countryName).toBe('Malaysia');
    expect(entityConfig('ZZ')).toBeUndefined();
  });

  it('always offers the default currency and the default accounts of every entity', () => {
    for (const e of LEGAL_ENTITIES) {
      const c = ENTITY_CONFIGS[e];
      expect(c.currencyOptions).toContain(c.defaultCurrency);
      for (const d of c.defaultAccountCurrencies) expect(c.currencyOptions).toContain(d);
    }
  });
});

describe('[VFA] status machine', () => {
  it('only COMPLETED receives', () => {
    expect(VFA_STATUSES.filter(canVfaReceive)).toEqual(['COMPLETED']);
    expect(canVfaReceive(null)).toBe(false);
  });

  it('allows only the listed transitions', () => {
    expect(canTransitionVfa('PENDING', 'COMPLETED')).toBe(true);
    expect(canTransitionVfa('COMPLETED', 'DEACTIVATED')).toBe(true);
    expect(canTransitionVfa('COMPLETED', 'PENDING')).toBe(false);
    expect(canTransitionVfa('DEACTIVATED', 'COMPLETED')).toBe(false);
    for (const from of VFA_STATUSES) expect(VFA_TRANSITIONS[from]).not.toContain(from);
  });
});
