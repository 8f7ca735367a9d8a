import {
  achAccountsEndpoint,
  achBalanceEndpoint,
  achEligibilityEndpoint,
  achRollingLimitEndpoint,
  delinkEndpoint,
  initiateLinkEndpoint,
  linkStatusEndpoint,
} from '@corridor/contracts/ach/ach';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { callerOf } from '../../http/caller.ts';
import { route } from '../../http/route.ts';
import * as ach from './ach.service.ts';

/** ACH (spec §7): linked US bank accounts for adding money by direct debit, their balance, the rolling limit. */
export async function achRoutes(app: FastifyInstance, deps: AppDeps) {
  route(app, achEligibilityEndpoint, (req) => ach.achEligibility(deps, callerOf(req)));
  route(app, achAccountsEndpoint, (req) => ach.listAchAccounts(deps, callerOf(req)));
  route(app, initiateLinkEndpoint, async (req, reply) =>
    reply.status(201).send(await ach.initiateLink(deps, callerOf(req), req.body)),
  );
  route(app, linkStatusEndpoint, (req) => ach.linkStatus(deps, callerOf(req), req.query));
  route(app, achBalanceEndpoint, (req) => ach.achBalance(deps, callerOf(req), req.params.accountId));
  route(app, delinkEndpoint, (req) => ach.delink(deps, callerOf(req), req.params.accountId));
  route(app, achRollingLimitEndpoint, (req) => ach.rollingLimit(deps, callerOf(req)));
}
