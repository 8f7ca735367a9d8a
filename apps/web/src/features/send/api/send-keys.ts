import type { TPayoutsRequest } from '@corridor/contracts/payouts/payouts-list';

/**
 * Query keys of the send feature. Balances and payouts start with 'money', so a payout created (or an exchange, a
 * payment in) refreshes them all; contacts start with 'contacts', so a contact added in the contact dialog shows at
 * once; quotes and live calculations live under 'fx', as the exchange page's do.
 */
export const sendKeys = {
  accounts: ['money', 'send', 'accounts'] as const,
  contacts: (clientId: string, search: string) => ['contacts', 'send', clientId, search] as const,
  quote: (source: string, destination: string) => ['fx', 'quote', source, destination] as const,
  fees: (request: object, quotedAt: string | undefined) => ['fx', 'payout-fees', request, quotedAt] as const,
  purposeCodes: (currency: string) => ['send', 'purpose-codes', currency] as const,
  swiftFees: (query: object) => ['send', 'swift-fees', query] as const,
  dailyAmount: (clientId: string) => ['money', 'send', 'daily-amount', clientId] as const,
  validation: (request: object) => ['send', 'validate', request] as const,
  payouts: (filters: Omit<TPayoutsRequest, 'cursor' | 'limit'>) => ['money', 'payouts', 'list', filters] as const,
  payout: (id: string) => ['money', 'payouts', 'detail', id] as const,
  cards: ['send', 'cards'] as const,
  achAccounts: ['send', 'ach-accounts'] as const,
  achLimit: ['money', 'send', 'ach-limit'] as const,
  paymentFees: (query: object) => ['send', 'payment-fees', query] as const,
  funding: (id: string) => ['money', 'send', 'funding', id] as const,
};
