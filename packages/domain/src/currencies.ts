import { decimalsOf } from './money.ts';

/** Every currency a business can hold or send (spec §3: about 42 currency options). */
export const CURRENCY_CODES = [
  'AED',
  'ARS',
  'AUD',
  'BDT',
  'BRL',
  'CAD',
  'CHF',
  'CLP',
  'CNY',
  'COP',
  'CZK',
  'DKK',
  'EUR',
  'FJD',
  'GBP',
  'HKD',
  'HUF',
  'IDR',
  'ILS',
  'INR',
  'JPY',
  'KRW',
  'LKR',
  'MXN',
  'MYR',
  'NOK',
  'NPR',
  'NZD',
  'PEN',
  'PHP',
  'PKR',
  'PLN',
  'RON',
  'SEK',
  'SGD',
  'THB',
  'TRY',
  'TWD',
  'USD',
  'UYU',
  'VND',
  'ZAR',
] as const;

export type CurrencyCode = (typeof CURRENCY_CODES)[number];

// Name and the country where the currency is the local one (EUR: Lithuania, the EU entity we serve).
const DETAILS: Record<CurrencyCode, { name: string; country: string }> = {
  AED: { name: 'UAE Dirham', country: 'AE' },
  ARS: { name: 'Argentine Peso', country: 'AR' },
  AUD: { name: 'Australian Dollar', country: 'AU' },
  BDT: { name: 'Bangladeshi Taka', country: 'BD' },
  BRL: { name: 'Brazilian Real', country: 'BR' },
  CAD: { name: 'Canadian Dollar', country: 'CA' },
  CHF: { name: 'Swiss Franc', country: 'CH' },
  CLP: { name: 'Chilean Peso', country: 'CL' },
  CNY: { name: 'Chinese Yuan', country: 'CN' },
  COP: { name: 'Colombian Peso', country: 'CO' },
  CZK: { name: 'Czech Koruna', country: 'CZ' },
  DKK: { name: 'Danish Krone', country: 'DK' },
  EUR: { name: 'Euro', country: 'LT' },
  FJD: { name: 'Fijian Dollar', country: 'FJ' },
  GBP: { name: 'British Pound', country: 'GB' },
  HKD: { name: 'Hong Kong Dollar', country: 'HK' },
  HUF: { name: 'Hungarian Forint', country: 'HU' },
  IDR: { name: 'Indonesian Rupiah', country: 'ID' },
  ILS: { name: 'Israeli New Shekel', country: 'IL' },
  INR: { name: 'Indian Rupee', country: 'IN' },
  JPY: { name: 'Japanese Yen', country: 'JP' },
  KRW: { name: 'South Korean Won', country: 'KR' },
  LKR: { name: 'Sri Lankan Rupee', country: 'LK' },
  MXN: { name: 'Mexican Peso', country: 'MX' },
  MYR: { name: 'Malaysian Ringgit', country: 'MY' },
  NOK: { name: 'Norwegian Krone', country: 'NO' },
  NPR: { name: 'Nepalese Rupee', country: 'NP' },
  NZD: { name: 'New Zealand Dollar', country: 'NZ' },
  PEN: { name: 'Peruvian Sol', country: 'PE' },
  PHP: { name: 'Philippine Peso', country: 'PH' },
  PKR: { name: 'Pakistani Rupee', country: 'PK' },
  PLN: { name: 'Polish Zloty', country: 'PL' },
  RON: { name: 'Romanian Leu', country: 'RO' },
  SEK: { name: 'Swedish Krona', country: 'SE' },
  SGD: { name: 'Singapore Dollar', country: 'SG' },
  THB: { name: 'Thai Baht', country: 'TH' },
  TRY: { name: 'Turkish Lira', country: 'TR' },
  TWD: { name: 'New Taiwan Dollar', country: 'TW' },
  USD: { name: 'US Dollar', country: 'US' },
  UYU: { name: 'Uruguayan Peso', country: 'UY' },
  VND: { name: 'Vietnamese Dong', country: 'VN' },
  ZAR: { name: 'South African Rand', country: 'ZA' },
};

/** One entry of the currency pickers (spec §3 "Currency option"). */
export type CurrencyOption = {
  value: CurrencyCode;
  label: string;
  labelToOpenAccount: string;
  localForCountry: string;
  decimals: number;
};

export const CURRENCY_OPTIONS: readonly CurrencyOption[] = CURRENCY_CODES.map((code) => ({
  value: code,
  label: `${code} - ${DETAILS[code].name}`,
  labelToOpenAccount: `${DETAILS[code].name} (${code})`,
  localForCountry: DETAILS[code].country,
  decimals: decimalsOf(code),
}));

export function isCurrencyCode(code: string): code is CurrencyCode {
  return (CURRENCY_CODES as readonly string[]).includes(code);
}

export function currencyName(code: CurrencyCode): string {
  return DETAILS[code].name;
}

export function currencyOption(code: CurrencyCode): CurrencyOption {
  return CURRENCY_OPTIONS.find((o) => o.value === code)!;
}

/** Currencies in which money can be received into a virtual account (spec §1). */
export const RECEIVING_CURRENCIES = ['SGD', 'USD', 'GBP', 'EUR', 'AUD', 'HKD', 'NZD', 'JPY'] as const;
/** Received only through global (SWIFT) details, appended to every offered list with the GLOBAL label. */
export const GLOBAL_ONLY_RECEIVING_CURRENCIES = ['NZD', 'JPY'] as const;
