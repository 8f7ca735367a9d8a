import type { Queryable } from '../../db/client.ts';
import * as bulkRepo from './payout-bulk.repository.ts';

/**
 * Payouts tell whoever listens that some of a batch's payouts moved (their funding credited or failed, a checker
 * decided): the batches module registers here to settle its pending batch in the same transaction. A hook, so the
 * payouts module never imports batches (no import cycle) and never writes their table.
 */
export type BatchPayoutsMoved = (
  tx: Queryable,
  ref: { clientId: string; batchId: string; at: Date },
) => Promise<unknown>;

const listeners: BatchPayoutsMoved[] = [];

export function onBatchPayoutsMoved(listener: BatchPayoutsMoved): void {
  if (!listeners.includes(listener)) listeners.push(listener);
}

/** Called, in the moving transaction, with the payouts that moved; those of no batch are ignored. */
export async function batchPayoutsMoved(
  tx: Queryable,
  clientId: string,
  payoutIds: readonly string[],
  at: Date,
): Promise<void> {
  if (listeners.length === 0 || payoutIds.length === 0) return;
  for (const batchId of await bulkRepo.batchesOfPayouts(tx, clientId, payoutIds)) {
    for (const listener of listeners) await listener(tx, { clientId, batchId, at });
  }
}

/** What batches read of their payouts: how many stand where, with their funding and last reason. */
export const batchPayoutStates = bulkRepo.batchPayoutStates;
export const statusesOfBatches = bulkRepo.statusesOfBatches;
export type { BatchPayoutState } from './payout-bulk.repository.ts';
