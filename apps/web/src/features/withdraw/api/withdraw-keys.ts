import type { WithdrawalKind } from '@corridor/domain/withdrawals/statuses';

/**
 * Query keys of the withdraw page. Balances and withdrawals start with 'money' like every query whose numbers move
 * with money, so a withdrawal (or an exchange, elsewhere) refreshes them all; linked accounts and receive settings
 * start with 'bank-accounts', as everywhere they are shown, so linking one refreshes this page's lists too.
 */
export const withdrawKeys = {
  accounts: ['money', 'withdraw', 'accounts'] as const,
  list: (kind: WithdrawalKind | undefined) => ['money', 'withdrawals', 'list', kind ?? 'all'] as const,
  detail: (id: string) => ['money', 'withdrawals', 'detail', id] as const,
  bankAccounts: (clientId: string) => ['bank-accounts', 'list', clientId] as const,
  receiveSettings: ['bank-accounts', 'receive-settings'] as const,
};
