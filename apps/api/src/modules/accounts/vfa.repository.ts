import type { VfaStatus } from '@corridor/domain/vfa-status';
import type { Queryable } from '../../db/client.ts';

export async function insertVfa(
  tx: Queryable,
  clientId: string,
  v: { accountId: string; currency: string; status: VfaStatus; accountNumber: string; at: Date },
): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO virtual_accounts (account_id, client_id, currency, status, account_number, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $6) RETURNING id`,
    [v.accountId, clientId, v.currency, v.status, v.accountNumber, v.at],
  );
  return rows[0]!.id;
}

export async function setVfaStatus(
  tx: Queryable,
  clientId: string,
  vfaId: string,
  status: VfaStatus,
  at: Date,
  accountNumber?: string,
) {
  await tx.query(
    `UPDATE virtual_accounts SET status = $3, updated_at = $4, account_number = COALESCE($5, account_number)
     WHERE client_id = $1 AND id = $2`,
    [clientId, vfaId, status, at, accountNumber ?? null],
  );
}
