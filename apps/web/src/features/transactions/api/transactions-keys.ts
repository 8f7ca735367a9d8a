import type { TTransactionsRequest } from '@corridor/contracts/transactions/transactions';

/**
 * Query keys of the transactions feature. They start with 'money' like every query whose numbers move with money,
 * so a send, an exchange or money arriving (other features) refreshes the list too.
 */
export const transactionsKeys = {
  page: (filters: Omit<TTransactionsRequest, 'cursor' | 'limit'>) =>
    ['money', 'transactions', 'rows', filters] as const,
  one: (id: string) => ['money', 'transactions', 'one', id] as const,
  payout: (id: string) => ['money', 'transactions', 'payout', id] as const,
  withdrawal: (id: string) => ['money', 'transactions', 'withdrawal', id] as const,
  cardWithdrawal: (id: string) => ['money', 'transactions', 'card-withdrawal', id] as const,
};
