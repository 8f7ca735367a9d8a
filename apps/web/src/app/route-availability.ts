import { matchRoute, PATHS } from './paths.ts';

/**
 * The routes whose page is built (route-modules.ts loads their code). Every other route of the table shows the
 * "not available yet" page, and every shortcut to it says so. Pages read this list, not the module table, so no
 * page imports the code of every other page.
 */
export const BUILT_PATHS = [
  '/login',
  '/antom/login',
  '/forgetPassword',
  '/resetPassword/:resetToken',
  '/r/setpassword',
  '/r/dashboard',
  '/r/myaccounts',
  '/r/account-statement',
  '/r/exchange',
  '/r/exchange/:exchangeId',
  '/r/addmoney',
  '/r/funding/:fundingId',
  '/r/fpx/success',
  '/r/withdraw',
  '/r/uip/withdraw',
  '/r/card/withdraw',
  '/r/contacts',
  '/r/corridors',
  '/r/fxhedging',
  '/r/send',
  '/r/individualsend',
  '/r/groupsend',
  '/r/bulkpayment',
  '/r/transaction-approval',
  '/r/settings',
  '/r/transactions',
  '/r/transactions/:transactionId',
  '/r/cardTransactions/:transactionId',
  '/r/transactions/payer/:payerId/paymentrequest/:prId',
  '/r/vra/:vraId/transactions/:transactionId',
  '/r/settings/two-factor',
  '/r/settings/audit-log',
  '/r/oops',
  '/maintenance',
] as const;

export type BuiltPath = (typeof BUILT_PATHS)[number];

/** Routes that only forward to another one (spec §2). */
export const REDIRECTS: Record<string, string> = { [PATHS.openCurrency]: PATHS.myAccounts };

const BUILT: ReadonlySet<string> = new Set(BUILT_PATHS);

/** Whether the page at `pathname` (a route of the table) is built, following a redirect. */
export function isRouteAvailable(pathname: string): boolean {
  const pattern = matchRoute(pathname.split(/[?#]/, 1)[0] ?? '')?.path;
  if (!pattern) return false;
  const target = REDIRECTS[pattern];
  return target ? isRouteAvailable(target) : BUILT.has(pattern);
}
