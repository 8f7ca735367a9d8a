import type { ComponentType } from 'react';
import type { BuiltPath } from './route-availability.ts';

type LazyModule = () => Promise<{ Component: ComponentType }>;

/**
 * Which code each route loads, one chunk per page so sign-in and the dashboard stay small. Exactly the routes of
 * BUILT_PATHS have a page (the type checks both lists agree); the others are not built yet and show their title,
 * what the page will be for and a way back (NotYetAvailablePage).
 */
const login: LazyModule = () => import('./pages/login-route.tsx').then((m) => ({ Component: m.LoginRoute }));
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
  '/r/dashboard': () => import('./pages/dashboard-route.tsx').then((m) => ({ Component: m.DashboardRoute })),
  '/r/myaccounts': () => import('./pages/my-accounts-route.tsx').then((m) => ({ Component: m.MyAccountsRoute })),
  '/r/account-statement': () =>
    import('./pages/account-statement-route.tsx').then((m) => ({ Component: m.AccountStatementRoute })),
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
