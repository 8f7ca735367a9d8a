/**
 * Query keys of adding money. Balances and fundings start with 'money' like every query whose numbers move with money,
 * so a funding refreshes them all; saved cards have their own.
 */
export const addMoneyKeys = {
  accounts: ['money', 'add-money', 'accounts'] as const,
  savedCards: ['cards', 'saved'] as const,
  fees: (q: object) => ['money', 'funding', 'fees', q] as const,
  detail: (id: string) => ['money', 'fundings', 'detail', id] as const,
  achAccounts: ['ach', 'accounts'] as const,
  achLimit: ['money', 'ach', 'rolling-limit'] as const,
};
