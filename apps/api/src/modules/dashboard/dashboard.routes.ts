import { errorResponses } from '@corridor/contracts/common';
import {
  BALANCE_HISTORY_PATH,
  ZBalanceHistoryQuery,
  ZBalanceHistoryResponse,
} from '@corridor/contracts/dashboard/balance-history';
import { DASHBOARD_BALANCES_PATH, ZDashboardBalancesResponse } from '@corridor/contracts/dashboard/balances';
import {
  RECENT_ACTIVITY_PATH,
  ZRecentActivityQuery,
  ZRecentActivityResponse,
} from '@corridor/contracts/dashboard/recent-activity';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { sessionOf } from '../../http/session-guard.ts';
import { createSandboxFxRates } from '../../partners/fx-rates/sandbox.ts';
import { balanceHistory, balances, type DashboardCaller, recentActivity } from './dashboard.service.ts';

const tags = ['dashboard'];

function callerOf(req: FastifyRequest): DashboardCaller {
  const s = sessionOf(req);
  return { clientId: s.clientId, baseCurrency: s.client.baseCurrency, utcOffset: s.profile.client.utcOffset };
}

/** The dashboard (/r/dashboard): balances and their base-currency total, recent activity, balance over time. */
export async function dashboardRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const fx = createSandboxFxRates();
  r.get(
    DASHBOARD_BALANCES_PATH,
    { schema: { tags, response: { 200: ZDashboardBalancesResponse, ...errorResponses } } },
    (req) => balances(deps, fx, callerOf(req)),
  );
  r.get(
    RECENT_ACTIVITY_PATH,
    {
      schema: {
        tags,
        querystring: ZRecentActivityQuery,
        response: { 200: ZRecentActivityResponse, ...errorResponses },
      },
    },
    (req) => recentActivity(deps, callerOf(req), req.query.limit),
  );
  r.get(
    BALANCE_HISTORY_PATH,
    {
      schema: {
        tags,
        querystring: ZBalanceHistoryQuery,
        response: { 200: ZBalanceHistoryResponse, ...errorResponses },
      },
    },
    (req) => balanceHistory(deps, fx, callerOf(req), req.query),
  );
}
