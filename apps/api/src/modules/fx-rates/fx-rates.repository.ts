import type { Queryable } from '../../db/client.ts';

/** Writes one slot's rates; a slot already written is left as it is (a job run twice writes once). */
export async function insertSnapshots(q: Queryable, rows: { takenAt: Date; currency: string; perEur: string }[]) {
  if (rows.length === 0) return 0;
  const { rows: written } = await q.query(
    `INSERT INTO fx_rate_snapshots (taken_at, currency, per_eur)
     SELECT * FROM unnest($1::timestamptz[], $2::text[], $3::numeric[])
     ON CONFLICT (taken_at, currency) DO NOTHING RETURNING 1`,
    [rows.map((r) => r.takenAt), rows.map((r) => r.currency), rows.map((r) => r.perEur)],
  );
  return written.length;
}

/** The slots already written since `since`, for the back-fill to skip. */
export async function snapshotTimes(q: Queryable, since: Date): Promise<Set<number>> {
  const { rows } = await q.query<{ taken_at: Date }>(
    'SELECT DISTINCT taken_at FROM fx_rate_snapshots WHERE taken_at >= $1',
    [since],
  );
  return new Set(rows.map((r) => r.taken_at.getTime()));
}

/** Both currencies' rows per slot since `since`, oldest first (slots missing either are left out). */
export async function pairSnapshots(q: Queryable, source: string, destination: string, since: Date) {
  const { rows } = await q.query<{ taken_at: Date; source_per_eur: string; destination_per_eur: string }>(
    `SELECT s.taken_at, s.per_eur::text AS source_per_eur, d.per_eur::text AS destination_per_eur
     FROM fx_rate_snapshots s
     JOIN fx_rate_snapshots d ON d.taken_at = s.taken_at AND d.currency = $2
     WHERE s.currency = $1 AND s.taken_at >= $3
     ORDER BY s.taken_at`,
    [source, destination, since],
  );
  return rows;
}

export async function deleteSnapshotsBefore(q: Queryable, before: Date): Promise<number> {
  const { rows } = await q.query('DELETE FROM fx_rate_snapshots WHERE taken_at < $1 RETURNING 1', [before]);
  return rows.length;
}
