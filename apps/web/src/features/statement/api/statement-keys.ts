import type { TAccountStatementRequest } from '@corridor/contracts/statement/account-statement';

/**
 * Query keys of the statement feature. They start with 'money' like every query whose numbers move with money,
 * so opening, closing or paying into an account (another feature) refreshes the statement too.
 */
export const statementKeys = {
  accounts: ['money', 'statement', 'accounts'] as const,
  page: (filters: Omit<TAccountStatementRequest, 'cursor' | 'limit'>) =>
    ['money', 'statement', 'rows', filters] as const,
};
