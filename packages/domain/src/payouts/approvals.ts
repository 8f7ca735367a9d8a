import type { ErrorCode } from '../errors.ts';
import { type PayoutFunding, statusAfterApproval } from './funding.ts';
import { isAwaitingApproval, type PayoutStatus } from './statuses.ts';

/**
 * Maker/checker (spec §6: `is_api_payout_approval_required` turns approval on for the business; a checker
 * approves or rejects payouts; users carry an approver checkbox). Two rules hold whatever the screen shows:
 * nobody approves or rejects a payout they created (four eyes), and only a user with the approver right decides.
 * The payout must still be awaiting approval: a second decision on the same payout is refused.
 */
export type ApprovalDecision = 'APPROVE' | 'REJECT';

export type ApprovalActor = { userId: string; isApprover: boolean };
export type PayoutForApproval = { createdBy: string; status: PayoutStatus; funding: PayoutFunding };

export type ApprovalCheck =
  | { ok: true; nextStatus: PayoutStatus }
  | { ok: false; code: Extract<ErrorCode, 'APPROVER_REQUIRED' | 'APPROVAL_OWN_PAYOUT' | 'INVALID_TRANSITION'> };

/** Whether `actor` may take `decision` on `payout`, and the status it then moves to. */
export function checkApproval(
  actor: ApprovalActor,
  payout: PayoutForApproval,
  decision: ApprovalDecision,
): ApprovalCheck {
  if (!actor.isApprover) return { ok: false, code: 'APPROVER_REQUIRED' };
  if (actor.userId === payout.createdBy) return { ok: false, code: 'APPROVAL_OWN_PAYOUT' };
  if (!isAwaitingApproval(payout.status)) return { ok: false, code: 'INVALID_TRANSITION' };
  return { ok: true, nextStatus: decision === 'APPROVE' ? statusAfterApproval(payout.funding) : 'APPROVAL_REJECTED' };
}

/** Whether the approval list offers `actor` the Approve and Reject buttons for this payout. */
export function canDecide(actor: ApprovalActor, payout: PayoutForApproval): boolean {
  return checkApproval(actor, payout, 'APPROVE').ok;
}

/** A checker decides on at most this many payouts at once (the approvals screen's "select all" pages by it). */
export const MAX_PAYOUTS_PER_DECISION = 100;
/** A rejection's reason is kept with the decision and shown to the maker. */
export const APPROVAL_REASON_MAX_LENGTH = 255;

export const APPROVAL_MESSAGES = {
  reasonRequired: 'Please give a reason for rejecting.',
  reasonTooLong: `Please keep the reason under ${APPROVAL_REASON_MAX_LENGTH} characters.`,
  listedTwice: 'Each payout can be listed once.',
} as const;
