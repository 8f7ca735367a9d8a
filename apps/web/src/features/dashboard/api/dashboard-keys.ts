/**
 * Query keys of the dashboard. They start with 'money' like every query whose numbers move with money, so a
 * change made elsewhere (opening an account, a payment arriving) refreshes the dashboard too.
 */
export const dashboardKeys = {
  balances: ['money', 'dashboard', 'balances'] as const,
  history: (days: number) => ['money', 'dashboard', 'history', days] as const,
  activity: (limit: number) => ['money', 'dashboard', 'activity', limit] as const,
};
