import type { TExchangesRequest } from '@corridor/contracts/fx/exchanges';

/**
 * Query keys of the exchange feature. Balances and exchanges start with 'money' like every query whose numbers move
 * with money, so a booking (or a payment into an account, elsewhere) refreshes them all. Quotes and calculations
 * live under 'fx': they follow the market, not the ledger.
 */
export const exchangeKeys = {
  accounts: ['money', 'exchange', 'accounts'] as const,
  list: (filters: Omit<TExchangesRequest, 'cursor' | 'limit'>) => ['money', 'exchange', 'list', filters] as const,
  detail: (id: string) => ['money', 'exchange', 'detail', id] as const,
  quote: (source: string, destination: string) => ['fx', 'quote', source, destination] as const,
  calculation: (request: object, quotedAt: string | undefined) => ['fx', 'calculation', request, quotedAt] as const,
  history: (source: string, destination: string) => ['fx', 'history', source, destination] as const,
};
