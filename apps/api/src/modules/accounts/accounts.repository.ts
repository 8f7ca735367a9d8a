import type { VfaStatus } from '@corridor/domain/vfa-status';
import type { Queryable } from '../../db/client.ts';

/**
 * A currency account with its receiving details (its VFA, if any): the accounts module keeps both tables; the
 * receiving module asks the bank for them through accounts.service. Balances live in the ledger.
 */
export type AccountRow = {
  id: string;
  client_id: string;
  currency: string;
  account_number: string;
  is_active: boolean;
  hidden: boolean;
  label: string | null;
  is_default_account: boolean;
  disable_auto_bookfx: boolean;
  auto_bookfx_sequence: number | null;
  created_at: Date;
  closed_at: Date | null;
  vfa_id: string | null;
  vfa_status: string | null;
  vfa_account_number: string | null;
};

const SELECT = `SELECT a.id, a.client_id, a.currency, a.account_number, a.is_active, a.hidden, a.label,
    a.is_default_account, a.disable_auto_bookfx, a.auto_bookfx_sequence, a.created_at, a.closed_at,
    v.id AS vfa_id, v.status AS vfa_status, v.account_number AS vfa_account_number
  FROM currency_accounts a LEFT JOIN virtual_accounts v ON v.account_id = a.id AND v.client_id = a.client_id`;

export async function listAccounts(q: Queryable, clientId: string, includeClosed: boolean): Promise<AccountRow[]> {
  const { rows } = await q.query<AccountRow>(
    `${SELECT} WHERE a.client_id = $1 ${includeClosed ? '' : 'AND a.is_active'}
     ORDER BY a.is_default_account DESC, a.created_at, a.currency`,
    [clientId],
  );
  return rows;
}

/**
 * With `lock`, the row is held until commit so a concurrent close, update or payment waits. The lock is taken
 * first and the row read after it: a locking SELECT that waited re-reads the locked row only, not the VFA
 * joined to it, so a request that waited for another's new VFA would not see it and provision a second one.
 */
export async function findAccount(
  q: Queryable,
  clientId: string,
  accountId: string,
  lock: 'update' | 'share' | null = null,
): Promise<AccountRow | undefined> {
  if (lock) {
    const mode = lock === 'update' ? 'FOR UPDATE' : 'FOR SHARE';
    await q.query(`SELECT 1 FROM currency_accounts WHERE client_id = $1 AND id = $2 ${mode}`, [clientId, accountId]);
  }
  const { rows } = await q.query<AccountRow>(`${SELECT} WHERE a.client_id = $1 AND a.id = $2`, [clientId, accountId]);
  return rows[0];
}

export async function findAccountByCurrency(
  q: Queryable,
  clientId: string,
  currency: string,
  lock = true,
): Promise<AccountRow | undefined> {
  const { rows } = await q.query<AccountRow>(
    `${SELECT} WHERE a.client_id = $1 AND a.currency = $2 ${lock ? 'FOR UPDATE OF a' : ''}`,
    [clientId, currency],
  );
  return rows[0];
}

export async function insertAccount(
  tx: Queryable,
  clientId: string,
  a: { id: string; currency: string; accountNumber: string; label: string | null; isDefault: boolean },
): Promise<void> {
  await tx.query(
    `INSERT INTO currency_accounts (id, client_id, currency, account_number, label, is_default_account)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [a.id, clientId, a.currency, a.accountNumber, a.label, a.isDefault],
  );
}

export async function reopenAccount(tx: Queryable, clientId: string, accountId: string, label: string | null) {
  await tx.query(
    `UPDATE currency_accounts SET is_active = true, closed_at = NULL, hidden = false, label = COALESCE($3, label)
     WHERE client_id = $1 AND id = $2`,
    [clientId, accountId, label],
  );
}

/**
 * Whether money is still on its way to or from the account: a funding not yet arrived, a payout or a withdrawal
 * not yet finished (one sent may still come back). Closing waits for them: none may land in a closed account.
 */
export async function hasMoneyOnItsWay(
  q: Queryable,
  clientId: string,
  accountId: string,
  finished: { payouts: readonly string[]; withdrawals: readonly string[] },
  awaitedFundings: readonly string[],
): Promise<boolean> {
  const { rows } = await q.query<{ busy: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM fundings WHERE currency_account_id = $2 AND status = ANY($5))
         OR EXISTS (SELECT 1 FROM payouts WHERE client_id = $1 AND source_account_id = $2 AND status <> ALL($3))
         OR EXISTS (SELECT 1 FROM withdrawals WHERE client_id = $1 AND currency_account_id = $2 AND status <> ALL($4))
       AS busy`,
    [clientId, accountId, finished.payouts, finished.withdrawals, awaitedFundings],
  );
  return rows[0]!.busy;
}

/** What fundings not yet arrived will credit the account (their fees aside: those are not credited). */
export async function fundingsOnTheirWay(q: Queryable, accountId: string, awaited: readonly string[]) {
  const { rows } = await q.query<{ total: bigint }>(
    'SELECT COALESCE(sum(amount), 0)::int8 AS total FROM fundings WHERE currency_account_id = $1 AND status = ANY($2)',
    [accountId, awaited],
  );
  return rows[0]!.total;
}

export async function markClosed(tx: Queryable, clientId: string, accountId: string, at: Date) {
  await tx.query(
    `UPDATE currency_accounts SET is_active = false, is_default_account = false, closed_at = $3
     WHERE client_id = $1 AND id = $2`,
    [clientId, accountId, at],
  );
}

export type AccountPatch = {
  hidden?: boolean;
  label?: string | null;
  is_default_account?: boolean;
  disable_auto_bookfx?: boolean;
  auto_bookfx_sequence?: number | null;
};

const PATCHABLE = ['hidden', 'label', 'is_default_account', 'disable_auto_bookfx', 'auto_bookfx_sequence'] as const;

export async function updateAccount(tx: Queryable, clientId: string, accountId: string, patch: AccountPatch) {
  const fields = PATCHABLE.filter((f) => patch[f] !== undefined);
  if (fields.length === 0) return;
  const sets = fields.map((f, i) => `${f} = $${i + 3}`).join(', ');
  await tx.query(`UPDATE currency_accounts SET ${sets} WHERE client_id = $1 AND id = $2`, [
    clientId,
    accountId,
    ...fields.map((f) => patch[f]),
  ]);
}

export async function lockAllAccounts(tx: Queryable, clientId: string) {
  await tx.query('SELECT 1 FROM currency_accounts WHERE client_id = $1 ORDER BY id FOR UPDATE', [clientId]);
}

/** Only one default account per business (a partial unique index backs this up). */
export async function clearDefault(tx: Queryable, clientId: string, exceptAccountId: string) {
  await tx.query(
    'UPDATE currency_accounts SET is_default_account = false WHERE client_id = $1 AND id <> $2 AND is_default_account',
    [clientId, exceptAccountId],
  );
}

export async function hasDefault(q: Queryable, clientId: string): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM currency_accounts WHERE client_id = $1 AND is_default_account', [
    clientId,
  ]);
  return rows.length > 0;
}

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
