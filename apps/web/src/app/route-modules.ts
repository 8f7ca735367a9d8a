import type { ComponentType } from 'react';

type LazyModule = () => Promise<{ Component: ComponentType }>;

/**
 * Which code each route loads, one chunk per page so sign-in and the dashboard stay small. Routes not listed
 * show their title and purpose (RoutePage) until their capability lands.
 */
const login: LazyModule = () => import('./pages/login-route.tsx').then((m) => ({ Component: m.LoginRoute }));
const routePage: LazyModule = () => import('./pages/route-page.tsx').then((m) => ({ Component: m.RoutePage }));

const MODULES: Record<string, LazyModule> = {
  '/login': login,
  '/antom/login': login,
  '/forgetPassword': () =>
    import('@/features/auth/pages/forget-password-page.tsx').then((m) => ({ Component: m.ForgetPasswordPage })),
  '/resetPassword/:resetToken': () =>
    import('@/features/auth/pages/reset-password-page.tsx').then((m) => ({ Component: m.ResetPasswordPage })),
  '/r/setpassword': () => import('./pages/set-password-route.tsx').then((m) => ({ Component: m.SetPasswordRoute })),
  '/r/dashboard': () => import('./pages/dashboard-route.tsx').then((m) => ({ Component: m.DashboardRoute })),
  '/r/myaccounts': () => import('./pages/my-accounts-route.tsx').then((m) => ({ Component: m.MyAccountsRoute })),
  '/r/account-statement': () =>
    import('./pages/account-statement-route.tsx').then((m) => ({ Component: m.AccountStatementRoute })),
  '/r/ant/transactions/:transactionId': () =>
    import('./pages/wallet-transaction-route.tsx').then((m) => ({ Component: m.WalletTransactionRoute })),
  '/r/oops': () => import('./pages/system-pages.tsx').then((m) => ({ Component: m.OopsPage })),
  '/maintenance': () => import('./pages/system-pages.tsx').then((m) => ({ Component: m.MaintenancePage })),
};

export function lazyModuleFor(path: string): LazyModule {
  return MODULES[path] ?? routePage;
}
