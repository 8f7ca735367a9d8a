import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compactDigits,
  compactUpper,
  ibanBankIdentifier,
  ibanCountry,
  isAbaRouting,
  isCnpj,
  isCpf,
  isEmail,
  isIfsc,
  isPhoneNumber,
  isSwift,
  isSwiftShape,
} from './checks.ts';

describe('[BENEFICIARY CHECKS] library checks', () => {
  it('IBANs: valid ones give their country, in any spacing or case; a wrong check digit gives none', () => {
    expect(ibanCountry('DE89 3704 0044 0532 0130 00')).toBe('DE');
    expect(ibanCountry('gb29nwbk60161331926819')).toBe('GB');
    expect(ibanCountry('PK36SCBL0000001123456702')).toBe('PK');
    expect(ibanCountry('DE88370400440532013000')).toBeNull();
    expect(ibanCountry('DE8937040044053201300')).toBeNull();
    expect(ibanBankIdentifier('DE89370400440532013000')).toBe('37040044');
  });
  it('SWIFT/BIC codes: 8 or 11, a real country', () => {
    expect(isSwift('DEUTDEFF')).toBe(true);
    expect(isSwift('DEUTDEFF500')).toBe(true);
    expect(isSwift('DEUTDEF')).toBe(false);
    expect(isSwift('DEUTZZFF')).toBe(false);
    expect(isSwiftShape('chasus33')).toBe(true);
    expect(isSwiftShape('CHAS-US33')).toBe(false);
  });
  it('phone numbers by their calling code', () => {
    expect(isPhoneNumber('+65', '9123 4567')).toBe(true);
    expect(isPhoneNumber('+44', '07400 123456')).toBe(true);
    expect(isPhoneNumber('+86', '13800138000')).toBe(true);
    expect(isPhoneNumber('+65', '1234')).toBe(false);
    expect(isPhoneNumber('65', '91234567')).toBe(false);
  });
});

describe('[BENEFICIARY CHECKS] hand rules', () => {
  it('ABA routing numbers: published ones pass, one changed digit fails', () => {
    for (const aba of ['021000021', '026009593', '121000248', '021000089', '091000022', '031176110', '322271627']) {
      expect(isAbaRouting(aba), aba).toBe(true);
    }
    expect(isAbaRouting('021000022')).toBe(false);
    expect(isAbaRouting('02100002')).toBe(false);
    // A checksum-valid number in an unused prefix range is no routing number.
    expect(isAbaRouting('500000000')).toBe(false);
  });
  it('ABA: changing any one digit of a valid number breaks the checksum', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 8 }), fc.integer({ min: 1, max: 9 }), (at, delta) => {
        const digits = [...'021000021'].map(Number);
        digits[at] = (digits[at]! + delta) % 10;
        // Weights 3, 7 and 1 are coprime to 10, so any change of one digit moves the sum off a multiple of 10.
        expect(isAbaRouting(digits.join(''))).toBe(false);
      }),
    );
  });
  it('CNPJ and CPF check digits, formatted or not', () => {
    expect(isCnpj('11.222.333/0001-81')).toBe(true);
    expect(isCnpj('11222333000181')).toBe(true);
    expect(isCnpj('11.222.333/0001-82')).toBe(false);
    expect(isCnpj('00000000000000')).toBe(false);
    expect(isCpf('529.982.247-25')).toBe(true);
    expect(isCpf('529.982.247-26')).toBe(false);
    expect(isCpf('111.111.111-11')).toBe(false);
  });
  it('CNPJ: any 12-digit base with its computed check digits passes, and no other final pair does', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 12, maxLength: 12 }), (base) => {
        fc.pre(new Set(base).size > 1);
        const passing = [];
        for (let i = 0; i < 100; i += 1) {
          if (isCnpj(`${base.join('')}${String(i).padStart(2, '0')}`)) passing.push(i);
        }
        expect(passing).toHaveLength(1);
      }),
      { numRuns: 50 },
    );
  });
  it('IFSC, email and compaction', () => {
    expect(isIfsc('HDFC0000001')).toBe(true);
    expect(isIfsc('HDFC1000001')).toBe(false);
    expect(isEmail('ap@supplier.de')).toBe(true);
    expect(isEmail('ap@supplier')).toBe(false);
    expect(compactUpper(' de89-3704 ')).toBe('DE893704');
    expect(compactDigits('20-00-00')).toBe('200000');
  });
});
