import { divideDecimal } from '@corridor/domain/money';
import type { FxRates, FxRatesPartner } from './fx-rates.ts';

/**
 * Fixed sandbox rates: the US dollar value of one unit of each currency. Fixed so that demo totals and tests
 * are deterministic; a live rates adapter replaces this file behind the same type.
 */
export const SANDBOX_USD_VALUE: Readonly<Record<string, string>> = {
  AED: '0.2723',
  ARS: '0.00098',
  AUD: '0.6520',
  BDT: '0.0084',
  BRL: '0.1790',
  CAD: '0.7310',
  CHF: '1.1280',
  CLP: '0.00106',
  CNY: '0.1390',
  COP: '0.00024',
  CZK: '0.0430',
  DKK: '0.1450',
  EUR: '1.0820',
  FJD: '0.4420',
  GBP: '1.2680',
  HKD: '0.1282',
  HUF: '0.00275',
  IDR: '0.0000625',
  ILS: '0.2690',
  INR: '0.01198',
  JPY: '0.00662',
  KRW: '0.000735',
  LKR: '0.00331',
  MXN: '0.0585',
  MYR: '0.2130',
  NOK: '0.0925',
  NPR: '0.00749',
  NZD: '0.5980',
  PEN: '0.2650',
  PHP: '0.01745',
  PKR: '0.00358',
  PLN: '0.2510',
  RON: '0.2170',
  SEK: '0.0955',
  SGD: '0.7430',
  THB: '0.0285',
  TRY: '0.0310',
  TWD: '0.0312',
  USD: '1',
  UYU: '0.0253',
  VND: '0.0000395',
  ZAR: '0.0545',
};

const AS_OF = new Date('2026-01-01T00:00:00Z');

const SANDBOX_RATES: FxRates = {
  asOf: AS_OF,
  rate(from, to) {
    if (from === to) return '1';
    const a = SANDBOX_USD_VALUE[from];
    const b = SANDBOX_USD_VALUE[to];
    // Cross rates through USD, kept to 10 decimals: far finer than any minor unit they convert.
    return a && b ? divideDecimal(a, b, 10) : undefined;
  },
};

export function createSandboxFxRates(): FxRatesPartner {
  return { name: 'sandbox', latest: async () => SANDBOX_RATES };
}
