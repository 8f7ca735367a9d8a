import type { Queryable } from '../../db/client.ts';
import { conditions } from '../../db/conditions.ts';
import { type AuditRowContent, canonicalPieces } from './audit-hash.ts';

/**
 * Appends the row at the end of its chain in one round trip (the audit_append function, 029): the chain's head is
 * locked until the caller's transaction ends, so appends to one chain wait for each other and appends to other
 * chains (other businesses) do not. Returns the row's seq.
 */
export async function appendRow(tx: Queryable, row: Omit<AuditRowContent, 'seq'>): Promise<bigint> {
  const { head, tail } = canonicalPieces(row);
  const { rows } = await tx.query<{ seq: bigint }>(
    'SELECT audit_append($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) AS seq',
    [
      row.chainId,
      row.at,
      row.clientId,
      row.actorUserId,
      row.actorName,
      row.action,
      row.outcome,
      row.targetType,
      row.targetId,
      row.ip,
      JSON.stringify(row.details),
      head,
      tail,
    ],
  );
  return BigInt(rows[0]!.seq);
}

export type AuditRow = {
  id: bigint;
  chain_id: string;
  seq: bigint;
  at: Date;
  client_id: string | null;
  actor_user_id: string | null;
  actor_name: string | null;
  action: string;
  outcome: 'success' | 'failure';
  target_type: string | null;
  target_id: string | null;
  ip: string | null;
  details: Record<string, unknown>;
  prev_hash: Buffer;
  hash: Buffer;
};

const ROW_COLUMNS = `id, chain_id, seq, at, client_id, actor_user_id, actor_name, action, outcome, target_type,
  target_id, ip, details, prev_hash, hash`;

export type AuditFilters = {
  actorUserId?: string;
  action?: string;
  from?: Date;
  /** Exclusive. */
  to?: Date;
  /** Keyset: rows strictly older than this (at, id). */
  before?: { at: Date; id: bigint };
};

/** One business's rows, newest first, for the filters. */
export async function findRows(db: Queryable, clientId: string, f: AuditFilters, limit: number): Promise<AuditRow[]> {
  const w = conditions(['client_id = $1'], [clientId]);
  if (f.actorUserId) w.add((p) => `actor_user_id = ${p}`, f.actorUserId);
  if (f.action) w.add((p) => `action = ${p}`, f.action);
  if (f.from) w.add((p) => `at >= ${p}`, f.from);
  if (f.to) w.add((p) => `at < ${p}`, f.to);
  if (f.before) w.push(`(at, id) < (${w.param(f.before.at)}, ${w.param(f.before.id)})`);
  const last = w.param(limit);
  const { rows } = await db.query<AuditRow>(
    `SELECT ${ROW_COLUMNS} FROM audit_log WHERE ${w.sql()} ORDER BY at DESC, id DESC LIMIT ${last}`,
    w.params,
  );
  return rows;
}

/** Everyone who appears as an actor in the business's log (the admin view's actor filter). */
export async function findActors(db: Queryable, clientId: string): Promise<string[]> {
  const { rows } = await db.query<{ actor_user_id: string }>(
    'SELECT DISTINCT actor_user_id FROM audit_log WHERE client_id = $1 AND actor_user_id IS NOT NULL',
    [clientId],
  );
  return rows.map((r) => r.actor_user_id);
}

/** Every chain's head, for the verifier. */
export async function findHeads(db: Queryable): Promise<{ chain_id: string; last_seq: bigint; last_hash: Buffer }[]> {
  const { rows } = await db.query<{ chain_id: string; last_seq: bigint; last_hash: Buffer }>(
    'SELECT chain_id, last_seq, last_hash FROM audit_chains ORDER BY chain_id',
  );
  return rows;
}

/** Chains that have rows but no head (a head removed with its trigger off). */
export async function findChainsWithoutHead(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ chain_id: string }>(
    `SELECT DISTINCT l.chain_id FROM audit_log l
     WHERE NOT EXISTS (SELECT 1 FROM audit_chains c WHERE c.chain_id = l.chain_id) ORDER BY l.chain_id`,
  );
  return rows.map((r) => r.chain_id);
}

/** One chain's rows in order, a page at a time (the verifier walks chains of any length). */
export async function findChainPage(db: Queryable, chainId: string, afterSeq: bigint, limit: number) {
  const { rows } = await db.query<AuditRow>(
    `SELECT ${ROW_COLUMNS} FROM audit_log WHERE chain_id = $1 AND seq > $2 ORDER BY seq LIMIT $3`,
    [chainId, afterSeq, limit],
  );
  return rows;
}
