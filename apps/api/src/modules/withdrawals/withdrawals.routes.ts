import { withdrawFundEndpoint } from '@corridor/contracts/withdrawals/withdraw-fund';
import { withdrawalEndpoint, withdrawalsEndpoint } from '@corridor/contracts/withdrawals/withdrawals';
import { PATHS } from '@corridor/domain/paths';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { callerOf } from '../../http/caller.ts';
import { idempotencyOf, sendIdempotent } from '../../http/idempotency.ts';
import { route } from '../../http/route.ts';
import { getWithdrawal, listWithdrawals, withdrawFund } from './withdrawals.service.ts';

/** Money leaves by hand from the Withdraw page only. */
export const WITHDRAW_MENUS = [PATHS.withdraw];
/** The pages that show withdrawals: Withdraw itself, My accounts (Receive money, its sweeps) and Transactions. */
export const WITHDRAWAL_READ_MENUS = [PATHS.withdraw, PATHS.myAccounts, PATHS.transactions];

/** Withdrawing (spec §7 withdrawFund). */
export async function withdrawRoutes(app: FastifyInstance, deps: AppDeps) {
  route(app, withdrawFundEndpoint, async (req, reply) =>
    sendIdempotent(reply, await withdrawFund(deps, callerOf(req), req.body, idempotencyOf(req))),
  );
}

/** The business's withdrawals and sweeps. */
export async function withdrawalReadRoutes(app: FastifyInstance, deps: AppDeps) {
  route(app, withdrawalsEndpoint, (req) => listWithdrawals(deps, callerOf(req), req.query));
  route(app, withdrawalEndpoint, (req) => getWithdrawal(deps, callerOf(req), req.params.id));
}
