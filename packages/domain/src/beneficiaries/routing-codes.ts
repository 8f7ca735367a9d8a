import { BENEFICIARY_MESSAGES as M } from './messages.ts';
import type { CheckName } from './schema-types.ts';

/** The routing code types corridors use (spec §3 routing_code_type_1..4), and IBAN for the bank-name lookup. */
export const ROUTING_CODE_TYPES = [
  'SWIFT',
  'SORT_CODE',
  'ACH',
  'BSB',
  'IFSC',
  'TRANSIT_NUMBER',
  'INSTITUTION_NUMBER',
  'BANK_CODE',
  'BRANCH_CODE',
  'CNAPS',
] as const;
export type RoutingCodeType = (typeof ROUTING_CODE_TYPES)[number];
export const LOOKUP_TYPES = [...ROUTING_CODE_TYPES, 'IBAN'] as const;
export type LookupType = (typeof LOOKUP_TYPES)[number];

export type RoutingFormat = {
  /** What the form calls it. */
  label: string;
  /** How the type is named in "Routing Code should be … for payouts to this country." */
  typeName: string;
  normalize: 'upper' | 'digits';
  pattern?: string;
  check?: CheckName;
  message: string;
  placeholder?: string;
};

const digits = (n: number) => `^\\d{${n}}$`;

/** Each type's format; BANK_CODE and BRANCH_CODE lengths depend on the country (see `bankCodeFormat`). */
export const ROUTING_FORMATS: Record<Exclude<RoutingCodeType, 'BANK_CODE' | 'BRANCH_CODE'>, RoutingFormat> = {
  SWIFT: {
    label: 'SWIFT / BIC code',
    typeName: 'SWIFT',
    normalize: 'upper',
    check: 'swift',
    message: M.invalidSwift,
    placeholder: '8 or 11 characters',
  },
  SORT_CODE: {
    label: 'Sort code',
    typeName: 'SORT CODE',
    normalize: 'digits',
    pattern: digits(6),
    message: M.invalidSortCode,
    placeholder: '6 digits',
  },
  ACH: {
    label: 'ACH routing number',
    typeName: 'ACH',
    normalize: 'digits',
    check: 'aba',
    message: M.invalidAch,
    placeholder: '9 digits',
  },
  BSB: {
    label: 'BSB',
    typeName: 'BSB',
    normalize: 'digits',
    pattern: digits(6),
    message: M.invalidBsb,
    placeholder: '6 digits',
  },
  IFSC: {
    label: 'IFSC',
    typeName: 'IFSC',
    normalize: 'upper',
    check: 'ifsc',
    message: M.invalidIfsc,
    placeholder: '11 characters, e.g. HDFC0000001',
  },
  TRANSIT_NUMBER: {
    label: 'Transit number',
    typeName: 'TRANSIT NUMBER',
    normalize: 'digits',
    pattern: digits(5),
    message: M.invalidTransit,
    placeholder: '5 digits',
  },
  INSTITUTION_NUMBER: {
    label: 'Institution number',
    typeName: 'INSTITUTION NUMBER',
    normalize: 'digits',
    pattern: digits(3),
    message: M.invalidInstitution,
    placeholder: '3 digits',
  },
  CNAPS: {
    label: 'CNAPS code',
    typeName: 'CNAPS',
    normalize: 'digits',
    pattern: digits(12),
    message: M.invalidCnaps,
    placeholder: '12 digits',
  },
};

/** Domestic bank and branch code lengths (HK 3+3, JP Zengin 4+3, BR COMPE 3 + agência 4, SG 4, ID 3). */
const BANK_CODE_DIGITS: Record<string, number> = { SG: 4, HK: 3, ID: 3, JP: 4, BR: 3 };
const BRANCH_CODE_DIGITS: Record<string, number> = { HK: 3, JP: 3, BR: 4 };

export function bankCodeFormat(type: 'BANK_CODE' | 'BRANCH_CODE', country: string): RoutingFormat {
  const n = (type === 'BANK_CODE' ? BANK_CODE_DIGITS : BRANCH_CODE_DIGITS)[country] ?? 3;
  return {
    label: type === 'BANK_CODE' ? 'Bank code' : 'Branch code',
    typeName: type === 'BANK_CODE' ? 'BANK CODE' : 'BRANCH CODE',
    normalize: 'digits',
    pattern: digits(n),
    message: type === 'BANK_CODE' ? M.invalidBankCode : M.invalidBranchCode,
    placeholder: `${n} digits`,
  };
}

export function routingFormat(type: RoutingCodeType, country: string): RoutingFormat {
  return type === 'BANK_CODE' || type === 'BRANCH_CODE' ? bankCodeFormat(type, country) : ROUTING_FORMATS[type];
}

export function isRoutingCodeType(value: string): value is RoutingCodeType {
  return (ROUTING_CODE_TYPES as readonly string[]).includes(value);
}
