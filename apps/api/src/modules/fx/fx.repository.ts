import type { Queryable } from '../../db/client.ts';

// Rates and margins are numeric in the database and read back as ::text, so they stay the exact decimal strings
// they were written as (no driver ever turns them into floats).

export type MarginRow = { source_currency: string; destination_currency: string | null; margin: string };

/** Every margin row of a client: few per client, cached by fx-pricing.ts. */
export async function findMargins(q: Queryable, clientId: string): Promise<MarginRow[]> {
  const { rows } = await q.query<MarginRow>(
    'SELECT source_currency, destination_currency, margin::text AS margin FROM fx_client_margins WHERE client_id = $1',
    [clientId],
  );
  return rows;
}

/** Sets a client's margin on a corridor (destination null: from the source currency to any other). */
export async function upsertMargin(
  q: Queryable,
  clientId: string,
  m: { sourceCurrency: string; destinationCurrency: string | null; margin: string },
): Promise<void> {
  await q.query(
    `INSERT INTO fx_client_margins (client_id, source_currency, destination_currency, margin) VALUES ($1, $2, $3, $4)
     ON CONFLICT (client_id, source_currency, coalesce(destination_currency, '*')) DO UPDATE SET margin = EXCLUDED.margin`,
    [clientId, m.sourceCurrency, m.destinationCurrency, m.margin],
  );
}

export type HoldStatus = 'ACTIVE' | 'USED' | 'EXPIRED';

export type HoldRow = {
  id: string;
  client_id: string;
  source_currency: string;
  destination_currency: string;
  base_fx_rate: string;
  fx_rate: string;
  margin: string;
  status: HoldStatus;
  hold_expiry_at: Date;
  lock_expiry_at: Date;
  created_at: Date;
};

const HOLD_COLUMNS = `id, client_id, source_currency, destination_currency, base_fx_rate::text AS base_fx_rate,
  fx_rate::text AS fx_rate, margin::text AS margin, status, hold_expiry_at, lock_expiry_at, created_at`;

export type NewHold = Omit<HoldRow, 'client_id' | 'status'> & { created_by: string; quoted_at: Date };

/** Inserts a hold; an id that exists already (the same quote locked again) is left as it is. */
/** Inserts a hold, ACTIVE, or already USED at `usedAt` (a live rate recorded as it is used). */
export async function insertHold(
  q: Queryable,
  clientId: string,
  h: NewHold,
  usedAt: Date | null = null,
): Promise<void> {
  await q.query(
    `INSERT INTO fx_holds (id, client_id, created_by, source_currency, destination_currency, base_fx_rate, fx_rate,
       margin, quoted_at, status, hold_expiry_at, lock_expiry_at, created_at, used_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, CASE WHEN $13::timestamptz IS NULL THEN 'ACTIVE' ELSE 'USED' END,
       $10, $11, $12, $13) ON CONFLICT (id) DO NOTHING`,
    [
      h.id,
      clientId,
      h.created_by,
      h.source_currency,
      h.destination_currency,
      h.base_fx_rate,
      h.fx_rate,
      h.margin,
      h.quoted_at,
      h.hold_expiry_at,
      h.lock_expiry_at,
      h.created_at,
      usedAt,
    ],
  );
}

/** One of the client's holds; `lock` holds the row until commit, so two bookings cannot both use it. */
export async function findHold(q: Queryable, clientId: string, id: string, lock = false): Promise<HoldRow | undefined> {
  const { rows } = await q.query<HoldRow>(
    `SELECT ${HOLD_COLUMNS} FROM fx_holds WHERE id = $1 AND client_id = $2${lock ? ' FOR UPDATE' : ''}`,
    [id, clientId],
  );
  return rows[0];
}

export async function markHoldUsed(q: Queryable, clientId: string, id: string, at: Date): Promise<void> {
  await q.query(
    `UPDATE fx_holds SET status = 'USED', used_at = $3 WHERE id = $1 AND client_id = $2 AND status = 'ACTIVE'`,
    [id, clientId, at],
  );
}

/** Marks ACTIVE holds past their expiry EXPIRED, across clients (the expiry job); returns how many. */
export async function expireHolds(q: Queryable, now: Date, limit: number): Promise<number> {
  const { rows } = await q.query<{ id: string }>(
    `UPDATE fx_holds SET status = 'EXPIRED' WHERE id IN (
       SELECT id FROM fx_holds WHERE status = 'ACTIVE' AND hold_expiry_at <= $1
       ORDER BY hold_expiry_at LIMIT $2 FOR UPDATE SKIP LOCKED)
     RETURNING id`,
    [now, limit],
  );
  return rows.length;
}
