import type { Queryable } from '../../db/client.ts';

export type SavedCardRow = {
  id: string;
  client_id: string;
  ipp_mapping_id: string;
  customer_id: string;
  fingerprint: string;
  brand: string;
  card_type: string;
  bin: string;
  last_four: string;
  expiry_month: number;
  expiry_year: number;
  country: string;
  is_save_card: boolean;
  is_active: boolean;
  created_by: string;
  created_at: Date;
};

const COLUMNS = `id, client_id, ipp_mapping_id, customer_id, fingerprint, brand, card_type, bin, last_four, expiry_month,
  expiry_year, country, is_save_card, is_active, created_by, created_at`;

export async function insertCard(q: Queryable, clientId: string, c: Omit<SavedCardRow, 'client_id' | 'is_active'>) {
  await q.query(
    `INSERT INTO saved_cards (id, client_id, ipp_mapping_id, customer_id, fingerprint, brand, card_type, bin, last_four,
       expiry_month, expiry_year, country, is_save_card, created_by, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
    [
      c.id,
      clientId,
      c.ipp_mapping_id,
      c.customer_id,
      c.fingerprint,
      c.brand,
      c.card_type,
      c.bin,
      c.last_four,
      c.expiry_month,
      c.expiry_year,
      c.country,
      c.is_save_card,
      c.created_by,
      c.created_at,
    ],
  );
}

/** An active card of the business (listed or kept for one payment). */
/** With `lock`, the row is held until commit (and a card retired meanwhile is not found). */
export async function findActiveCard(
  q: Queryable,
  clientId: string,
  id: string,
  lock = false,
): Promise<SavedCardRow | undefined> {
  const { rows } = await q.query<SavedCardRow>(
    `SELECT ${COLUMNS} FROM saved_cards WHERE client_id = $1 AND id = $2 AND is_active${lock ? ' FOR UPDATE' : ''}`,
    [clientId, id],
  );
  return rows[0];
}

/** Holds every active saved token of the card `fingerprint` until commit (deleting it). */
export async function lockSavedTokens(q: Queryable, clientId: string, fingerprint: string): Promise<void> {
  await q.query(
    'SELECT id FROM saved_cards WHERE client_id = $1 AND fingerprint = $2 AND is_active AND is_save_card FOR UPDATE',
    [clientId, fingerprint],
  );
}

/** Any card of the business, deleted or not (what a past funding was paid with). */
export async function findCards(q: Queryable, clientId: string, ids: string[]): Promise<SavedCardRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await q.query<SavedCardRow>(
    `SELECT ${COLUMNS} FROM saved_cards WHERE client_id = $1 AND id = ANY($2::uuid[])`,
    [clientId, ids],
  );
  return rows;
}

export async function listSavedCards(q: Queryable, clientId: string): Promise<SavedCardRow[]> {
  const { rows } = await q.query<SavedCardRow>(
    `SELECT ${COLUMNS} FROM saved_cards WHERE client_id = $1 AND is_active AND is_save_card
     ORDER BY created_at DESC, id DESC LIMIT 200`,
    [clientId],
  );
  return rows;
}

/**
 * Whether a payment paid by this card (any of its tokens) is still to be charged: a payout not funded and not
 * finished, or a bulk batch whose payouts are still being created (they take the card from the batch).
 */
export async function isCardAwaitedByPayouts(
  q: Queryable,
  clientId: string,
  fingerprint: string,
  finished: readonly string[],
): Promise<boolean> {
  const { rows } = await q.query<{ awaited: boolean }>(
    `SELECT EXISTS (
       SELECT 1 FROM payouts p JOIN saved_cards c ON c.id = p.card_id AND c.client_id = p.client_id
       WHERE p.client_id = $1 AND c.fingerprint = $2 AND p.funding_id IS NULL AND p.status <> ALL($3)
     ) OR EXISTS (
       SELECT 1 FROM batches b JOIN saved_cards c ON c.id = b.card_id AND c.client_id = b.client_id
       WHERE b.client_id = $1 AND c.fingerprint = $2 AND b.status = 'payout_in_progress'
     ) AS awaited`,
    [clientId, fingerprint, finished],
  );
  return rows[0]!.awaited;
}

/** Deletes every active saved token of the card `fingerprint` (the list shows one row for them all). */
export async function deactivateCard(q: Queryable, clientId: string, fingerprint: string, at: Date) {
  const { rows } = await q.query<{ ipp_mapping_id: string }>(
    `UPDATE saved_cards SET is_active = false, deleted_at = $3
     WHERE client_id = $1 AND fingerprint = $2 AND is_active AND is_save_card RETURNING ipp_mapping_id`,
    [clientId, fingerprint, at],
  );
  return rows.map((r) => r.ipp_mapping_id);
}

/** Retires a card kept for one payment once that payment is made: it cannot be charged again. */
export async function retireOneTimeCard(q: Queryable, clientId: string, id: string, at: Date) {
  await q.query(
    `UPDATE saved_cards SET is_active = false, deleted_at = $3
     WHERE client_id = $1 AND id = $2 AND is_active AND NOT is_save_card`,
    [clientId, id, at],
  );
}
