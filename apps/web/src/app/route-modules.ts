import { canAccess } from '@corridor/domain/access';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { getSession } from '@/lib/session/session-store.ts';
import type { BuiltPath } from './route-availability.ts';

/** What a route may use while its code loads: the query client, to start its data in parallel. */
export type RouteContext = { queryClient?: QueryClient };
type LazyModule = (context?: RouteContext) => Promise<{ Component: ComponentType }>;

/**
 * The dashboard's data starts downloading with its page code (a small chunk of its own, so the first screens do
 * not carry it), when a signed-in user may see the dashboard: an anonymous visit is sent to sign in instead.
 */
function prefetchDashboard(context?: RouteContext) {
  const { queryClient } = context ?? {};
  const session = getSession();
  if (!queryClient || session.status !== 'authenticated' || !canAccess('/r/dashboard', session.user)) return;
  void import('@/features/dashboard/api/prefetch-dashboard.ts').then((m) => m.prefetchDashboard(queryClient));
}

/**
 * Which code each route loads, one chunk per page so sign-in and the dashboard stay small. Exactly the routes of
 * BUILT_PATHS have a page (the type checks both lists agree); the others are not built yet and show their title,
 * what the page will be for and a way back (NotYetAvailablePage).
 */
const login: LazyModule = () => import('./pages/login-route.tsx').then((m) => ({ Component: m.LoginRoute }));
const withdraw: LazyModule = () => import('./pages/withdraw-route.tsx').then((m) => ({ Component: m.WithdrawRoute }));
const notYetAvailable: LazyModule = () =>
  import('./pages/not-yet-available-page.tsx').then((m) => ({ Component: m.NotYetAvailablePage }));

const BUILT: Record<BuiltPath, LazyModule> = {
  '/login': login,
  '/antom/login': login,
  '/forgetPassword': () =>
    import('@/features/auth/pages/forget-password-page.tsx').then((m) => ({ Component: m.ForgetPasswordPage })),
  '/resetPassword/:resetToken': () =>
    import('@/features/auth/pages/reset-password-page.tsx').then((m) => ({ Component: m.ResetPasswordPage })),
  '/r/setpassword': () => import('./pages/set-password-route.tsx').then((m) => ({ Component: m.SetPasswordRoute })),
  '/r/dashboard': (context) => {
    prefetchDashboard(context);
    return import('./pages/dashboard-route.tsx').then((m) => ({ Component: m.DashboardRoute }));
  },
  '/r/myaccounts': () => import('./pages/my-accounts-route.tsx').then((m) => ({ Component: m.MyAccountsRoute })),
  '/r/account-statement': () =>
    import('./pages/account-statement-route.tsx').then((m) => ({ Component: m.AccountStatementRoute })),
  '/r/exchange': () => import('./pages/exchange-route.tsx').then((m) => ({ Component: m.ExchangeRoute })),
  '/r/exchange/:exchangeId': () =>
    import('./pages/exchange-detail-route.tsx').then((m) => ({ Component: m.ExchangeDetailRoute })),
  '/r/addmoney': () => import('./pages/add-money-route.tsx').then((m) => ({ Component: m.AddMoneyRoute })),
  '/r/funding/:fundingId': () => import('./pages/funding-route.tsx').then((m) => ({ Component: m.FundingRoute })),
  '/r/fpx/success': () => import('./pages/fpx-success-route.tsx').then((m) => ({ Component: m.FpxSuccessRoute })),
  '/r/withdraw': withdraw,
  '/r/uip/withdraw': withdraw,
  '/r/card/withdraw': () => import('./pages/card-withdraw-route.tsx').then((m) => ({ Component: m.CardWithdrawRoute })),
  '/r/contacts': () => import('./pages/contacts-route.tsx').then((m) => ({ Component: m.ContactsRoute })),
  '/r/corridors': () => import('./pages/corridors-route.tsx').then((m) => ({ Component: m.CorridorsRoute })),
  '/r/fxhedging': () => import('./pages/fx-hedging-route.tsx').then((m) => ({ Component: m.FxHedgingRoute })),
  '/r/send': () => import('./pages/send-route.tsx').then((m) => ({ Component: m.SendRoute })),
  '/r/individualsend': () =>
    import('./pages/individual-send-route.tsx').then((m) => ({ Component: m.IndividualSendRoute })),
  '/r/groupsend': () => import('./pages/group-send-route.tsx').then((m) => ({ Component: m.GroupSendRoute })),
  '/r/bulkpayment': () => import('./pages/bulk-payment-route.tsx').then((m) => ({ Component: m.BulkPaymentRoute })),
  '/r/transaction-approval': () =>
    import('./pages/transaction-approval-route.tsx').then((m) => ({ Component: m.TransactionApprovalRoute })),
  '/r/settings': () => import('./pages/settings-route.tsx').then((m) => ({ Component: m.SettingsRoute })),
  '/r/transactions': () => import('./pages/transactions-route.tsx').then((m) => ({ Component: m.TransactionsRoute })),
  '/r/transactions/:transactionId': () =>
    import('./pages/transactions-route.tsx').then((m) => ({ Component: m.TransactionDetailRoute })),
  '/r/cardTransactions/:transactionId': () =>
    import('./pages/transactions-route.tsx').then((m) => ({ Component: m.CardTransactionRoute })),
  '/r/transactions/payer/:payerId/paymentrequest/:prId': () =>
    import('./pages/transactions-route.tsx').then((m) => ({ Component: m.PaymentRequestRoute })),
  '/r/vra/:vraId/transactions/:transactionId': () =>
    import('./pages/transactions-route.tsx').then((m) => ({ Component: m.VraTransactionRoute })),
  '/r/settings/two-factor': () =>
    import('./pages/settings-two-factor-route.tsx').then((m) => ({ Component: m.SettingsTwoFactorRoute })),
  '/r/settings/audit-log': () => import('./pages/audit-log-route.tsx').then((m) => ({ Component: m.AuditLogRoute })),
  '/r/oops': () => import('./pages/system-pages.tsx').then((m) => ({ Component: m.OopsPage })),
  '/maintenance': () => import('./pages/system-pages.tsx').then((m) => ({ Component: m.MaintenancePage })),
};

/** Routes with a rule of their own before their (not yet built) page: the wallet's FW-only transaction ids. */
const GUARDED_PLACEHOLDERS: Record<string, LazyModule> = {
  '/r/ant/transactions/:transactionId': () =>
    import('./pages/wallet-transaction-route.tsx').then((m) => ({ Component: m.WalletTransactionRoute })),
};

export function lazyModuleFor(path: string): LazyModule {
  return BUILT[path as BuiltPath] ?? GUARDED_PLACEHOLDERS[path] ?? notYetAvailable;
}
