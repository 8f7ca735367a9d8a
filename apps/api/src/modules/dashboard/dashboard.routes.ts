import { balanceHistoryEndpoint } from '@corridor/contracts/dashboard/balance-history';
import { dashboardBalancesEndpoint } from '@corridor/contracts/dashboard/balances';
import { recentActivityEndpoint } from '@corridor/contracts/dashboard/recent-activity';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { callerOf } from '../../http/caller.ts';
import { route } from '../../http/route.ts';
import { balanceHistory, balances, recentActivity } from './dashboard.service.ts';

/** The dashboard (/r/dashboard): balances and their base-currency total, recent activity, balance over time. */
export async function dashboardRoutes(app: FastifyInstance, deps: AppDeps) {
  route(app, dashboardBalancesEndpoint, (req) => balances(deps, callerOf(req)));
  route(app, recentActivityEndpoint, (req) => recentActivity(deps, callerOf(req), req.query.limit));
  route(app, balanceHistoryEndpoint, (req) => balanceHistory(deps, callerOf(req), req.query));
}
