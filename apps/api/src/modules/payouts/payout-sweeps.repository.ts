import type { Queryable } from '../../db/client.ts';

// What the payouts' sweeps (payout-rail.service.ts) look for: payouts a lost job left behind. None is scoped to one
// business: a sweep runs for all of them and each row says whose it is.

export type DueRow = { client_id: string; id: string; event_count: number };

/** Payouts whose next rail report is due (their job should have applied it): the sweep applies them. */
export async function findDueRailReports(q: Queryable, now: Date, limit: number): Promise<DueRow[]> {
  const { rows } = await q.query<DueRow>(
    `SELECT client_id, id, event_count FROM payouts WHERE rail_next_at <= $1 ORDER BY rail_next_at LIMIT $2`,
    [now, limit],
  );
  return rows;
}

/** PENDING payouts the rail never took, unchanged since `before` (their submission job died). */
export async function findUnsubmitted(q: Queryable, before: Date, limit: number): Promise<DueRow[]> {
  const { rows } = await q.query<DueRow>(
    `SELECT client_id, id, event_count FROM payouts
     WHERE status = 'PENDING' AND rail_reference IS NULL AND updated_at <= $1 ORDER BY updated_at LIMIT $2`,
    [before, limit],
  );
  return rows;
}

/** Payouts still awaiting approval whose rate lock ended at or before `now`. */
export async function findLapsedRateLocks(q: Queryable, now: Date, limit: number): Promise<DueRow[]> {
  const { rows } = await q.query<DueRow>(
    `SELECT client_id, id, event_count FROM payouts
     WHERE fx_lock_expiry_at IS NOT NULL AND status LIKE 'AWAITING\\_APPROVAL\\_%' AND fx_lock_expiry_at <= $1
     ORDER BY fx_lock_expiry_at LIMIT $2`,
    [now, limit],
  );
  return rows;
}
