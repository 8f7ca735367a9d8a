import { EUR_IBAN_COUNTRIES, type PayoutMethod } from '../corridors.ts';
import type { RoutingCodeType } from './routing-codes.ts';
import type { AccountType } from './schema-types.ts';

/** One routing code slot of a corridor: its type, whether it is needed, and whether it names the bank. */
export type RoutingSlot = {
  type: RoutingCodeType;
  required: boolean;
  isLookup?: boolean;
  /** Spec §5's US SWIFT rule: letters and digits, 8 or 11, with its own message. */
  isUsSwiftRule?: boolean;
};

/** What a corridor asks of a contact's bank details and of the contact. */
export type CorridorRule = {
  /** IBAN as the account number (checked by ibantools, its country the destination's). */
  isIban: boolean;
  /** Account number digits when not an IBAN; SWIFT to a non-IBAN country takes 4–34 letters and digits. */
  accountDigits?: { min: number; max: number };
  routing: readonly RoutingSlot[];
  /** CNY: routing value 1 or 2, exactly one. */
  isExclusiveRouting?: boolean;
  hasBankAccountType?: boolean;
  needsAddress: boolean;
  needsState: boolean;
  needsPostcode: boolean;
  needsPhone: boolean;
  needsRelationship: boolean;
  /** BR: the beneficiary's tax number (CNPJ for companies, CPF for people). */
  hasTaxId?: boolean;
  accountTypes: readonly AccountType[];
};

/** Countries whose accounts are IBANs in our corridors: the euro area we pay, the UK and Pakistan. */
const IBAN_COUNTRIES: readonly string[] = [...EUR_IBAN_COUNTRIES, 'GB', 'PK'];
const BOTH: readonly AccountType[] = ['COMPANY', 'INDIVIDUAL'];
/** Domestic rails that need the payee's address (US and Canadian ACH/EFT, India, China, Brazil…). */
const ADDRESS_COUNTRIES: readonly string[] = ['US', 'CA', 'IN', 'CN', 'BR', 'PK', 'PH', 'VN', 'ID', 'JP'];
const STATE_COUNTRIES: readonly string[] = ['US', 'CA', 'BR'];
/** Hong Kong has no postal codes. */
const NO_POSTCODE: readonly string[] = ['HK'];

type LocalShape = Pick<CorridorRule, 'isIban' | 'accountDigits' | 'routing'> &
  Partial<Pick<CorridorRule, 'isExclusiveRouting' | 'hasBankAccountType' | 'hasTaxId' | 'accountTypes'>>;

const swiftSlot = (required: boolean): RoutingSlot => ({ type: 'SWIFT', required, isLookup: true });

/** LOCAL payouts, country by country. */
const LOCAL: Record<string, LocalShape> = {
  GB: {
    isIban: false,
    accountDigits: { min: 8, max: 8 },
    routing: [{ type: 'SORT_CODE', required: true, isLookup: true }],
  },
  US: {
    isIban: false,
    accountDigits: { min: 4, max: 17 },
    routing: [{ type: 'ACH', required: true, isLookup: true }],
    hasBankAccountType: true,
  },
  AU: { isIban: false, accountDigits: { min: 5, max: 9 }, routing: [{ type: 'BSB', required: true, isLookup: true }] },
  IN: {
    isIban: false,
    accountDigits: { min: 9, max: 18 },
    routing: [{ type: 'IFSC', required: true, isLookup: true }],
  },
  CA: {
    isIban: false,
    accountDigits: { min: 7, max: 12 },
    routing: [
      { type: 'TRANSIT_NUMBER', required: true },
      { type: 'INSTITUTION_NUMBER', required: true, isLookup: true },
    ],
  },
  SG: {
    isIban: false,
    accountDigits: { min: 6, max: 17 },
    routing: [{ type: 'BANK_CODE', required: true, isLookup: true }],
  },
  HK: {
    isIban: false,
    accountDigits: { min: 6, max: 12 },
    routing: [
      { type: 'BANK_CODE', required: true, isLookup: true },
      { type: 'BRANCH_CODE', required: true },
    ],
  },
  MY: { isIban: false, accountDigits: { min: 10, max: 16 }, routing: [swiftSlot(true)] },
  ID: {
    isIban: false,
    accountDigits: { min: 6, max: 16 },
    routing: [{ type: 'BANK_CODE', required: true, isLookup: true }],
  },
  JP: {
    isIban: false,
    accountDigits: { min: 7, max: 7 },
    routing: [
      { type: 'BANK_CODE', required: true, isLookup: true },
      { type: 'BRANCH_CODE', required: true },
    ],
    hasBankAccountType: true,
  },
  CN: {
    isIban: false,
    accountDigits: { min: 8, max: 30 },
    routing: [{ type: 'CNAPS', required: false, isLookup: true }, swiftSlot(false)],
    isExclusiveRouting: true,
  },
  PK: { isIban: true, routing: [swiftSlot(false)], accountTypes: ['COMPANY'] },
  BR: {
    isIban: false,
    accountDigits: { min: 5, max: 12 },
    routing: [
      { type: 'BANK_CODE', required: true, isLookup: true },
      { type: 'BRANCH_CODE', required: true },
    ],
    hasBankAccountType: true,
    hasTaxId: true,
  },
  PH: { isIban: false, accountDigits: { min: 10, max: 16 }, routing: [swiftSlot(true)] },
  VN: { isIban: false, accountDigits: { min: 6, max: 19 }, routing: [swiftSlot(true)] },
};

function shapeOf(country: string, method: PayoutMethod): LocalShape | undefined {
  if (method === 'SWIFT') {
    if (country === 'US') {
      // Spec §5: US to USD by wire carries the ABA routing number and, second, the bank's SWIFT code.
      return {
        isIban: false,
        accountDigits: { min: 4, max: 17 },
        routing: [
          { type: 'ACH', required: true, isLookup: true },
          { type: 'SWIFT', required: true, isUsSwiftRule: true },
        ],
      };
    }
    return { isIban: IBAN_COUNTRIES.includes(country), routing: [swiftSlot(true)] };
  }
  if ((EUR_IBAN_COUNTRIES as readonly string[]).includes(country)) return { isIban: true, routing: [swiftSlot(false)] };
  return LOCAL[country];
}

/** The rule of a corridor, or undefined for a country and method we have no rule for. */
export function corridorRule(country: string, method: PayoutMethod): CorridorRule | undefined {
  const shape = shapeOf(country, method);
  if (!shape) return undefined;
  const needsAddress = method === 'SWIFT' || ADDRESS_COUNTRIES.includes(country);
  return {
    ...shape,
    needsAddress,
    needsState: needsAddress && STATE_COUNTRIES.includes(country),
    needsPostcode: needsAddress && !NO_POSTCODE.includes(country),
    needsPhone: country === 'CN',
    needsRelationship: ['IN', 'PK', 'CN'].includes(country),
    accountTypes: shape.accountTypes ?? BOTH,
  };
}
