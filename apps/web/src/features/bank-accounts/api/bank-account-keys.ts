/**
 * Query keys of the company bank accounts. Everything starts with 'bank-accounts', the prefix every page that shows
 * linked accounts uses (the withdraw page lists them too): a change here refreshes them all.
 */
export const bankAccountKeys = {
  all: ['bank-accounts'] as const,
  list: (clientId: string) => ['bank-accounts', 'list', clientId] as const,
  schema: (clientId: string, country: string, currency: string) =>
    ['bank-accounts', 'schema', clientId, country, currency] as const,
};
