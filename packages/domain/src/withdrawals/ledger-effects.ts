import { LEDGER_ACTIONS, type LedgerAction, type MoneyPhase } from '../payouts/ledger-effects.ts';
import type { WithdrawalStatus } from './statuses.ts';
import { assertWithdrawalMove } from './transitions.ts';

/**
 * What each move of a withdrawal does to the ledger, with the payouts' phases and actions (ledger-effects.ts there):
 * the amount is HELD (a pending transfer from the currency account) from creation, POSTED when the rail reports it
 * sent to the bank, and RELEASED when it stops: a hold voided (CANCELLED) or posted money credited back (RETURNED).
 */
const PHASE: Readonly<Record<WithdrawalStatus, MoneyPhase>> = {
  PENDING: 'HELD',
  PROCESSING: 'HELD',
  SENT_TO_BANK: 'POSTED',
  COMPLETED: 'POSTED',
  RETURNED: 'RELEASED',
  CANCELLED: 'RELEASED',
};

export function withdrawalPhase(status: WithdrawalStatus): MoneyPhase {
  return PHASE[status];
}

/** The ledger action of a move; throws for a move the transitions do not allow. */
export function withdrawalLedgerAction(from: WithdrawalStatus, to: WithdrawalStatus): LedgerAction {
  assertWithdrawalMove(from, to);
  const action = LEDGER_ACTIONS[PHASE[from]][PHASE[to]];
  if (action === null) throw new RangeError(`No ledger action moves a withdrawal from ${from} to ${to}.`);
  return action;
}
