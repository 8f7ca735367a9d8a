import type { Queryable } from '../db/client.ts';
import type { LedgerAccountKind, TransferStatus } from './ledger.types.ts';

/** A transfer row as stored, for comparing a replay with the original. */
export type TransferRow = {
  id: string;
  debit_account_id: string;
  credit_account_id: string;
  amount: bigint;
  currency: string;
  code: string;
  reference: string;
  status: TransferStatus;
  pending_id: string | null;
  business_type: string | null;
  business_id: string | null;
  expires_at: Date | null;
};

/** null fields of a resolving transfer are copied from its pending transfer by the database. */
export type TransferRowInput = Omit<
  TransferRow,
  'debit_account_id' | 'credit_account_id' | 'currency' | 'code' | 'reference'
> & {
  debit_account_id: string | null;
  credit_account_id: string | null;
  currency: string | null;
  code: string | null;
  reference: string | null;
  effective_at: Date | null;
};

const COLUMNS =
  'id, debit_account_id, credit_account_id, amount, currency, code, reference, status, pending_id, business_type, business_id, effective_at, expires_at';

/** Inserts transfers; the database trigger applies them. Returns the ids actually inserted (not replays). */
export async function insertTransfers(tx: Queryable, rows: TransferRowInput[]): Promise<Set<string>> {
  if (rows.length === 1) {
    const r = rows[0]!;
    const { rows: out } = await tx.query<{ id: string }>(
      `INSERT INTO ledger_transfers (${COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
       ON CONFLICT (id) DO NOTHING RETURNING id`,
      [
        r.id,
        r.debit_account_id,
        r.credit_account_id,
        r.amount,
        r.currency,
        r.code,
        r.reference,
        r.status,
        r.pending_id,
        r.business_type,
        r.business_id,
        r.effective_at,
        r.expires_at,
      ],
    );
    return new Set(out.map((o) => o.id));
  }
  const col = <K extends keyof TransferRowInput>(k: K) => rows.map((r) => r[k]);
  const { rows: out } = await tx.query<{ id: string }>(
    `INSERT INTO ledger_transfers (${COLUMNS})
     SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::int8[], $5::text[], $6::text[], $7::text[],
       $8::text[], $9::uuid[], $10::text[], $11::text[], $12::timestamptz[], $13::timestamptz[])
     ON CONFLICT (id) DO NOTHING RETURNING id`,
    [
      col('id'),
      col('debit_account_id'),
      col('credit_account_id'),
      rows.map((r) => r.amount.toString()),
      col('currency'),
      col('code'),
      col('reference'),
      col('status'),
      col('pending_id'),
      col('business_type'),
      col('business_id'),
      col('effective_at'),
      col('expires_at'),
    ],
  );
  return new Set(out.map((o) => o.id));
}

export async function findTransfers(q: Queryable, ids: string[]): Promise<TransferRow[]> {
  const { rows } = await q.query<TransferRow>(
    `SELECT id, debit_account_id, credit_account_id, amount, currency, code, reference, status, pending_id,
       business_type, business_id, expires_at FROM ledger_transfers WHERE id = ANY($1::uuid[])`,
    [ids],
  );
  return rows;
}

/** A business's own account (client_id set: CLIENT, CARD_BALANCE) must never be overdrawn; a house account may. */
export async function insertAccount(
  tx: Queryable,
  a: { id: string; clientId: string | null; currency: string; kind: LedgerAccountKind },
): Promise<void> {
  await tx.query(
    `INSERT INTO ledger_accounts (id, client_id, currency, kind, must_not_overdraw) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT DO NOTHING`,
    [a.id, a.clientId, a.currency, a.kind, a.clientId !== null],
  );
}

export type BalanceRow = {
  id: string;
  currency: string;
  balance: bigint;
  pending_debits: bigint;
  pending_credits: bigint;
};

/** With `lock`, holds the rows until commit (lowest id first), so no booking can change them meanwhile. */
export async function findBalances(q: Queryable, ids: string[], lock = false): Promise<BalanceRow[]> {
  const { rows } = await q.query<BalanceRow>(
    `SELECT id, currency, balance, pending_debits, pending_credits FROM ledger_accounts WHERE id = ANY($1::uuid[])
     ${lock ? 'ORDER BY id FOR NO KEY UPDATE' : ''}`,
    [ids],
  );
  return rows;
}

export type PendingRow = {
  id: string;
  amount: bigint;
  currency: string;
  resolved_by: string | null;
  resolution: string | null;
};

export async function findPending(q: Queryable, id: string): Promise<PendingRow | undefined> {
  const { rows } = await q.query<PendingRow>(
    `SELECT p.id, p.amount, p.currency, r.id AS resolved_by, r.status AS resolution
     FROM ledger_transfers p LEFT JOIN ledger_transfers r ON r.pending_id = p.id
     WHERE p.id = $1 AND p.status = 'PENDING'`,
    [id],
  );
  return rows[0];
}

/** Pending transfers whose expiry has passed and that nobody posted or voided yet, the longest expired first. */
export async function findExpiredPending(q: Queryable, now: Date, limit: number): Promise<string[]> {
  const { rows } = await q.query<{ pending_id: string }>(
    'SELECT pending_id FROM ledger_pending_expiries WHERE expires_at <= $1 ORDER BY expires_at LIMIT $2',
    [now, limit],
  );
  return rows.map((r) => r.pending_id);
}
