import { WITHDRAWAL_STATUSES, type WithdrawalStatus } from './statuses.ts';

/**
 * A withdrawal's life as data, in the shape of payouts/transitions.ts (every allowed move with who makes it; services
 * refuse any other). Only the bank rail moves a withdrawal: it takes it (PROCESSING), refuses or cancels it before
 * sending (CANCELLED), sends it (SENT_TO_BANK), and the bank credits it (COMPLETED) or sends it back (RETURNED).
 * A withdrawal has no approval, funding or RFI steps: it goes to the business's own account.
 */
export type WithdrawalCause = 'rail';

type Moves = Partial<Record<WithdrawalStatus, WithdrawalCause>>;

export const WITHDRAWAL_TRANSITIONS: Readonly<Record<WithdrawalStatus, Moves>> = {
  PENDING: { PROCESSING: 'rail', CANCELLED: 'rail' },
  PROCESSING: { SENT_TO_BANK: 'rail', CANCELLED: 'rail' },
  SENT_TO_BANK: { COMPLETED: 'rail', RETURNED: 'rail' },
  COMPLETED: {},
  RETURNED: {},
  CANCELLED: {},
};

/** The statuses nothing follows. */
export const FINAL_WITHDRAWAL_STATUSES: readonly WithdrawalStatus[] = WITHDRAWAL_STATUSES.filter(
  (s) => Object.keys(WITHDRAWAL_TRANSITIONS[s]).length === 0,
);

export function isFinalWithdrawalStatus(status: string): boolean {
  return (FINAL_WITHDRAWAL_STATUSES as readonly string[]).includes(status);
}

export function canMoveWithdrawal(from: string, to: string): boolean {
  if (!Object.hasOwn(WITHDRAWAL_TRANSITIONS, from)) return false;
  return Object.hasOwn(WITHDRAWAL_TRANSITIONS[from as WithdrawalStatus], to);
}

/** Throws for a move the table does not allow (a bug: services check `canMoveWithdrawal` before moving). */
export function assertWithdrawalMove(from: string, to: string): asserts to is WithdrawalStatus {
  if (!canMoveWithdrawal(from, to)) throw new RangeError(`A withdrawal cannot move from ${from} to ${to}.`);
}
