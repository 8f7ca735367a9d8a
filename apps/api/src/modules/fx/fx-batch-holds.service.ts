import { randomUUID } from 'node:crypto';
import type { Caller } from '../../caller.ts';
import type { Queryable } from '../../db/client.ts';
import * as repo from './fx.repository.ts';
import { clientRate, type RateDeps } from './fx-pricing.ts';
import { rateFields } from './fx-views.ts';

export type PairHold = {
  id: string;
  source_currency: string;
  destination_currency: string;
  base_fx_rate: string;
  fx_rate: string;
  margin: string;
  hold_expiry_at: Date;
};

/**
 * Holds the caller's live client rate for each of `pairs` until `expiry`, one new ACTIVE hold per pair, in the
 * caller's transaction: the holds a bulk payment's review shows and its payment uses up. Unlike lockFxRate, the id is
 * fresh (not derived from a quote), so two batches held in the same second never share a hold.
 */
export async function holdPairs(
  tx: Queryable,
  deps: RateDeps,
  caller: Pick<Caller, 'clientId' | 'userId'>,
  pairs: { source: string; destination: string }[],
  now: Date,
  expiry: Date,
): Promise<PairHold[]> {
  const holds: PairHold[] = [];
  for (const pair of pairs) {
    const rate = rateFields(await clientRate(deps, caller.clientId, pair.source, pair.destination, tx));
    const hold = { id: randomUUID(), ...rate, hold_expiry_at: expiry };
    await repo.insertHold(tx, caller.clientId, {
      ...hold,
      created_by: caller.userId,
      quoted_at: now,
      lock_expiry_at: expiry,
      created_at: now,
    });
    holds.push(hold);
  }
  return holds;
}

/**
 * The caller's holds among `ids`, whatever their status: a bulk payment's payouts keep being created at the rates
 * its holds carried after paying used them up. An id that is not the caller's is absent.
 */
export async function heldRatesOf(
  q: Queryable,
  caller: Pick<Caller, 'clientId'>,
  ids: string[],
): Promise<repo.HoldRow[]> {
  const holds: repo.HoldRow[] = [];
  for (const id of ids) {
    const hold = await repo.findHold(q, caller.clientId, id);
    if (hold) holds.push(hold);
  }
  return holds;
}
