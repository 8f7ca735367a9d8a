import { cancelPayoutEndpoint } from '@corridor/contracts/payouts/cancel-payout';
import { createPayoutEndpoint } from '@corridor/contracts/payouts/create-payout';
import { dailyAmountEndpoint } from '@corridor/contracts/payouts/daily-amount';
import { payoutActionEndpoint } from '@corridor/contracts/payouts/payout-action';
import { beneficiaryPayoutEndpoint, payoutEndpoint } from '@corridor/contracts/payouts/payout-detail';
import { payoutsEndpoint } from '@corridor/contracts/payouts/payouts-list';
import { purposeCodesEndpoint } from '@corridor/contracts/payouts/purpose-codes';
import { swiftFeesEndpoint } from '@corridor/contracts/payouts/swift-fees';
import { transactionFeesEndpoint } from '@corridor/contracts/payouts/transaction-fees';
import { transactionStatusEndpoint } from '@corridor/contracts/payouts/transaction-status';
import { validatePayoutEndpoint } from '@corridor/contracts/payouts/validate-payout';
import { PATHS } from '@corridor/domain/paths';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { callerOf } from '../../http/caller.ts';
import { idempotencyOf, sendIdempotent } from '../../http/idempotency.ts';
import { route } from '../../http/route.ts';
import { decidePayouts } from './approvals.service.ts';
import { purposeCodes, swiftFees, transactionFees } from './payout-quotes.service.ts';
import {
  dailyAmount,
  getBeneficiaryPayout,
  getPayout,
  listPayouts,
  transactionStatuses,
} from './payout-reads.service.ts';
import { cancelPayout, createPayout, validatePayout } from './payouts.service.ts';

/** Sending money: the send flow's calls (spec §7 "Payouts"). */
export const SEND_MENUS = [PATHS.send];
/** Reading payouts: the send flow, the transactions pages and the approvals queue. */
export const PAYOUT_READ_MENUS = [PATHS.send, PATHS.transactions, PATHS.transactionApproval];
/** Deciding on payouts: the approvals page. */
export const APPROVAL_MENUS = [PATHS.transactionApproval];

/** Pricing, validating, creating and cancelling payouts, and the MYR daily limit. */
export async function payoutsRoutes(app: FastifyInstance, deps: AppDeps) {
  route(app, purposeCodesEndpoint, (req) => purposeCodes(req.query.destination_currency));
  route(app, transactionFeesEndpoint, (req) => transactionFees(deps, callerOf(req), req.body));
  route(app, swiftFeesEndpoint, (req) => swiftFees(deps, callerOf(req), req.query));
  route(app, validatePayoutEndpoint, (req) => validatePayout(deps, callerOf(req), req.body));
  route(app, createPayoutEndpoint, async (req, reply) =>
    sendIdempotent(reply, await createPayout(deps, callerOf(req), req.body, idempotencyOf(req))),
  );
  route(app, cancelPayoutEndpoint, async (req, reply) =>
    sendIdempotent(reply, await cancelPayout(deps, callerOf(req), req.body, idempotencyOf(req))),
  );
  route(app, dailyAmountEndpoint, (req) => dailyAmount(deps, callerOf(req), req.params.clientId));
}

/** One payout, a page of them, their statuses. */
export async function payoutReadRoutes(app: FastifyInstance, deps: AppDeps) {
  route(app, payoutEndpoint, (req) => getPayout(deps, callerOf(req), req.params.id));
  route(app, beneficiaryPayoutEndpoint, (req) => getBeneficiaryPayout(deps, callerOf(req), req.params));
  route(app, payoutsEndpoint, (req) => listPayouts(deps, callerOf(req), req.body));
  route(app, transactionStatusEndpoint, (req) => transactionStatuses(deps, callerOf(req), req.query.transactionIds));
}

/** Approving and rejecting payouts (maker/checker, spec §6). */
export async function approvalRoutes(app: FastifyInstance, deps: AppDeps) {
  route(app, payoutActionEndpoint, async (req, reply) =>
    sendIdempotent(reply, await decidePayouts(deps, callerOf(req), req.body, idempotencyOf(req))),
  );
}
