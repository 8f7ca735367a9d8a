import type { TPayoutActionRequest, TPayoutActionResponse } from '@corridor/contracts/payouts/payout-action';
import { ERRORS, type ErrorCode } from '@corridor/domain/errors';
import { type ApprovalDecision, checkApproval } from '@corridor/domain/payouts/approvals';
import type { Caller } from '../../caller.ts';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { isUuid } from '../../ledger/ids.ts';
import { type IdempotencyRequest, type IdempotentResult, runIdempotent } from '../../platform/idempotency.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { hasApproverRight } from '../auth/users.service.ts';
import { payoutAudit } from './payout-audit.ts';
import { batchPayoutsMoved } from './payout-batch-hooks.service.ts';
import type { PayoutDeps } from './payout-deps.ts';
import { fundApproved, type OpenPayoutFunding } from './payout-funding.service.ts';
import { applyMove } from './payout-lifecycle.service.ts';
import { expireRateLock, laterOf, queueSubmission, RATE_LAPSED_REASON } from './payout-rail.service.ts';
import * as repo from './payouts.repository.ts';

type Result = TPayoutActionResponse['results'][number];

const NOT_AWAITING = 'This payout is not awaiting approval.';

function refused(id: string, code: ErrorCode, message?: string): Result {
  return { payment_id: id, ok: false, status: null, code, message: message ?? ERRORS[code].message };
}

/**
 * POST transactions/payouts/action: a checker approves or rejects payouts awaiting approval (spec §6), in one
 * transaction with the Idempotency-Key. The approver right is read now (a user without it is refused outright, 403,
 * nothing changes); every payout is then decided on its own (domain approvals.ts: never one's own, only while it
 * awaits approval) and reported in `results`. Approval moves the payout to its funding's start — PENDING, its money
 * still held — and queues its submission to the rail; rejection releases the money (APPROVAL_REJECTED). A payout
 * whose rate lock has ended is cancelled instead (FX_EXPIRED_CANCELLED). A payout paid by card or transfer moves to
 * AWAITING_FUNDS_… and its funding is opened now (one per group approved together: the card charged, the transfer's
 * instructions given). Each decision is kept on the payout and as an event: who, when, why.
 */
export async function decidePayouts(
  deps: PayoutDeps,
  caller: Caller,
  req: TPayoutActionRequest,
  idem: IdempotencyRequest,
  openFunding?: OpenPayoutFunding,
): Promise<IdempotentResult<TPayoutActionResponse>> {
  return runIdempotent(deps.db, caller.clientId, idem, async (tx) => ({
    status: 200,
    body: await decidePayoutsInTx(tx, deps, caller, req, openFunding),
  }));
}

/** The decisions inside the caller's transaction `tx` (the request's, or the demo seed's). */
export async function decidePayoutsInTx(
  tx: Queryable,
  deps: PayoutDeps,
  caller: Caller,
  req: TPayoutActionRequest,
  openFunding?: OpenPayoutFunding,
): Promise<TPayoutActionResponse> {
  if (!(await hasApproverRight(tx, caller))) throw new AppError('APPROVER_REQUIRED');
  const locked = await repo.lockPayouts(tx, caller.clientId, req.payout_ids.filter(isUuid));
  const rows = new Map(locked.map((r) => [r.id, r]));
  const now = deps.clock.now();
  const results: Result[] = [];
  const moved: repo.PayoutRow[] = [];
  for (const id of req.payout_ids) {
    const row = rows.get(id);
    results.push(
      row ? await decideOne(tx, deps, caller, row, req, now, moved) : refused(id, 'NOT_FOUND', 'Payout not found.'),
    );
  }
  await fundApproved(tx, deps, caller, moved, openFunding);
  // A batch's payouts decided: its batch may be paid now, or failed (every one rejected).
  await batchPayoutsMoved(
    tx,
    caller.clientId,
    locked.map((r) => r.id),
    now,
  );
  const succeeded = results.filter((r) => r.ok).length;
  return { action: req.action, results, succeeded, failed: results.length - succeeded };
}

async function decideOne(
  tx: Queryable,
  deps: PayoutDeps,
  caller: Caller,
  row: repo.PayoutRow,
  req: TPayoutActionRequest,
  now: Date,
  moved: repo.PayoutRow[],
): Promise<Result> {
  const decision: ApprovalDecision = req.action;
  const actor = { userId: caller.userId, isApprover: true };
  const check = checkApproval(actor, { createdBy: row.created_by, status: row.status, funding: row.funding }, decision);
  if (!check.ok) return refused(row.id, check.code, check.code === 'INVALID_TRANSITION' ? NOT_AWAITING : undefined);
  const at = laterOf(now, row.updated_at);
  if (decision === 'APPROVE' && row.fx_lock_expiry_at && row.fx_lock_expiry_at.getTime() <= now.getTime()) {
    await expireRateLock(tx, row, at);
    return refused(row.id, 'FX_HOLD_EXPIRED', RATE_LAPSED_REASON);
  }
  const reason = req.reason || null;
  await repo.setApproval(tx, caller.clientId, row.id, {
    decision: decision === 'APPROVE' ? 'APPROVED' : 'REJECTED',
    by: caller.userId,
    at,
    reason,
  });
  const after = await applyMove(tx, row, { to: check.nextStatus, by: 'checker', userId: caller.userId, reason, at });
  const action = decision === 'APPROVE' ? 'payout.approved' : 'payout.rejected';
  await recordAudit(tx, payoutAudit(caller, action, at, after, reason), deps);
  if (after.status === 'PENDING') await queueSubmission(tx, deps, after);
  moved.push(after);
  return { payment_id: row.id, ok: true, status: after.status, code: null, message: null };
}
