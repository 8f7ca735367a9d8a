/**
 * The sandbox's starting point: units of each currency per 1 EUR.
 *
 * Published: the European Central Bank's euro foreign exchange reference rates of 25 November 2024 (eurofxref.csv,
 * https://www.ecb.europa.eu/stats/policy_and_exchange_rates/euro_reference_exchange_rates/), copied as published.
 */
export const ECB_REFERENCE_DATE = '2024-11-25';
export const ECB_PER_EUR: Readonly<Record<string, string>> = {
  USD: '1.0495',
  JPY: '161.64',
  CZK: '25.295',
  DKK: '7.4586',
  GBP: '0.83465',
  HUF: '409.78',
  PLN: '4.3185',
  RON: '4.9767',
  SEK: '11.5030',
  CHF: '0.9324',
  NOK: '11.5865',
  TRY: '36.3020',
  AUD: '1.6111',
  BRL: '6.0941',
  CAD: '1.4648',
  CNY: '7.6018',
  HKD: '8.1659',
  IDR: '16651.89',
  ILS: '3.8493',
  INR: '88.4595',
  KRW: '1469.87',
  MXN: '21.3301',
  MYR: '4.6724',
  NZD: '1.7926',
  PHP: '61.936',
  SGD: '1.4128',
  THB: '36.271',
  ZAR: '18.9592',
};

/**
 * Currencies the ECB does not publish, as units per 1 USD. AED is the UAE central bank's peg (3.6725); the others
 * are approximate market levels of late 2024 kept by hand for the sandbox, NOT a published table: a live adapter
 * replaces them with a provider's rates.
 */
export const SANDBOX_PER_USD: Readonly<Record<string, string>> = {
  AED: '3.6725',
  ARS: '1005',
  BDT: '119.5',
  CLP: '975',
  COP: '4400',
  FJD: '2.27',
  LKR: '291',
  NPR: '135',
  PEN: '3.76',
  PKR: '278',
  TWD: '32.5',
  UYU: '43',
  VND: '25400',
};
