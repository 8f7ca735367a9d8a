import type { CurrencyCode } from './currencies.ts';
import { LEGAL_ENTITIES, type LegalEntity } from './entities.ts';

/**
 * Supported corridors (spec §3 "Corridor", §7 beneficiary/metadata entity=supported_corridors): from a business's
 * legal entity to a destination country and currency, by a payout method. LOCAL pays through the destination's
 * domestic rails (SEPA, Faster Payments, ACH, NPP, IMPS…); SWIFT is a cross-border wire.
 */
export const PAYOUT_METHODS = ['LOCAL', 'SWIFT'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];

export type Corridor = {
  sourceCountry: LegalEntity;
  destinationCountry: string;
  destinationCurrency: CurrencyCode;
  payoutMethod: PayoutMethod;
};

/** Destination countries by name (the ones corridors reach; spec §9 names SG, AU, MY, HK, JP this way). */
export const DESTINATION_COUNTRIES = {
  AT: 'Austria',
  AU: 'Australia',
  BE: 'Belgium',
  BR: 'Brazil',
  CA: 'Canada',
  CN: 'China',
  DE: 'Germany',
  ES: 'Spain',
  FI: 'Finland',
  FR: 'France',
  GB: 'United Kingdom',
  HK: 'Hong Kong',
  ID: 'Indonesia',
  IE: 'Ireland',
  IN: 'India',
  IT: 'Italy',
  JP: 'Japan',
  LT: 'Lithuania',
  LU: 'Luxembourg',
  MY: 'Malaysia',
  NL: 'Netherlands',
  PH: 'Philippines',
  PK: 'Pakistan',
  PT: 'Portugal',
  SG: 'Singapore',
  US: 'United States',
  VN: 'Vietnam',
} as const;
export type DestinationCountry = keyof typeof DESTINATION_COUNTRIES;

/** Euro-area countries we pay in EUR: an IBAN (and optionally a BIC) identifies the account. */
export const EUR_IBAN_COUNTRIES = ['AT', 'BE', 'DE', 'ES', 'FI', 'FR', 'IE', 'IT', 'LT', 'LU', 'NL', 'PT'] as const;

/** The currency each destination country pays out locally in (spec §4: LOCAL when the currency is this one). */
export const LOCAL_CURRENCY: Record<DestinationCountry, CurrencyCode> = {
  ...(Object.fromEntries(EUR_IBAN_COUNTRIES.map((c) => [c, 'EUR'])) as Record<
    (typeof EUR_IBAN_COUNTRIES)[number],
    'EUR'
  >),
  AU: 'AUD',
  BR: 'BRL',
  CA: 'CAD',
  CN: 'CNY',
  GB: 'GBP',
  HK: 'HKD',
  ID: 'IDR',
  IN: 'INR',
  JP: 'JPY',
  MY: 'MYR',
  PH: 'PHP',
  PK: 'PKR',
  SG: 'SGD',
  US: 'USD',
  VN: 'VND',
};

/** Where USD goes as a SWIFT wire besides the US itself (the US SWIFT corridor stands for USD_SWIFT_ENABLED). */
const USD_SWIFT_COUNTRIES: readonly DestinationCountry[] = [
  'US',
  'GB',
  'SG',
  'HK',
  'CN',
  'IN',
  'JP',
  'MY',
  'ID',
  'PH',
  'VN',
  'AU',
  'CA',
];
/** EUR also leaves the euro area by SWIFT to these. */
const EUR_SWIFT_COUNTRIES: readonly DestinationCountry[] = ['GB', 'SG', 'HK', 'CN', 'US'];

type Route = { country: DestinationCountry; currency: CurrencyCode; method: PayoutMethod };

function allRoutes(): Route[] {
  const routes: Route[] = [];
  for (const [country, currency] of Object.entries(LOCAL_CURRENCY) as [DestinationCountry, CurrencyCode][]) {
    routes.push({ country, currency, method: 'LOCAL' });
    // A euro payment inside the euro area may also go by SWIFT (a wire with a BIC), as banks offer it.
    if (currency === 'EUR') routes.push({ country, currency, method: 'SWIFT' });
  }
  for (const country of USD_SWIFT_COUNTRIES) routes.push({ country, currency: 'USD', method: 'SWIFT' });
  for (const country of EUR_SWIFT_COUNTRIES) routes.push({ country, currency: 'EUR', method: 'SWIFT' });
  return routes;
}

/**
 * What an entity cannot send, and why: India's outward remittances do not reach Pakistan and an Indian business
 * pays INR at home through its own bank, not us; the Japan entity (a wallet licence) pays out to a short list.
 */
const EXCLUDED: Partial<Record<LegalEntity, (r: Route) => boolean>> = {
  IN: (r) => r.country === 'PK' || r.country === 'IN',
  JP: (r) => !['JP', 'US', 'GB', 'SG', 'HK', 'CN', 'DE', 'FR', 'NL'].includes(r.country),
};

const CORRIDORS: readonly Corridor[] = LEGAL_ENTITIES.flatMap((entity) =>
  allRoutes()
    .filter((r) => !EXCLUDED[entity]?.(r))
    .map((r) => ({
      sourceCountry: entity,
      destinationCountry: r.country,
      destinationCurrency: r.currency,
      payoutMethod: r.method,
    })),
);

/** The corridors open to a business of `entity`, optionally to one destination country. */
export function supportedCorridors(entity: string, destinationCountry?: string): Corridor[] {
  return CORRIDORS.filter(
    (c) =>
      c.sourceCountry === entity && (destinationCountry === undefined || c.destinationCountry === destinationCountry),
  );
}

/** Spec §4: LOCAL when the currency is the destination country's own, SWIFT otherwise. */
export function defaultPayoutMethod(country: string, currency: string): PayoutMethod {
  return LOCAL_CURRENCY[country as DestinationCountry] === currency ? 'LOCAL' : 'SWIFT';
}

export function findCorridor(
  entity: string,
  country: string,
  currency: string,
  method: PayoutMethod = defaultPayoutMethod(country, currency),
): Corridor | undefined {
  return CORRIDORS.find(
    (c) =>
      c.sourceCountry === entity &&
      c.destinationCountry === country &&
      c.destinationCurrency === currency &&
      c.payoutMethod === method,
  );
}

/** The currencies a business of `entity` can pay to `country`, local one first. */
export function currenciesTo(entity: string, country: string): CurrencyCode[] {
  const local = LOCAL_CURRENCY[country as DestinationCountry];
  const all = [...new Set(supportedCorridors(entity, country).map((c) => c.destinationCurrency))];
  return all.sort((a, b) => (a === local ? -1 : b === local ? 1 : a.localeCompare(b)));
}

/** The countries a business of `entity` can pay, by name. */
export function destinationCountriesFor(entity: string): DestinationCountry[] {
  const countries = new Set(supportedCorridors(entity).map((c) => c.destinationCountry as DestinationCountry));
  return [...countries].sort((a, b) => DESTINATION_COUNTRIES[a].localeCompare(DESTINATION_COUNTRIES[b]));
}

export function countryName(code: string): string {
  return DESTINATION_COUNTRIES[code as DestinationCountry] ?? code;
}

/** Spec §5, word for word. */
export function unsupportedCorridorMessage(currency: string, country: string): string {
  return `We do not support ${currency} payments to ${countryName(country)}`;
}
