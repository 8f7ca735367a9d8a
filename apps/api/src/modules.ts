import { PATHS } from '@corridor/domain/paths';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from './app-deps.ts';
import { requireMenu } from './http/caller.ts';
import { accountsRoutes } from './modules/accounts/accounts.routes.ts';
import { achRoutes } from './modules/ach/ach.routes.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { authPrivateRoutes, authPublicRoutes } from './modules/auth/auth.routes.ts';
import { requireSession } from './modules/auth/session-guard.ts';
import { userAdminRoutes } from './modules/auth/user-admin.routes.ts';
import { BANK_ACCOUNT_MENUS, bankAccountsRoutes } from './modules/bank-accounts/bank-accounts.routes.ts';
import { BATCH_MENUS, batchesRoutes } from './modules/batches/batches.routes.ts';
import {
  beneficiariesRoutes,
  CONTACT_MENUS,
  CORRIDOR_MENUS,
  corridorRoutes,
} from './modules/beneficiaries/beneficiaries.routes.ts';
import {
  CARD_BALANCE_MENUS,
  CARD_WITHDRAWAL_READ_MENUS,
  cardBalancesRoutes,
  cardWithdrawalReadRoutes,
} from './modules/card-balances/card-balances.routes.ts';
import { CARD_MENUS, cardsRoutes } from './modules/cards/cards.routes.ts';
import { clientSettingsRoutes } from './modules/clients/client-settings.routes.ts';
import { clientsPrivateRoutes, clientsPublicRoutes } from './modules/clients/clients.routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { devMailboxRoutes } from './modules/dev-mailbox/dev-mailbox.routes.ts';
import { feedbackRoutes } from './modules/feedback/feedback.routes.ts';
import { fpxSandboxRoutes } from './modules/fpx-sandbox/fpx-sandbox.routes.ts';
import { fpxRoutes } from './modules/fundings/fpx.routes.ts';
import {
  FUNDING_MENUS,
  FUNDING_READ_MENUS,
  fundingReadRoutes,
  fundingsRoutes,
} from './modules/fundings/fundings.routes.ts';
import { FX_MENUS, fxRoutes } from './modules/fx/fx.routes.ts';
import { fxHedgingRoutes } from './modules/fx-hedging/fx-hedging.routes.ts';
import { fxRatesRoutes } from './modules/fx-rates/fx-rates.routes.ts';
import { mfaRoutes } from './modules/mfa/mfa.routes.ts';
import {
  APPROVAL_MENUS,
  approvalRoutes,
  PAYOUT_READ_MENUS,
  payoutReadRoutes,
  payoutsRoutes,
  SEND_MENUS,
} from './modules/payouts/payouts.routes.ts';
import { receivingRoutes } from './modules/receiving/receiving.routes.ts';
import { statementRoutes } from './modules/statement/statement.routes.ts';
import { rfiRoutes, TRANSACTION_MENUS, transactionsRoutes } from './modules/transactions/transactions.routes.ts';
import {
  WITHDRAW_MENUS,
  WITHDRAWAL_READ_MENUS,
  withdrawalReadRoutes,
  withdrawRoutes,
} from './modules/withdrawals/withdrawals.routes.ts';

type RouteModule = (app: FastifyInstance, deps: AppDeps) => Promise<void>;

/**
 * Routes anyone may call (sign-in, password reset, public configuration, the dev mailbox, the sandbox FPX bank page
 * a payment is sent to; the last two never in production).
 */
const PUBLIC_MODULES: RouteModule[] = [authPublicRoutes, clientsPublicRoutes, devMailboxRoutes, fpxSandboxRoutes];

/** The pages that show currency accounts and their receiving details. */
const ACCOUNT_MENUS = [PATHS.myAccounts, PATHS.dashboard, PATHS.accountStatement];

/**
 * Routes that need a signed-in user: each runs behind the session guard (cookie, expiry, CSRF, source). `menus`
 * are the pages that use the module: a user with none of them among their menus is refused (spec §6), so the
 * API holds the same line as the web's privilege checks.
 */
const PRIVATE_MODULES: { routes: RouteModule; menus?: string[] }[] = [
  { routes: authPrivateRoutes },
  // Admins only (checked by the service: the roles that may change the business's settings).
  { routes: auditRoutes },
  // Anyone signed in manages their own sign-in factors; the policy is for admins (checked by the service).
  { routes: mfaRoutes },
  { routes: clientsPrivateRoutes },
  // Settings (/r/settings is open to every signed-in user): users and roles for admins only, checked per route.
  { routes: userAdminRoutes },
  { routes: clientSettingsRoutes },
  { routes: accountsRoutes, menus: ACCOUNT_MENUS },
  { routes: receivingRoutes, menus: ACCOUNT_MENUS },
  { routes: statementRoutes, menus: [PATHS.accountStatement] },
  { routes: dashboardRoutes, menus: [PATHS.dashboard] },
  { routes: fxRoutes, menus: FX_MENUS },
  { routes: fxRatesRoutes, menus: FX_MENUS },
  { routes: corridorRoutes, menus: CORRIDOR_MENUS },
  { routes: beneficiariesRoutes, menus: CONTACT_MENUS },
  { routes: fxHedgingRoutes, menus: [PATHS.fxHedging] },
  { routes: payoutsRoutes, menus: SEND_MENUS },
  { routes: payoutReadRoutes, menus: PAYOUT_READ_MENUS },
  { routes: approvalRoutes, menus: APPROVAL_MENUS },
  { routes: batchesRoutes, menus: BATCH_MENUS },
  { routes: bankAccountsRoutes, menus: BANK_ACCOUNT_MENUS },
  { routes: withdrawRoutes, menus: WITHDRAW_MENUS },
  { routes: withdrawalReadRoutes, menus: WITHDRAWAL_READ_MENUS },
  { routes: cardsRoutes, menus: CARD_MENUS },
  { routes: cardBalancesRoutes, menus: CARD_BALANCE_MENUS },
  { routes: cardWithdrawalReadRoutes, menus: CARD_WITHDRAWAL_READ_MENUS },
  { routes: fundingsRoutes, menus: FUNDING_MENUS },
  { routes: fundingReadRoutes, menus: FUNDING_READ_MENUS },
  { routes: achRoutes, menus: FUNDING_MENUS },
  { routes: fpxRoutes, menus: FUNDING_MENUS },
  { routes: transactionsRoutes, menus: TRANSACTION_MENUS },
  { routes: rfiRoutes, menus: TRANSACTION_MENUS },
  // Anyone signed in may leave feedback: the header icon shows on every page of the shell.
  { routes: feedbackRoutes },
];

export async function registerModules(app: FastifyInstance, deps: AppDeps) {
  for (const mod of PUBLIC_MODULES) await app.register(async (scope) => mod(scope, deps));
  await app.register(async (scope) => {
    scope.addHook('onRequest', requireSession(deps));
    for (const mod of PRIVATE_MODULES) {
      await scope.register(async (inner) => {
        if (mod.menus) inner.addHook('onRequest', requireMenu(mod.menus));
        await mod.routes(inner, deps);
      });
    }
  });
}
