import { cardBalancesEndpoint } from '@corridor/contracts/card-balances/card-balances';
import {
  cardWithdrawalEndpoint,
  cardWithdrawalsEndpoint,
  cardWithdrawEndpoint,
} from '@corridor/contracts/card-balances/card-withdraw';
import { PATHS } from '@corridor/domain/paths';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { callerOf } from '../../http/caller.ts';
import { idempotencyOf, sendIdempotent } from '../../http/idempotency.ts';
import { route } from '../../http/route.ts';
import {
  getCardWithdrawal,
  listCardBalances,
  listCardWithdrawals,
  withdrawFromCardBalance,
} from './card-balances.service.ts';

/**
 * Card balances are read and withdrawn from on /r/card/withdraw, a page of the cards menu (its menuParent): a user
 * with the cards menu opens it. The service adds the cards area's own rule (flag, entity, compliance status).
 */
export const CARD_BALANCE_MENUS = [PATHS.cards, PATHS.cardWithdraw];
/** One card withdrawal is read by the card pages and by Transactions, whose detail page shows it (FW…). */
export const CARD_WITHDRAWAL_READ_MENUS = [...CARD_BALANCE_MENUS, PATHS.transactions];

/** Card balances (spec §7 n1 wallet balance, customer withdraw). */
export async function cardBalancesRoutes(app: FastifyInstance, deps: AppDeps) {
  route(app, cardBalancesEndpoint, (req) => listCardBalances(deps, callerOf(req)));
  route(app, cardWithdrawEndpoint, async (req, reply) =>
    sendIdempotent(reply, await withdrawFromCardBalance(deps, callerOf(req), req.body, idempotencyOf(req))),
  );
  route(app, cardWithdrawalsEndpoint, (req) => listCardWithdrawals(deps, callerOf(req), req.query));
}

/** One card withdrawal, for the pages that show it. */
export async function cardWithdrawalReadRoutes(app: FastifyInstance, deps: AppDeps) {
  route(app, cardWithdrawalEndpoint, (req) => getCardWithdrawal(deps, callerOf(req), req.params.id));
}
