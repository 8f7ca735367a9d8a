import { balanceHistoryEndpoint } from '@corridor/contracts/dashboard/balance-history';
import { dashboardBalancesEndpoint } from '@corridor/contracts/dashboard/balances';
import { recentActivityEndpoint } from '@corridor/contracts/dashboard/recent-activity';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { route } from '../../http/route.ts';
import { sessionOf } from '../../http/session-guard.ts';
import { createSandboxFxRates } from '../../partners/fx-rates/sandbox.ts';
import { balanceHistory, balances, type DashboardCaller, recentActivity } from './dashboard.service.ts';

function callerOf(req: FastifyRequest): DashboardCaller {
  const s = sessionOf(req);
  return { clientId: s.clientId, baseCurrency: s.client.baseCurrency, utcOffset: s.profile.client.utcOffset };
}

/** The dashboard (/r/dashboard): balances and their base-currency total, recent activity, balance over time. */
export async function dashboardRoutes(app: FastifyInstance, deps: AppDeps) {
  const fx = createSandboxFxRates();
  route(app, dashboardBalancesEndpoint, (req) => balances(deps, fx, callerOf(req)));
  route(app, recentActivityEndpoint, (req) => recentActivity(deps, callerOf(req), req.query.limit));
  route(app, balanceHistoryEndpoint, (req) => balanceHistory(deps, fx, callerOf(req), req.query));
}
