import { accountDetailsEndpoint } from '@corridor/contracts/accounts/account-details';
import { createVfaEndpoint } from '@corridor/contracts/accounts/create-vfa';
import { incomingPaymentEndpoint } from '@corridor/contracts/accounts/incoming-payment';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { callerOf } from '../../http/caller.ts';
import { idempotencyOf, sendIdempotent } from '../../http/idempotency.ts';
import { route } from '../../http/route.ts';
import * as receiving from './receiving.service.ts';

/** Receiving details (VFAs) of currency accounts, and money arriving into them (spec §7 "Settings"). */
export async function receivingRoutes(app: FastifyInstance, deps: AppDeps) {
  route(app, createVfaEndpoint, (req) => receiving.createVfa(deps, callerOf(req), req.body));
  route(app, accountDetailsEndpoint, (req) => receiving.accountDetails(deps, callerOf(req), req.params.accountId));
  // Makes money arrive, for demos and tests; a production server does not have the route at all.
  if (!deps.config.isProduction) {
    route(app, incomingPaymentEndpoint, async (req, reply) =>
      sendIdempotent(reply, await receiving.receivePayment(deps, callerOf(req), req.body, idempotencyOf(req))),
    );
  }
}
