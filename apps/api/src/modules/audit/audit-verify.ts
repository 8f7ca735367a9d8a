import type { Db, Queryable } from '../../db/client.ts';
import * as repo from './audit.repository.ts';
import { auditRowHash, GENESIS_HASH } from './audit-hash.ts';

/** The first break found in one chain: which row, and what is wrong with it. */
export type ChainProblem = {
  chainId: string;
  /** The row's id when the row is there (changed); null when the row is missing. */
  rowId: string | null;
  seq: string;
  kind: 'changed' | 'missing' | 'head';
  message: string;
};

export type VerifyReport = { chains: number; rows: number; problems: ChainProblem[] };

const PAGE = 2_000;

/**
 * Walks every chain from its first row: each row must be the next seq, link to the hash of the row before it, and
 * hash to what it stores; the head must name the last row. The first break of each chain is reported, naming the
 * row: a row edited in place fails its own hash; a row deleted leaves a gap in seq (or a head beyond the last row).
 */
export function verifyAuditChains(db: Db): Promise<VerifyReport> {
  // One snapshot for heads and rows: appends committing meanwhile are neither half seen nor taken for breaks.
  return db.tx(async (tx) => {
    if (db.kind === 'postgres') await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    return verifySnapshot(tx);
  });
}

async function verifySnapshot(db: Queryable): Promise<VerifyReport> {
  const problems: ChainProblem[] = [];
  let rows = 0;
  const heads = await repo.findHeads(db);
  for (const chainId of await repo.findChainsWithoutHead(db)) {
    problems.push({ chainId, rowId: null, seq: '0', kind: 'head', message: `chain ${chainId}: its head is missing` });
  }
  for (const head of heads) {
    const walked = await walkChain(db, head.chain_id, BigInt(head.last_seq), Buffer.from(head.last_hash));
    rows += walked.rows;
    if (walked.problem) problems.push(walked.problem);
  }
  return { chains: heads.length, rows, problems };
}

async function walkChain(
  db: Queryable,
  chainId: string,
  headSeq: bigint,
  headHash: Buffer,
): Promise<{ rows: number; problem?: ChainProblem }> {
  let expectedSeq = 1n;
  let prevHash: Buffer = GENESIS_HASH;
  let prevRowId: string | null = null;
  let count = 0;
  for (;;) {
    const page = await repo.findChainPage(db, chainId, expectedSeq - 1n, PAGE);
    for (const r of page) {
      count += 1;
      const seq = BigInt(r.seq);
      if (seq !== expectedSeq) {
        return { rows: count, problem: missing(chainId, expectedSeq, `before row ${r.id} (seq ${seq})`) };
      }
      const stored = Buffer.from(r.hash);
      const computed = auditRowHash(prevHash, {
        chainId: r.chain_id,
        seq,
        at: r.at,
        clientId: r.client_id,
        actorUserId: r.actor_user_id,
        actorName: r.actor_name,
        action: r.action,
        outcome: r.outcome,
        targetType: r.target_type,
        targetId: r.target_id,
        ip: r.ip,
        details: r.details,
      });
      if (!Buffer.from(r.prev_hash).equals(prevHash) && prevRowId) {
        // The row itself is intact but no longer follows its predecessor: that one was rewritten with a new hash.
        return {
          rows: count,
          problem: {
            chainId,
            rowId: prevRowId,
            seq: (seq - 1n).toString(),
            kind: 'changed',
            message: `chain ${chainId}: row ${prevRowId} (seq ${seq - 1n}) was changed: row ${r.id} (seq ${seq}) no longer links to it`,
          },
        };
      }
      if (!Buffer.from(r.prev_hash).equals(prevHash) || !computed.equals(stored)) {
        return {
          rows: count,
          problem: {
            chainId,
            rowId: r.id.toString(),
            seq: seq.toString(),
            kind: 'changed',
            message: `chain ${chainId}: row ${r.id} (seq ${seq}, ${r.action}) was changed: its hash does not match its content`,
          },
        };
      }
      prevHash = stored;
      prevRowId = r.id.toString();
      expectedSeq += 1n;
    }
    if (page.length < PAGE) break;
  }
  if (headSeq >= expectedSeq) return { rows: count, problem: missing(chainId, expectedSeq, 'at the end of the chain') };
  if (headSeq !== expectedSeq - 1n || !headHash.equals(prevHash)) {
    return {
      rows: count,
      problem: {
        chainId,
        rowId: null,
        seq: headSeq.toString(),
        kind: 'head',
        message: `chain ${chainId}: its head (seq ${headSeq}) does not match its last row (seq ${expectedSeq - 1n})`,
      },
    };
  }
  return { rows: count };
}

function missing(chainId: string, seq: bigint, where: string): ChainProblem {
  return {
    chainId,
    rowId: null,
    seq: seq.toString(),
    kind: 'missing',
    message: `chain ${chainId}: row seq ${seq} is missing (deleted) ${where}`,
  };
}
