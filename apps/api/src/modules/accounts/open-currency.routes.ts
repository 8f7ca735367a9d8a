import {
  OPEN_CURRENCY_PATHS,
  ZOpenCurrencyAllQuery,
  ZOpenCurrencyAllResponse,
  ZOpenCurrencyCloseRequest,
  ZOpenCurrencyCloseResponse,
  ZOpenCurrencyOpenRequest,
  ZOpenCurrencyOpenResponse,
} from '@corridor/contracts/accounts/open-currency';
import { errorResponses } from '@corridor/contracts/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../http/errors.ts';
import * as accounts from './accounts.service.ts';
import { callerOf } from './caller.ts';

const tags = ['accounts'];
const ok = <T>(schema: T) => ({ 200: schema, ...errorResponses });

/** The caller, provided the clientId the request names is their own business. */
function ownCaller(req: FastifyRequest, clientId: string) {
  const caller = callerOf(req);
  if (clientId !== caller.clientId) throw new AppError('NOT_FOUND');
  return caller;
}

/** Spec §7 "Open currency": accounts all/open/close with clientId, served by the same account service. */
export async function openCurrencyRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    OPEN_CURRENCY_PATHS.all,
    { schema: { tags, querystring: ZOpenCurrencyAllQuery, response: ok(ZOpenCurrencyAllResponse) } },
    (req) => accounts.listAccounts(deps, ownCaller(req, req.query.clientId), true),
  );
  r.post(
    OPEN_CURRENCY_PATHS.open,
    { schema: { tags, body: ZOpenCurrencyOpenRequest, response: ok(ZOpenCurrencyOpenResponse) } },
    (req) => accounts.openAccount(deps, ownCaller(req, req.body.clientId), req.body.currency, req.body.label),
  );
  r.post(
    OPEN_CURRENCY_PATHS.close,
    { schema: { tags, body: ZOpenCurrencyCloseRequest, response: ok(ZOpenCurrencyCloseResponse) } },
    (req) => accounts.closeAccount(deps, ownCaller(req, req.body.clientId), req.body.accountId),
  );
}
