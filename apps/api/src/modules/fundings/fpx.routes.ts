import { fpxPaymentStatusEndpoint, fpxPayoutEndpoint } from '@corridor/contracts/fundings/fpx';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { callerOf } from '../../http/caller.ts';
import { route } from '../../http/route.ts';
import { confirmFpxPayment, startFpxPayment } from './fpx-fundings.service.ts';

/** FPX (spec §7): a funding's payment at the gateway, and its status when the browser comes back. */
export async function fpxRoutes(app: FastifyInstance, deps: AppDeps) {
  route(app, fpxPayoutEndpoint, (req) => startFpxPayment(deps, callerOf(req), req.body.fundingId));
  route(app, fpxPaymentStatusEndpoint, (req) => confirmFpxPayment(deps, callerOf(req), req.body));
}
