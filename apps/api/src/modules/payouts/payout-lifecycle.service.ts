import { ledgerActionFor } from '@corridor/domain/payouts/ledger-effects';
import type { PayoutStatus } from '@corridor/domain/payouts/statuses';
import { assertTransition, type TransitionCause, TransitionError } from '@corridor/domain/payouts/transitions';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { isUuid } from '../../ledger/ids.ts';
import * as eventsRepo from './payout-events.repository.ts';
import { bookPayoutAction } from './payout-ledger.ts';
import * as repo from './payouts.repository.ts';

/**
 * A payout's status moves, one place for all of them (approvals, cancellation, the rail's reports, expiry): the
 * domain's transitions say whether the move is allowed and for whom (`assertTransition` with `by` and the payout's
 * funding), its ledger action is booked, and the change is recorded as an event with its time, actor and reason —
 * all in the caller's transaction, on a payout row it holds locked (FOR UPDATE), so two moves of one payout queue.
 */
export type PayoutMove = {
  to: PayoutStatus;
  by: TransitionCause;
  /** The user who made it (a user's or a checker's move). */
  userId?: string | null;
  /** Why: a rejection's reason, the rail's message. */
  reason?: string | null;
  at: Date;
};

const ACTOR_BY_CAUSE: Readonly<Record<TransitionCause, eventsRepo.NewEvent['actorType']>> = {
  checker: 'checker',
  user: 'user',
  funding: 'funding',
  rail: 'rail',
  system: 'system',
};

/** A payout row of the caller's business locked until the transaction ends; 404 for anything else. */
export async function lockOwnPayout(tx: Queryable, clientId: string, id: string): Promise<repo.PayoutRow> {
  const row = isUuid(id) ? await repo.findPayout(tx, clientId, id, true) : undefined;
  if (!row) throw new AppError('NOT_FOUND', { message: 'Payout not found.' });
  return row;
}

/**
 * Applies `move` to `row` (locked by the caller in `tx`) and returns the row as it now is. A move the domain does
 * not allow from the payout's status, or not to this party, is 409 INVALID_TRANSITION and nothing is written.
 */
export async function applyMove(tx: Queryable, row: repo.PayoutRow, move: PayoutMove): Promise<repo.PayoutRow> {
  // The same report twice (a retried job, the sweep racing it) is applied once. A person's second decision is not
  // a replay: it is refused below like any move from a status that does not allow it.
  if (row.status === move.to && !isPersonMove(move)) return row;
  try {
    assertTransition(row.status, move.to, { by: move.by, funding: row.funding });
  } catch (err) {
    if (!(err instanceof TransitionError)) throw err;
    throw new AppError('INVALID_TRANSITION', { message: transitionMessage(row.status, move.to) });
  }
  const reason = move.reason ?? null;
  await bookPayoutAction(tx, row, ledgerActionFor(row.status, move.to, row.funding), reason);
  const seq = row.event_count + 1;
  await repo.updateStatus(tx, row.client_id, row.id, { status: move.to, eventCount: seq, at: move.at });
  await eventsRepo.insertEvent(tx, row.client_id, {
    payoutId: row.id,
    seq,
    fromStatus: row.status,
    status: move.to,
    at: move.at,
    actorType: ACTOR_BY_CAUSE[move.by],
    actorUserId: isPersonMove(move) ? (move.userId ?? null) : null,
    reason,
  });
  return {
    ...row,
    status: move.to,
    event_count: seq,
    updated_at: move.at,
    rail_next_status: null,
    rail_next_at: null,
    rail_next_reason: null,
  };
}

const isPersonMove = (move: PayoutMove) => move.by === 'user' || move.by === 'checker';

/** What a refused move says: the spec has no words for it, so plain ones about the payout's state. */
function transitionMessage(from: PayoutStatus, to: PayoutStatus): string {
  if (to === 'USER_REJECTED') return 'This payout can no longer be cancelled.';
  if (to === 'PENDING' || to === 'APPROVAL_REJECTED') return 'This payout is not awaiting approval.';
  return `A payout cannot move from ${from} to ${to}.`;
}
