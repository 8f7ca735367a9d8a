import type { TCorridor } from '@corridor/contracts/beneficiaries/corridors';

export type CorridorRow = { country: string; countryName: string; currencies: { code: string; methods: string[] }[] };

const METHOD = { LOCAL: 'local transfer', SWIFT: 'SWIFT wire' } as const;

/** One row per destination country, its currencies and how each is paid; filtered by country name or code or currency. */
export function corridorRows(corridors: readonly TCorridor[], search: string): CorridorRow[] {
  const byCountry = new Map<string, CorridorRow>();
  for (const c of corridors) {
    const row = byCountry.get(c.destination_country) ?? {
      country: c.destination_country,
      countryName: c.destination_country_name,
      currencies: [],
    };
    const currency = row.currencies.find((x) => x.code === c.destination_currency);
    if (currency) currency.methods.push(METHOD[c.payout_method]);
    else row.currencies.push({ code: c.destination_currency, methods: [METHOD[c.payout_method]] });
    byCountry.set(c.destination_country, row);
  }
  const needle = search.trim().toLowerCase();
  return [...byCountry.values()]
    .filter(
      (r) =>
        !needle ||
        r.countryName.toLowerCase().includes(needle) ||
        r.country.toLowerCase() === needle ||
        r.currencies.some((c) => c.code.toLowerCase().includes(needle)),
    )
    .sort((a, b) => a.countryName.localeCompare(b.countryName));
}
