import { rateHistoryEndpoint } from '@corridor/contracts/fx/rate-history';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { route } from '../../http/route.ts';
import { rateHistory } from './fx-rates.service.ts';

/** Rate history for the exchange page's chart: public market rates, the same for every client. */
export async function fxRatesRoutes(app: FastifyInstance, deps: AppDeps) {
  route(app, rateHistoryEndpoint, (req) => rateHistory(deps, req.query));
}
