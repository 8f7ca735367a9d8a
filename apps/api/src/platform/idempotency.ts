import type { Db, Queryable } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { ledgerTx } from '../ledger/ledger.service.ts';

/**
 * Idempotency-Key for requests that move money (DESIGN §3). The key is claimed inside the same transaction as
 * the effect and its response stored before commit, so:
 * - a retry with the same key and body gets the first response back and moves nothing;
 * - a concurrent retry waits on the claimed key, then gets the first response;
 * - the same key with a different body is refused (422 IDEMPOTENCY_KEY_REUSED);
 * - if the effect fails, the key is rolled back with it and a retry runs again.
 * The key and the hash of what was asked come from the request (`idempotencyOf` in http/idempotency.ts).
 */
export type IdempotencyRequest = { key: string; requestHash: string };
export type IdempotentResult<T> = { status: number; body: T; isReplay: boolean };

/** Runs `effect` at most once per (client, key); its response must be JSON (amounts as strings). */
export async function runIdempotent<T>(
  db: Db,
  clientId: string,
  idem: IdempotencyRequest,
  effect: (tx: Queryable) => Promise<{ status: number; body: T }>,
): Promise<IdempotentResult<T>> {
  return ledgerTx(db, async (tx) => {
    const claimed = await tx.query(
      `INSERT INTO idempotency_keys (client_id, key, request_hash) VALUES ($1, $2, $3)
       ON CONFLICT (client_id, key) DO NOTHING RETURNING key`,
      [clientId, idem.key, idem.requestHash],
    );
    if (claimed.rows.length === 0) return replay<T>(tx, clientId, idem);
    const result = await effect(tx);
    // Not waited for: the response goes to the database with the COMMIT, which happens only if it was stored.
    void tx.query(
      'UPDATE idempotency_keys SET response_status = $3, response_body = $4 WHERE client_id = $1 AND key = $2',
      [clientId, idem.key, result.status, JSON.stringify(result.body)],
    );
    return { ...result, isReplay: false };
  });
}

async function replay<T>(tx: Queryable, clientId: string, idem: IdempotencyRequest): Promise<IdempotentResult<T>> {
  const { rows } = await tx.query<{ request_hash: string; response_status: number | null; response_body: T }>(
    'SELECT request_hash, response_status, response_body FROM idempotency_keys WHERE client_id = $1 AND key = $2',
    [clientId, idem.key],
  );
  const first = rows[0];
  if (!first || first.request_hash !== idem.requestHash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  // Only the transaction that claimed the key can see it without a response, so this is a safety net.
  if (first.response_status === null) throw new AppError('IDEMPOTENCY_IN_PROGRESS');
  return { status: first.response_status, body: first.response_body, isReplay: true };
}
