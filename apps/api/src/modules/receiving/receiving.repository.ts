import type { Queryable } from '../../db/client.ts';

export type IncomingPaymentRow = {
  id: string;
  client_id: string;
  account_id: string;
  currency: string;
  amount: bigint;
  payer_name: string;
  reference: string;
  status: 'RECEIVED' | 'CREDITED' | 'RETURNED';
  return_reason: string | null;
  transfer_id: string;
  received_at: Date;
  settled_at: Date | null;
  /** When a delayed verdict is due (null: settled at once, or HELD by the bank). */
  settle_due_at: Date | null;
};

export async function insertPayment(
  tx: Queryable,
  clientId: string,
  p: Omit<IncomingPaymentRow, 'client_id' | 'status' | 'return_reason' | 'settled_at' | 'settle_due_at'> & {
    virtualAccountId: string;
    settle_due_at?: Date | null;
  },
) {
  await tx.query(
    `INSERT INTO incoming_payments (id, client_id, account_id, virtual_account_id, currency, amount, payer_name,
       reference, status, transfer_id, received_at, settle_due_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'RECEIVED', $9, $10, $11)`,
    [
      p.id,
      clientId,
      p.account_id,
      p.virtualAccountId,
      p.currency,
      p.amount,
      p.payer_name,
      p.reference,
      p.transfer_id,
      p.received_at,
      p.settle_due_at ?? null,
    ],
  );
}

export async function findPayment(
  q: Queryable,
  clientId: string,
  id: string,
  forUpdate = false,
): Promise<IncomingPaymentRow | undefined> {
  const { rows } = await q.query<IncomingPaymentRow>(
    `SELECT id, client_id, account_id, currency, amount, payer_name, reference, status, return_reason, transfer_id,
       received_at, settled_at, settle_due_at
     FROM incoming_payments WHERE client_id = $1 AND id = $2 ${forUpdate ? 'FOR UPDATE' : ''}`,
    [clientId, id],
  );
  return rows[0];
}

export async function markSettled(
  tx: Queryable,
  clientId: string,
  id: string,
  status: 'CREDITED' | 'RETURNED',
  at: Date,
  reason: string | null,
) {
  await tx.query(
    `UPDATE incoming_payments SET status = $3, settled_at = $4, return_reason = $5
     WHERE client_id = $1 AND id = $2 AND status = 'RECEIVED'`,
    [clientId, id, status, at, reason],
  );
}

export async function clearSettleDue(tx: Queryable, clientId: string, id: string) {
  await tx.query('UPDATE incoming_payments SET settle_due_at = NULL WHERE client_id = $1 AND id = $2', [clientId, id]);
}

/** RECEIVED payments of every business whose verdict is due: the settlement sweep's work list (a system job). */
export async function findDuePayments(
  q: Queryable,
  now: Date,
  limit: number,
): Promise<{ client_id: string; id: string }[]> {
  const { rows } = await q.query<{ client_id: string; id: string }>(
    `SELECT client_id, id FROM incoming_payments
     WHERE status = 'RECEIVED' AND settle_due_at <= $1 ORDER BY settle_due_at LIMIT $2`,
    [now, limit],
  );
  return rows;
}
