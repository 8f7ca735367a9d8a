import { withdrawalLedgerAction } from '@corridor/domain/withdrawals/ledger-effects';
import type { WithdrawalStatus } from '@corridor/domain/withdrawals/statuses';
import { canMoveWithdrawal } from '@corridor/domain/withdrawals/transitions';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { applyLedgerAction } from './withdrawal-ledger.ts';
import * as repo from './withdrawals.repository.ts';

/** The withdrawal, locked until the caller's transaction ends; NOT_FOUND when the business has no such one. */
export async function lockOwnWithdrawal(q: Queryable, clientId: string, id: string): Promise<repo.WithdrawalRow> {
  const row = await repo.findWithdrawal(q, clientId, id, { lock: true });
  if (!row) throw new AppError('NOT_FOUND', { message: 'Withdrawal not found.' });
  return row;
}

/**
 * One status move inside the caller's transaction: refused unless the domain's table allows it, then the ledger action
 * it implies (post, void, refund), the new status and an event, all together. Returns the withdrawal after it.
 */
export async function applyMove(
  tx: Queryable,
  row: repo.WithdrawalRow,
  move: { to: WithdrawalStatus; reason: string | null; at: Date; actor: 'rail' | 'system' },
): Promise<repo.WithdrawalRow> {
  if (!canMoveWithdrawal(row.status, move.to)) {
    throw new AppError('INVALID_TRANSITION', { message: `A withdrawal cannot move from ${row.status} to ${move.to}.` });
  }
  await applyLedgerAction(tx, row, withdrawalLedgerAction(row.status, move.to), move.reason);
  await repo.setStatus(tx, row.client_id, row.id, { status: move.to, reason: move.reason, at: move.at });
  await repo.insertEvent(tx, row.client_id, {
    withdrawalId: row.id,
    seq: row.event_count + 1,
    from: row.status,
    status: move.to,
    at: move.at,
    actor: move.actor,
    reason: move.reason,
  });
  return {
    ...row,
    status: move.to,
    reason: move.reason ?? row.reason,
    event_count: row.event_count + 1,
    updated_at: move.at,
  };
}
