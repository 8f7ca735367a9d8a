import { bookFxEndpoint } from '@corridor/contracts/fx/book-fx';
import { calculateAmountsEndpoint } from '@corridor/contracts/fx/calculate-amounts';
import { exchangeEndpoint, exchangesEndpoint } from '@corridor/contracts/fx/exchanges';
import { getFxRateEndpoint } from '@corridor/contracts/fx/get-fx-rate';
import { getHoldFxEndpoint } from '@corridor/contracts/fx/get-hold-fx';
import { lockFxRateEndpoint } from '@corridor/contracts/fx/lock-fx-rate';
import { PATHS } from '@corridor/domain/paths';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { callerOf } from '../../http/caller.ts';
import { idempotencyOf, sendIdempotent } from '../../http/idempotency.ts';
import { route } from '../../http/route.ts';
import { bookFx, getExchange, listExchanges } from './exchanges.service.ts';
import { calculateAmounts } from './fx-amounts.service.ts';
import { getHoldFx, lockFxRate } from './fx-holds.service.ts';
import { getFxRate } from './fx-quotes.service.ts';

/**
 * The pages that use FX calls: the exchange page, the transactions list and exchange details (its menuParent), and
 * sending money, whose quotes and holds are the same calls.
 */
export const FX_MENUS = [PATHS.exchange, PATHS.transactions, PATHS.send];

/** FX (spec §7 "FX" and reports/bookfx/pagination): quotes, holds, amounts, exchanges. */
export async function fxRoutes(app: FastifyInstance, deps: AppDeps) {
  // The hottest FX call: its answer is built from typed fields only, so it is sent as JSON without the response
  // schema's second pass (as the client-details GET does), which costs as much as the quote itself.
  route(app, getFxRateEndpoint, async (req, reply) =>
    reply.type('application/json; charset=utf-8').send(JSON.stringify(await getFxRate(deps, callerOf(req), req.query))),
  );
  route(app, lockFxRateEndpoint, async (req, reply) =>
    reply.status(201).send(await lockFxRate(deps, callerOf(req), req.body)),
  );
  route(app, getHoldFxEndpoint, (req) => getHoldFx(deps, callerOf(req), req.query.fx_hold_id));
  route(app, calculateAmountsEndpoint, (req) => calculateAmounts(deps, callerOf(req), req.body));
  route(app, bookFxEndpoint, async (req, reply) =>
    sendIdempotent(reply, await bookFx(deps, callerOf(req), req.body, idempotencyOf(req))),
  );
  route(app, exchangesEndpoint, (req) => listExchanges(deps, callerOf(req), req.body));
  route(app, exchangeEndpoint, (req) => getExchange(deps, callerOf(req), req.params.id));
}
