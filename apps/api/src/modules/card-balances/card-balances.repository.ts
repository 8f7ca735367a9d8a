import type { CardWithdrawalStatus } from '@corridor/domain/card-balances/card-withdraw';
import type { Queryable } from '../../db/client.ts';

export type CardBalanceRow = { id: string; client_id: string; currency: string; created_at: Date };

/** The business's card balances, by currency. */
export async function listCardBalances(q: Queryable, clientId: string): Promise<CardBalanceRow[]> {
  const { rows } = await q.query<CardBalanceRow>(
    'SELECT id, client_id, currency, created_at FROM card_balances WHERE client_id = $1 ORDER BY currency',
    [clientId],
  );
  return rows;
}

export async function findCardBalance(
  q: Queryable,
  clientId: string,
  currency: string,
): Promise<CardBalanceRow | undefined> {
  const { rows } = await q.query<CardBalanceRow>(
    'SELECT id, client_id, currency, created_at FROM card_balances WHERE client_id = $1 AND currency = $2',
    [clientId, currency],
  );
  return rows[0];
}

/** Writes the record of a card balance whose ledger account exists; one per business and currency. */
export async function insertCardBalance(
  q: Queryable,
  clientId: string,
  b: { id: string; currency: string; createdAt: Date },
): Promise<void> {
  await q.query('INSERT INTO card_balances (id, client_id, currency, created_at) VALUES ($1, $2, $3, $4)', [
    b.id,
    clientId,
    b.currency,
    b.createdAt,
  ]);
}

export type NewCardTopUp = {
  id: string;
  card_balance_id: string;
  currency_account_id: string;
  currency: string;
  amount: bigint;
  created_by: string | null;
  created_at: Date;
};

export async function insertTopUp(q: Queryable, clientId: string, t: NewCardTopUp): Promise<void> {
  await q.query(
    `INSERT INTO card_top_ups (id, client_id, card_balance_id, currency_account_id, currency, amount, created_by,
       created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [t.id, clientId, t.card_balance_id, t.currency_account_id, t.currency, t.amount, t.created_by, t.created_at],
  );
}

export type NewCardWithdrawal = {
  id: string;
  reference: string;
  idempotency_key: string | null;
  card_balance_id: string;
  currency_account_id: string;
  currency: string;
  amount: bigint;
  created_by: string;
  created_at: Date;
};

export type CardWithdrawalRow = NewCardWithdrawal & {
  client_id: string;
  status: CardWithdrawalStatus;
  account_number: string;
  updated_at: Date;
};

const COLUMNS = `w.id, w.client_id, w.reference, w.idempotency_key, w.card_balance_id, w.currency_account_id, w.currency,
  w.amount, w.status, w.created_by, w.created_at, w.updated_at, a.account_number`;
const FROM =
  'card_withdrawals w JOIN currency_accounts a ON a.id = w.currency_account_id AND a.client_id = w.client_id';

export async function insertWithdrawal(q: Queryable, clientId: string, w: NewCardWithdrawal): Promise<void> {
  await q.query(
    `INSERT INTO card_withdrawals (id, client_id, reference, idempotency_key, card_balance_id, currency_account_id,
       currency, amount, status, created_by, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'COMPLETED', $9, $10, $10)`,
    [
      w.id,
      clientId,
      w.reference,
      w.idempotency_key,
      w.card_balance_id,
      w.currency_account_id,
      w.currency,
      w.amount,
      w.created_by,
      w.created_at,
    ],
  );
}

export async function findWithdrawal(
  q: Queryable,
  clientId: string,
  id: string,
): Promise<CardWithdrawalRow | undefined> {
  const { rows } = await q.query<CardWithdrawalRow>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE w.client_id = $1 AND w.id = $2`,
    [clientId, id],
  );
  return rows[0];
}

/** One of the business's card withdrawals by its FW reference. */
export async function findWithdrawalByReference(
  q: Queryable,
  clientId: string,
  reference: string,
): Promise<CardWithdrawalRow | undefined> {
  const { rows } = await q.query<CardWithdrawalRow>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE w.client_id = $1 AND w.reference = $2`,
    [clientId, reference],
  );
  return rows[0];
}

/** The business's latest card withdrawals, newest first. */
export async function listWithdrawals(q: Queryable, clientId: string, limit: number): Promise<CardWithdrawalRow[]> {
  const { rows } = await q.query<CardWithdrawalRow>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE w.client_id = $1 ORDER BY w.created_at DESC, w.id DESC LIMIT $2`,
    [clientId, limit],
  );
  return rows;
}
