import type { Queryable } from '../../db/client.ts';

/**
 * What the sandbox FPX gateway remembers of its payments: the person's answer at the bank page is the one thing a
 * stateless sandbox cannot derive, so it is kept — in the database (table `fpx_sandbox_payments`, every process
 * sees it) or, for scripts without one, in memory.
 */
export type SandboxPaymentRow = {
  id: string;
  idempotency_key: string;
  reference: string;
  amount_minor: bigint;
  currency: string;
  return_url: string;
  status: 'PENDING' | 'APPROVED' | 'DECLINED';
  bank_code: string | null;
  fpx_transaction_id: string | null;
  created_at: Date;
  decided_at: Date | null;
};

export type SandboxDecision = Pick<SandboxPaymentRow, 'status' | 'bank_code' | 'fpx_transaction_id' | 'decided_at'>;

export type FpxSandboxStore = {
  /** Adds the payment, or answers the one already made with the same key. */
  insert(row: SandboxPaymentRow): Promise<SandboxPaymentRow>;
  get(id: string): Promise<SandboxPaymentRow | undefined>;
  /** Records the answer of a payment still PENDING (a second answer changes nothing); answers the row. */
  decide(id: string, d: SandboxDecision): Promise<SandboxPaymentRow | undefined>;
};

export function memoryFpxStore(): FpxSandboxStore {
  const rows = new Map<string, SandboxPaymentRow>();
  return {
    async insert(row) {
      const same = [...rows.values()].find((r) => r.idempotency_key === row.idempotency_key);
      if (same) return same;
      rows.set(row.id, row);
      return row;
    },
    async get(id) {
      return rows.get(id);
    },
    async decide(id, d) {
      const row = rows.get(id);
      if (row?.status === 'PENDING') rows.set(id, { ...row, ...d });
      return rows.get(id);
    },
  };
}

const COLUMNS = `id, idempotency_key, reference, amount_minor, currency, return_url, status, bank_code,
  fpx_transaction_id, created_at, decided_at`;

export function sqlFpxStore(db: Queryable): FpxSandboxStore {
  const get = async (id: string) =>
    (await db.query<SandboxPaymentRow>(`SELECT ${COLUMNS} FROM fpx_sandbox_payments WHERE id = $1`, [id])).rows[0];
  return {
    async insert(r) {
      await db.query(
        `INSERT INTO fpx_sandbox_payments (${COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
         ON CONFLICT (idempotency_key) DO NOTHING`,
        [
          r.id,
          r.idempotency_key,
          r.reference,
          r.amount_minor,
          r.currency,
          r.return_url,
          r.status,
          r.bank_code,
          r.fpx_transaction_id,
          r.created_at,
          r.decided_at,
        ],
      );
      const { rows } = await db.query<SandboxPaymentRow>(
        `SELECT ${COLUMNS} FROM fpx_sandbox_payments WHERE idempotency_key = $1`,
        [r.idempotency_key],
      );
      return rows[0]!;
    },
    get,
    async decide(id, d) {
      await db.query(
        `UPDATE fpx_sandbox_payments SET status = $2, bank_code = $3, fpx_transaction_id = $4, decided_at = $5
         WHERE id = $1 AND status = 'PENDING'`,
        [id, d.status, d.bank_code, d.fpx_transaction_id, d.decided_at],
      );
      return get(id);
    },
  };
}
