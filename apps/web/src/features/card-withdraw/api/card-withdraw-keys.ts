/**
 * Query keys of the card withdraw page. Both start with 'money', like every query whose numbers move with money, so a
 * card withdrawal refreshes the currency accounts shown elsewhere too (and their moves refresh these).
 */
export const cardWithdrawKeys = {
  balances: ['money', 'card-balances'] as const,
  withdrawals: ['money', 'card-withdrawals'] as const,
};
