/**
 * Every route of spec §2, in one table. The web router is built from it; the API seeds user menus from it.
 * `title` is what the page shows; `privileged` routes are checked against the user's menus.
 */
export type RouteArea = 'auth' | 'main' | 'onboarding' | 'cards' | 'wallet' | 'blocked' | 'system';

export type RouteDef = {
  path: string;
  title: string;
  area: RouteArea;
  /** Needs a signed-in user. */
  isPrivate: boolean;
  /** Allowed only when the path (or its parent menu) is in the user's menus. */
  isPrivileged?: boolean;
  /** Shown without the side panel (spec §2). */
  hasNoSidePanel?: boolean;
  /** The menu path this route belongs to, for privilege checks of detail pages. */
  menuParent?: string;
};

const auth = (path: string, title: string): RouteDef => ({ path, title, area: 'auth', isPrivate: false });
const main = (path: string, title: string, extra: Partial<RouteDef> = {}): RouteDef => ({
  path,
  title,
  area: 'main',
  isPrivate: true,
  isPrivileged: true,
  ...extra,
});
const onboarding = (path: string, title: string): RouteDef => ({ path, title, area: 'onboarding', isPrivate: false });
const card = (path: string, title: string): RouteDef => ({ path, title, area: 'cards', isPrivate: true });
const wallet = (path: string, title: string, isPrivate = true): RouteDef => ({
  path,
  title,
  area: 'wallet',
  isPrivate,
});

export const ROUTES: readonly RouteDef[] = [
  auth('/login', 'Sign in'),
  auth('/forgetPassword', 'Forgot password'),
  auth('/resetPassword/:resetToken', 'Reset password'),
  { path: '/r/setpassword', title: 'Set your password', area: 'auth', isPrivate: true, hasNoSidePanel: true },
  auth('/migration', 'Move to a new business account'),
  auth('/migration/:resetToken', 'Move to a new business account'),
  auth('/migration/:resetToken/success', 'Migration complete'),
  { path: '/maintenance', title: 'Under maintenance', area: 'system', isPrivate: false },

  main('/r/dashboard', 'Dashboard'),
  main('/r/send', 'Send money'),
  main('/r/pay-bills', 'Pay bills'),
  main('/r/individualsend', 'Send to one recipient', { hasNoSidePanel: true, menuParent: '/r/send' }),
  main('/r/groupsend', 'Send to a group', { hasNoSidePanel: true, menuParent: '/r/send' }),
  main('/r/bulkpayment', 'Bulk payment', { menuParent: '/r/send' }),
  main('/r/corridors', 'Corridors', { menuParent: '/r/help' }),
  main('/r/addmoney', 'Add money', { hasNoSidePanel: true }),
  main('/r/exchange', 'Exchange', { hasNoSidePanel: true }),
  main('/r/withdraw', 'Withdraw', { hasNoSidePanel: true }),
  main('/r/card/withdraw', 'Withdraw from card', { hasNoSidePanel: true, menuParent: '/r/cards' }),
  main('/r/uip/withdraw', 'Withdraw', { hasNoSidePanel: true, menuParent: '/r/withdraw' }),
  main('/r/uip/exchange', 'Exchange', { hasNoSidePanel: true, menuParent: '/r/exchange' }),
  main('/r/account-statement', 'Account statement'),
  main('/r/open-currency', 'Open currency', { menuParent: '/r/myaccounts' }),
  main('/r/contacts', 'Contacts'),
  main('/r/myaccounts', 'My accounts'),
  main('/r/transactions', 'Transactions'),
  main('/r/transactions/:transactionId', 'Transaction details', { menuParent: '/r/transactions' }),
  main('/r/cardTransactions/:transactionId', 'Card transaction', { menuParent: '/r/cards' }),
  main('/r/transactions/payer/:payerId/paymentrequest/:prId', 'Payment request', { menuParent: '/r/transactions' }),
  main('/r/vra/:vraId/transactions/:transactionId', 'Virtual account transaction', {
    menuParent: '/r/transactions',
  }),
  main('/r/exchange/:exchangeId', 'Exchange details', { menuParent: '/r/transactions' }),
  main('/r/funding/:fundingId', 'Funding details', { menuParent: '/r/transactions' }),
  main('/r/transaction-approval', 'Approvals'),
  main('/r/settings', 'Settings', { isPrivileged: false }),
  // Not in spec §2: sub-pages of Settings for sign-in with a second factor (where the business's policy sends a user
  // to enrol) and the audit log (admins).
  main('/r/settings/two-factor', 'Sign-in security', { isPrivileged: false, menuParent: '/r/settings' }),
  main('/r/settings/audit-log', 'Audit log', { isPrivileged: false, menuParent: '/r/settings' }),
  main('/r/fxhedging', 'FX hedging'),
  main('/r/help', 'Help'),
  main('/r/callback', 'Connecting', { isPrivileged: false }),
  main('/r/fpx/success', 'FPX payment', { isPrivileged: false }),
  main('/r/cards', 'Cards'),
  main('/r/cards/:cardHashId', 'Card details', { menuParent: '/r/cards' }),
  main('/r/cards-management', 'Cards management', { menuParent: '/r/cards' }),
  main('/r/referral', 'Referrals'),
  main('/r/financing', 'Financing'),
  main('/r/financing/:corridor/onboarding', 'Financing onboarding', { menuParent: '/r/financing' }),
  { path: '/r/oops', title: 'Something Went Wrong', area: 'system', isPrivate: false },

  onboarding('/signup', 'Sign up'),
  onboarding('/start', 'Get started'),
  onboarding('/welcome', 'Welcome'),
  onboarding('/register', 'Register your business'),
  onboarding('/lookup', 'Find your business'),
  onboarding('/onboarding', 'Onboarding'),
  onboarding('/success', 'Application submitted'),
  onboarding('/rejected', 'Application rejected'),
  onboarding('/dropout', 'Application paused'),
  onboarding('/on-hold', 'Application on hold'),
  onboarding('/sg-lookup', 'Find your Singapore business'),
  onboarding('/sg-onboarding', 'Singapore onboarding'),
  onboarding('/sg-dropout', 'Singapore application paused'),
  onboarding('/uk-lookup', 'Find your UK business'),
  onboarding('/uk-onboarding', 'UK onboarding'),
  onboarding('/hk-onboarding', 'Hong Kong onboarding'),
  onboarding('/id-onboarding', 'Indonesia onboarding'),
  onboarding('/eu-onboarding', 'EU onboarding'),
  onboarding('/my-onboarding', 'Malaysia onboarding'),
  onboarding('/antom/onboarding', 'Wallet onboarding'),
  onboarding('/onboarding/redirect/success', 'Verification complete'),
  onboarding('/onboarding/redirect/error', 'Verification failed'),
  onboarding('/onboarding-rfi', 'More information needed'),
  onboarding('/onboarding-rfi/document', 'Upload documents'),
  onboarding('/onboarding-rfi/success', 'Documents received'),
  onboarding('/corpay-onboarding', 'Partner onboarding'),
  onboarding('/corpay-success', 'Partner onboarding complete'),

  card('/issue-card', 'Issue a card'),
  card('/issue-employee-card', 'Issue an employee card'),
  card('/issue-corporate-card', 'Issue a corporate card'),
  card('/n1-cards-add-money', 'Add money to cards'),
  card('/card-success', 'Card issued'),
  card('/card-error', 'Card could not be issued'),
  card('/card-pending', 'Card pending'),
  card('/edit-settings', 'Card settings'),
  card('/activate-card', 'Activate card'),
  card('/change-pin', 'Change PIN'),

  wallet('/r/ant/transactions', 'Wallet transactions'),
  wallet('/r/ant/send', 'Send from wallet'),
  wallet('/r/ant/help', 'Wallet help'),
  wallet('/r/ant/transactionstatus', 'Transfer status'),
  wallet('/r/ant/settings', 'Wallet settings'),
  wallet('/r/ant/transactions/:transactionId', 'Wallet transaction'),
  wallet('/antom/register', 'Create a wallet account', false),
  wallet('/antom/login', 'Wallet sign in', false),
  wallet('/antom/forgetPassword', 'Wallet forgot password', false),
  wallet('/antom/resetPassword/:resetToken', 'Wallet reset password', false),
  wallet('/antom/setpassword', 'Wallet set password', false),

  { path: '/onboarding/blocked', title: 'Onboarding unavailable', area: 'blocked', isPrivate: false },
  { path: '/antom/onboarding/blocked', title: 'Onboarding unavailable', area: 'blocked', isPrivate: false },
  { path: '/antom/onboarding/antom-blocked', title: 'Onboarding unavailable', area: 'blocked', isPrivate: false },
];

/** Named paths used in code, so a typo is a type error rather than a dead link. */
export const PATHS = {
  root: '/',
  login: '/login',
  forgetPassword: '/forgetPassword',
  resetPassword: '/resetPassword/:resetToken',
  setPassword: '/r/setpassword',
  walletLogin: '/antom/login',
  maintenance: '/maintenance',
  oops: '/r/oops',
  dashboard: '/r/dashboard',
  cards: '/r/cards',
  cardWithdraw: '/r/card/withdraw',
  transactions: '/r/transactions',
  walletTransactions: '/r/ant/transactions',
  myAccounts: '/r/myaccounts',
  openCurrency: '/r/open-currency',
  accountStatement: '/r/account-statement',
  send: '/r/send',
  transactionApproval: '/r/transaction-approval',
  exchange: '/r/exchange',
  addMoney: '/r/addmoney',
  funding: '/r/funding/:fundingId',
  withdraw: '/r/withdraw',
  contacts: '/r/contacts',
  corridors: '/r/corridors',
  help: '/r/help',
  settings: '/r/settings',
  settingsTwoFactor: '/r/settings/two-factor',
  settingsAuditLog: '/r/settings/audit-log',
  fxHedging: '/r/fxhedging',
} as const;

/** Fills `:params` of a path pattern. */
export function href(pattern: string, params: Record<string, string> = {}): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`href: missing :${name} for ${pattern}`);
    return encodeURIComponent(value);
  });
}

/** The route definition whose pattern matches a concrete pathname, if any. */
export function matchRoute(pathname: string): RouteDef | undefined {
  const clean = pathname.replace(/\/+$/, '') || '/';
  return ROUTES.find((r) => patternToRegExp(r.path).test(clean));
}

function patternToRegExp(pattern: string): RegExp {
  const source = pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+');
  return new RegExp(`^${source}$`);
}
