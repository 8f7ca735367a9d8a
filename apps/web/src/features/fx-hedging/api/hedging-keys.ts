/**
 * Query keys of FX hedging. Contracts and the accounts they use start with 'money' like every query whose numbers
 * move with money (a settlement is an exchange); forward quotes live under 'fx' with the spot quotes.
 */
export const hedgingKeys = {
  onboarding: ['fx-hedging', 'onboarding'] as const,
  accounts: ['money', 'fx-hedging', 'accounts'] as const,
  contracts: ['money', 'fx-hedging', 'contracts'] as const,
  contractPage: (page: number) => ['money', 'fx-hedging', 'contracts', 'page', page] as const,
  contract: (id: string) => ['money', 'fx-hedging', 'contracts', 'detail', id] as const,
  quote: (source: string, destination: string, maturity: string) =>
    ['fx', 'forward-quote', source, destination, maturity] as const,
};
