import { createHash } from 'node:crypto';

/** A detail value the log keeps: plain JSON, amounts as strings of minor units (a bigint does not survive JSON). */
export type AuditDetailValue = string | number | boolean | null | readonly string[];
export type AuditDetails = Readonly<Record<string, AuditDetailValue>>;

/** What one audit row says, exactly as it is hashed and stored. */
export type AuditRowContent = {
  chainId: string;
  seq: bigint;
  at: Date;
  clientId: string | null;
  actorUserId: string | null;
  actorName: string | null;
  action: string;
  outcome: 'success' | 'failure';
  targetType: string | null;
  targetId: string | null;
  ip: string | null;
  details: Record<string, unknown>;
};

export const GENESIS_HASH = Buffer.alloc(32);

/**
 * JSON with object keys sorted at every level: the same value always gives the same text, whatever order jsonb
 * hands the keys back in.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const keys = Object.keys(value).sort();
  const obj = value as Record<string, unknown>;
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(obj[k])}`).join(',')}}`;
}

/** The row's fields in their fixed order, after the chain and the seq. */
function fieldsAfterSeq(row: Omit<AuditRowContent, 'chainId' | 'seq'>) {
  return [
    row.at.toISOString(),
    row.clientId,
    row.actorUserId,
    row.actorName,
    row.action,
    row.outcome,
    row.targetType,
    row.targetId,
    row.ip,
    canonicalJson(row.details),
  ];
}

/**
 * The row's canonical JSON array `[chainId, "seq", …fields]` in two pieces around the seq, which only the database
 * knows when it appends (the audit_append function joins them as head + '"' + seq + '"' + tail).
 */
export function canonicalPieces(row: Omit<AuditRowContent, 'seq'>): { head: string; tail: string } {
  return {
    head: `${JSON.stringify([row.chainId]).slice(0, -1)},`,
    tail: `,${JSON.stringify(fieldsAfterSeq(row)).slice(1)}`,
  };
}

/**
 * SHA-256 over the previous row's hash (hex), a newline and the row's canonical JSON array. Every stored field is in
 * it (the id is not: it is the database's, and the chain position is `seq`), so changing any of them changes the hash.
 */
export function auditRowHash(prevHash: Uint8Array, row: AuditRowContent): Buffer {
  const { head, tail } = canonicalPieces(row);
  return createHash('sha256')
    .update(Buffer.from(prevHash).toString('hex'))
    .update('\n')
    .update(`${head}"${row.seq.toString()}"${tail}`)
    .digest();
}
