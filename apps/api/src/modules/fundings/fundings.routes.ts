import {
  cancelFundingEndpoint,
  createFundingEndpoint,
  fundingEndpoint,
  fundingFeesEndpoint,
  fundingsEndpoint,
} from '@corridor/contracts/fundings/fundings';
import { PATHS } from '@corridor/domain/paths';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { callerOf } from '../../http/caller.ts';
import { idempotencyOf, sendIdempotent } from '../../http/idempotency.ts';
import { route } from '../../http/route.ts';
import { cancelFunding, createFunding, fundingFees, getFunding, listFundings } from './fundings.service.ts';

/** Money is added from the Add money page. */
export const FUNDING_MENUS = [PATHS.addMoney];
/**
 * The pages that show fundings and their fees: Add money (its result), Transactions (funding details) and Send money
 * (a payout paid by card or transfer: its fee before confirming, then its funding's instructions and progress).
 */
export const FUNDING_READ_MENUS = [PATHS.addMoney, PATHS.transactions, PATHS.send];

/** Adding money (spec §2 /r/addmoney). */
export async function fundingsRoutes(app: FastifyInstance, deps: AppDeps) {
  route(app, createFundingEndpoint, async (req, reply) =>
    sendIdempotent(reply, await createFunding(deps, callerOf(req), req.body, idempotencyOf(req))),
  );
  route(app, cancelFundingEndpoint, (req) => cancelFunding(deps, callerOf(req), req.params.id));
}

/** The business's fundings (spec §2 /r/funding/:fundingId). */
export async function fundingReadRoutes(app: FastifyInstance, deps: AppDeps) {
  route(app, fundingFeesEndpoint, (req) => fundingFees(deps, callerOf(req), req.query));
  route(app, fundingsEndpoint, (req) => listFundings(deps, callerOf(req), req.query));
  route(app, fundingEndpoint, (req) => getFunding(deps, callerOf(req), req.params.id));
}
