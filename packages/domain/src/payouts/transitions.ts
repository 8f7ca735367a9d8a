import type { ErrorCode } from '../errors.ts';
import { isStatusOfFunding, type PayoutFunding, statusAfterApproval } from './funding.ts';
import { PAYOUT_STATUSES, type PayoutStatus } from './statuses.ts';

/**
 * A payout's life as data (spec §4 statuses, §6 maker/checker; DESIGN §3 "state machines are data"): every allowed
 * move, with who makes it. Services refuse any move not listed here (`assertTransition`).
 *
 * Who moves a payout:
 * - checker: a user with the approver right approves (to the funding's start) or rejects (APPROVAL_REJECTED);
 * - user:    the business itself: cancels before the bank has it (USER_REJECTED) or answers an RFI (RFI_RESPONDED);
 * - funding: the card payment, bank transfer, ACH pull or FPX transfer arrives (towards PENDING) or fails
 *            (CANCELLED); a transfer the collection bank cannot reconcile (PAYMENT_RECONCILIATION_PENDING) has
 *            compliance ask the business for proof (…_RFI_RAISED; the business answers: …_RFI_RESPONDED, a 'user'
 *            move) and then credits it (PENDING) or sends it back to the payer (CANCELLED);
 * - rail:    the bank rail reports progress, an RFI, a cancellation, an expired rate, payment or a return;
 * - system:  a rate held for a payout that is still waiting for approval or funds expires (FX_EXPIRED_CANCELLED).
 *
 * Shape of the life: start (funding.ts) → [awaiting approval] → [awaiting/debiting funds] → PENDING →
 * [COMPLIANCE_VERIFICATION] → [RFI_REQUESTED → RFI_RESPONDED]* → PROCESSING → SENT_TO_BANK → PAID.
 * Money leaves the business's account at SENT_TO_BANK (ledger-effects.ts), so a stop before it is a cancellation
 * (CANCELLED, USER_REJECTED, APPROVAL_REJECTED, RFI_REJECTED, FX_EXPIRED_CANCELLED) and a stop after it is a
 * RETURNED; PAID is final, so a bank that sends money back later is outside this machine.
 */
export type TransitionCause = 'checker' | 'user' | 'funding' | 'rail' | 'system';

type Moves = Partial<Record<PayoutStatus, TransitionCause>>;

const CANCELLABLE_WHILE_WAITING: Moves = {
  APPROVAL_REJECTED: 'checker',
  USER_REJECTED: 'user',
  FX_EXPIRED_CANCELLED: 'system',
};
const FUNDING_FAILS: Moves = { CANCELLED: 'funding', FX_EXPIRED_CANCELLED: 'system' };

export const PAYOUT_TRANSITIONS: Readonly<Record<PayoutStatus, Moves>> = {
  // A WALLET payout approved is PENDING; a CARD one still has to be charged.
  AWAITING_APPROVAL_CREDIT_CARD_ACCOUNT: {
    PENDING: 'checker',
    AWAITING_FUNDS_CREDIT_CARD_CURRENCY_ACCOUNT: 'checker',
    ...CANCELLABLE_WHILE_WAITING,
  },
  AWAITING_APPROVAL_BANK_PROXY: { AWAITING_FUNDS_BANK_PROXY: 'checker', ...CANCELLABLE_WHILE_WAITING },
  AWAITING_APPROVAL_DIRECT_DEBIT: { DEBITING_FUNDS_ACH_DIRECT_DEBIT: 'checker', ...CANCELLABLE_WHILE_WAITING },
  AWAITING_APPROVAL_FPX_TRANSFER: { AWAITING_FUNDS_FPX_TRANSACTION: 'checker', ...CANCELLABLE_WHILE_WAITING },
  AWAITING_FUNDS_CREDIT_CARD_CURRENCY_ACCOUNT: { PENDING: 'funding', USER_REJECTED: 'user', ...FUNDING_FAILS },
  AWAITING_FUNDS_BANK_PROXY: {
    PENDING: 'funding',
    PAYMENT_RECONCILIATION_PENDING: 'funding',
    USER_REJECTED: 'user',
    ...FUNDING_FAILS,
  },
  // The money has arrived: the business can no longer call it back, only answer for it.
  PAYMENT_RECONCILIATION_PENDING: {
    PAYMENT_RECONCILIATION_RFI_RAISED: 'funding',
    PENDING: 'funding',
    CANCELLED: 'funding',
  },
  PAYMENT_RECONCILIATION_RFI_RAISED: { PAYMENT_RECONCILIATION_RFI_RESPONDED: 'user' },
  PAYMENT_RECONCILIATION_RFI_RESPONDED: { PENDING: 'funding', CANCELLED: 'funding' },
  // An ACH pull under way cannot be called back by the business.
  DEBITING_FUNDS_ACH_DIRECT_DEBIT: { PENDING: 'funding', ...FUNDING_FAILS },
  AWAITING_FUNDS_FPX_TRANSACTION: {
    DEBITING_FUNDS_FPX_TRANSACTION: 'funding',
    USER_REJECTED: 'user',
    ...FUNDING_FAILS,
  },
  DEBITING_FUNDS_FPX_TRANSACTION: { PENDING: 'funding', CANCELLED: 'funding' },
  PENDING: {
    COMPLIANCE_VERIFICATION: 'rail',
    PROCESSING: 'rail',
    RFI_REQUESTED: 'rail',
    CANCELLED: 'rail',
    FX_EXPIRED_CANCELLED: 'rail',
    USER_REJECTED: 'user',
  },
  COMPLIANCE_VERIFICATION: {
    PROCESSING: 'rail',
    RFI_REQUESTED: 'rail',
    CANCELLED: 'rail',
    FX_EXPIRED_CANCELLED: 'rail',
  },
  // The business answers, or cancels rather than answer (RFI cancel-transaction); unanswered, the bank cancels.
  RFI_REQUESTED: { RFI_RESPONDED: 'user', USER_REJECTED: 'user', CANCELLED: 'rail' },
  RFI_RESPONDED: {
    COMPLIANCE_VERIFICATION: 'rail',
    PROCESSING: 'rail',
    RFI_REQUESTED: 'rail',
    RFI_REJECTED: 'rail',
    CANCELLED: 'rail',
    FX_EXPIRED_CANCELLED: 'rail',
  },
  PROCESSING: { SENT_TO_BANK: 'rail', RFI_REQUESTED: 'rail', CANCELLED: 'rail', FX_EXPIRED_CANCELLED: 'rail' },
  SENT_TO_BANK: { PAID: 'rail', RETURNED: 'rail' },
  PAID: {},
  RETURNED: {},
  CANCELLED: {},
  RFI_REJECTED: {},
  USER_REJECTED: {},
  APPROVAL_REJECTED: {},
  FX_EXPIRED_CANCELLED: {},
};

/** The statuses nothing follows: the spec's final ones plus APPROVAL_REJECTED and FX_EXPIRED_CANCELLED. */
export const TERMINAL_PAYOUT_STATUSES: readonly PayoutStatus[] = PAYOUT_STATUSES.filter(
  (s) => Object.keys(PAYOUT_TRANSITIONS[s]).length === 0,
);

export function nextStatuses(from: PayoutStatus): PayoutStatus[] {
  return Object.keys(PAYOUT_TRANSITIONS[from]) as PayoutStatus[];
}

export function isTerminal(status: PayoutStatus): boolean {
  return nextStatuses(status).length === 0;
}

/** Who may move a payout from `from` to `to`, or undefined when the move is not allowed at all. */
export function causeOf(from: string, to: string): TransitionCause | undefined {
  // Own keys only: a status such as "constructor" must not reach Object.prototype.
  if (!Object.hasOwn(PAYOUT_TRANSITIONS, from)) return undefined;
  const moves = PAYOUT_TRANSITIONS[from as PayoutStatus];
  return Object.hasOwn(moves, to) ? moves[to as PayoutStatus] : undefined;
}

export type TransitionCheck = {
  /** Only a move this party makes (a user cannot report PAID, the rail cannot approve). */
  by?: TransitionCause;
  /** Only a move a payout of this funding makes: its own statuses, and approval to its funding's start. */
  funding?: PayoutFunding;
};

/** Whether the move is allowed (to `by`, for `funding`, when given). Unknown statuses are refused. */
export function canTransition(from: string, to: string, check: TransitionCheck = {}): boolean {
  const cause = causeOf(from, to);
  if (cause === undefined || (check.by !== undefined && cause !== check.by)) return false;
  const { funding } = check;
  if (funding === undefined) return true;
  const [source, target] = [from as PayoutStatus, to as PayoutStatus];
  if (!isStatusOfFunding(source, funding) || !isStatusOfFunding(target, funding)) return false;
  return cause !== 'checker' || target === 'APPROVAL_REJECTED' || target === statusAfterApproval(funding);
}

/** What assertTransition throws; the API answers it as its `code` (409 "not allowed in the current status"). */
export class TransitionError extends Error {
  readonly code: ErrorCode = 'INVALID_TRANSITION';
  readonly from: string;
  readonly to: string;
  constructor(from: string, to: string) {
    super(`A payout cannot move from ${from} to ${to}.`);
    this.name = 'TransitionError';
    this.from = from;
    this.to = to;
  }
}

export function assertTransition(from: string, to: string, check: TransitionCheck = {}): asserts to is PayoutStatus {
  if (!canTransition(from, to, check)) throw new TransitionError(from, to);
}
