/**
 * Query keys of the accounts feature. Every query whose numbers move with money (accounts, dashboard,
 * statement) starts with 'money', so a change to accounts refreshes them all without features importing
 * each other.
 */
export const MONEY_ROOT = ['money'] as const;

export const accountKeys = {
  all: ['money', 'accounts'] as const,
  summary: ['money', 'accounts', 'summary'] as const,
  details: (accountId: string) => ['money', 'accounts', 'details', accountId] as const,
  currencyOptions: (entity: string) => ['accounts', 'currency-options', entity] as const,
};
