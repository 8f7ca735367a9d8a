import { BATCH_SETTLEMENT_MESSAGES, batchSettlement } from '@corridor/domain/batches/settlement';
import { canMoveBatch } from '@corridor/domain/batches/statuses';
import type { AppDeps } from '../../app-deps.ts';
import type { Queryable } from '../../db/client.ts';
import { ledgerTx } from '../../ledger/ledger.service.ts';
import {
  type BatchPayoutState,
  batchPayoutStates,
  onBatchPayoutsMoved,
} from '../payouts/payout-batch-hooks.service.ts';
import * as payRepo from './batch-pay.repository.ts';
import { batchProgress } from './batch-progress.ts';
import * as repo from './batches.repository.ts';

/**
 * A `pending` batch (paid by transfer, card, ACH or FPX: its ONE funding awaited; or a maker's, awaiting a checker)
 * moves on when its payouts do: `paid` once none waits and at least one went on to the bank, `payout_failed` with the
 * reason when every one stopped first (the funding failed or was cancelled, the checker rejected them). Read from the
 * payouts through the payouts module's service, in the transaction that moved them (the payouts' hook), and again by
 * the settle sweep as a backstop. Safe to run twice: the move is conditional on the batch still being pending.
 */
export async function settleBatch(tx: Queryable, ref: { clientId: string; batchId: string; at: Date }) {
  const b = await repo.findBatch(tx, ref.clientId, ref.batchId, { lock: true });
  if (b?.status !== 'pending') return false;
  const states = await batchPayoutStates(tx, b.client_id, b.id);
  const settlement = batchSettlement(states.map((s) => s.status));
  if (settlement.kind === 'waiting') return false;
  const to = settlement.kind === 'paid' ? 'paid' : 'payout_failed';
  if (!canMoveBatch(b.status, to)) return false;
  const extra = to === 'payout_failed' ? { failure_reason: failureReason(states) } : {};
  const moved = await repo.moveBatch(tx, b.client_id, b.id, 'pending', to, ref.at, extra);
  if (moved) await batchProgress.changed(tx, b.client_id, b.id);
  return moved;
}

/** The reason most of its payouts stopped for (the funding's, a checker's), else the batch's own words. */
function failureReason(states: BatchPayoutState[]): string {
  const reasons = new Map<string, number>();
  for (const s of states) if (s.reason) reasons.set(s.reason, (reasons.get(s.reason) ?? 0) + s.n);
  const [top] = [...reasons.entries()].sort((a, b) => b[1] - a[1]);
  return top?.[0] ?? BATCH_SETTLEMENT_MESSAGES.allRejected;
}

/** The backstop: every pending batch read again (e.g. payouts cancelled by their business, one at a time). */
export async function sweepPendingBatches(deps: AppDeps, limit = 100): Promise<number> {
  const rows = await payRepo.findPendingBatches(deps.db, limit);
  let settled = 0;
  for (const r of rows) {
    const ref = { clientId: r.client_id, batchId: r.id, at: deps.clock.now() };
    if (await ledgerTx(deps.db, (tx) => settleBatch(tx, ref))) settled += 1;
  }
  return settled;
}

/**
 * Has payouts call `settleBatch` in the transaction that moved a batch's payouts (a funding credited or failed, a
 * checker's decision). Called by the batches routes (API processes) and on loading the batch jobs (workers); once.
 */
export function registerBatchSettlement(): void {
  onBatchPayoutsMoved(settleBatch);
}
