import type { PayoutFunding } from './funding.ts';
import type { PayoutStatus } from './statuses.ts';
import { canTransition } from './transitions.ts';

/**
 * What each status change of a payout does to the ledger (DESIGN §3: payouts hold money as pending transfers that
 * are later posted or voided, as TigerBeetle's two-phase transfers do).
 *
 * A payout's money is in one of four phases, given by its status:
 * - UNFUNDED: nothing held yet (a card, bank transfer, ACH or FPX payout waiting for its funds);
 * - HELD:     the amount to debit (source amount with every fee) is reserved by a pending transfer from the
 *             business's account: it is no longer spendable but still the business's;
 * - POSTED:   the pending transfer is posted: the money has left the account (from SENT_TO_BANK on);
 * - RELEASED: the payout stopped: a hold was voided, or a posted payout came back (RETURNED) and was refunded.
 * The action of a move follows from the phases on each side (LEDGER_ACTIONS). A WALLET payout is held when it is
 * created (its first status is HELD); the others are held when their funds arrive (the move to PENDING), the
 * funding module having credited the account first.
 */
export type MoneyPhase = 'UNFUNDED' | 'HELD' | 'POSTED' | 'RELEASED';

/**
 * - HOLD:   book the pending transfer (the whole debit: source amount plus supplier-payments fee);
 * - KEEP:   the hold stays as it is;
 * - POST:   post the hold: the money leaves the account for the rail;
 * - VOID:   void the hold: the money is spendable again;
 * - REFUND: a posted payout came back: credit the account with what was debited (a RETURN entry);
 * - NONE:   no money is involved (nothing held yet, or already released).
 */
export type LedgerAction = 'HOLD' | 'KEEP' | 'POST' | 'VOID' | 'REFUND' | 'NONE';

const PHASE: Readonly<Record<PayoutStatus, MoneyPhase | 'HELD_IF_WALLET'>> = {
  AWAITING_APPROVAL_CREDIT_CARD_ACCOUNT: 'HELD_IF_WALLET',
  AWAITING_APPROVAL_BANK_PROXY: 'UNFUNDED',
  AWAITING_APPROVAL_DIRECT_DEBIT: 'UNFUNDED',
  AWAITING_APPROVAL_FPX_TRANSFER: 'UNFUNDED',
  AWAITING_FUNDS_CREDIT_CARD_CURRENCY_ACCOUNT: 'UNFUNDED',
  AWAITING_FUNDS_BANK_PROXY: 'UNFUNDED',
  DEBITING_FUNDS_ACH_DIRECT_DEBIT: 'UNFUNDED',
  AWAITING_FUNDS_FPX_TRANSACTION: 'UNFUNDED',
  DEBITING_FUNDS_FPX_TRANSACTION: 'UNFUNDED',
  // Arrived but not credited until compliance reconciles it.
  PAYMENT_RECONCILIATION_PENDING: 'UNFUNDED',
  PAYMENT_RECONCILIATION_RFI_RAISED: 'UNFUNDED',
  PAYMENT_RECONCILIATION_RFI_RESPONDED: 'UNFUNDED',
  PENDING: 'HELD',
  COMPLIANCE_VERIFICATION: 'HELD',
  RFI_REQUESTED: 'HELD',
  RFI_RESPONDED: 'HELD',
  PROCESSING: 'HELD',
  SENT_TO_BANK: 'POSTED',
  PAID: 'POSTED',
  RETURNED: 'RELEASED',
  CANCELLED: 'RELEASED',
  RFI_REJECTED: 'RELEASED',
  USER_REJECTED: 'RELEASED',
  APPROVAL_REJECTED: 'RELEASED',
  FX_EXPIRED_CANCELLED: 'RELEASED',
};

/** The money phase of a payout in `status`, given how it is funded. */
export function moneyPhase(status: PayoutStatus, funding: PayoutFunding): MoneyPhase {
  const phase = PHASE[status];
  if (phase === 'HELD_IF_WALLET') return funding === 'WALLET' ? 'HELD' : 'UNFUNDED';
  return phase;
}

/** The action for a move between two phases; null where no allowed move goes (money never goes back a phase). */
export const LEDGER_ACTIONS: Readonly<Record<MoneyPhase, Readonly<Record<MoneyPhase, LedgerAction | null>>>> = {
  UNFUNDED: { UNFUNDED: 'NONE', HELD: 'HOLD', POSTED: null, RELEASED: 'NONE' },
  HELD: { UNFUNDED: null, HELD: 'KEEP', POSTED: 'POST', RELEASED: 'VOID' },
  POSTED: { UNFUNDED: null, HELD: null, POSTED: 'NONE', RELEASED: 'REFUND' },
  RELEASED: { UNFUNDED: null, HELD: null, POSTED: null, RELEASED: 'NONE' },
};

/** The ledger action at creation: HOLD for a WALLET payout (whatever its first status), NONE otherwise. */
export function ledgerActionAtCreation(status: PayoutStatus, funding: PayoutFunding): 'HOLD' | 'NONE' {
  return moneyPhase(status, funding) === 'HELD' ? 'HOLD' : 'NONE';
}

/**
 * The ledger action a move implies, for a payout of `funding`. Throws on a move transitions.ts does not allow,
 * so a caller can never book money for a refused change.
 */
export function ledgerActionFor(from: PayoutStatus, to: PayoutStatus, funding: PayoutFunding): LedgerAction {
  if (!canTransition(from, to, { funding })) throw new RangeError(`A payout cannot move from ${from} to ${to}.`);
  const action = LEDGER_ACTIONS[moneyPhase(from, funding)][moneyPhase(to, funding)];
  if (action === null) throw new RangeError(`No ledger action moves money from ${from} to ${to}.`);
  return action;
}
