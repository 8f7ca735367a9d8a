import type { Queryable } from '../../db/client.ts';

/** A linked account's bank details as stored (normalised by the bank form's rules before they are written). */
export type BankDetails = {
  holder_name: string;
  bank_name: string;
  account_number: string;
  routing_code_type_1: string | null;
  routing_code_value_1: string | null;
  routing_code_type_2: string | null;
  routing_code_value_2: string | null;
  bank_code: string | null;
  bank_account_type: string | null;
  identification_type: string | null;
  identification_value: string | null;
};

export type BankAccountRecord = BankDetails & {
  name: string;
  country_code: string;
  currency: string;
  payout_method: 'LOCAL' | 'SWIFT';
};

export type BankAccountRow = BankAccountRecord & {
  id: string;
  client_id: string;
  status: 'ACTIVE' | 'DELETED';
  account_type: 'COMPANY';
  rejected_reason: string | null;
  created_at: Date;
  updated_at: Date;
};

const COLUMNS = `id, client_id, status, name, account_type, country_code, currency, payout_method, holder_name,
  bank_name, account_number, routing_code_type_1, routing_code_value_1, routing_code_type_2, routing_code_value_2,
  bank_code, bank_account_type, identification_type, identification_value, rejected_reason, created_at, updated_at`;

const DETAIL_COLUMNS = [
  'holder_name',
  'bank_name',
  'account_number',
  'routing_code_type_1',
  'routing_code_value_1',
  'routing_code_type_2',
  'routing_code_value_2',
  'bank_code',
  'bank_account_type',
  'identification_type',
  'identification_value',
] as const satisfies readonly (keyof BankDetails)[];

/** The unique index that says "Duplicate" when two requests link the same account at once. */
export const DUPLICATE_CONSTRAINT = 'company_bank_accounts_duplicate_uq';

export async function insertBankAccount(
  q: Queryable,
  clientId: string,
  a: BankAccountRecord & { createdBy: string; now: Date },
): Promise<BankAccountRow> {
  const { rows } = await q.query<BankAccountRow>(
    `INSERT INTO company_bank_accounts (client_id, name, account_type, country_code, currency, payout_method,
       ${DETAIL_COLUMNS.join(', ')}, created_by, created_at, updated_at)
     VALUES ($1, $2, 'COMPANY', $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $18)
     RETURNING ${COLUMNS}`,
    [
      clientId,
      a.name,
      a.country_code,
      a.currency,
      a.payout_method,
      ...DETAIL_COLUMNS.map((c) => a[c]),
      a.createdBy,
      a.now,
    ],
  );
  return rows[0]!;
}

/** One of the client's active accounts, locked for an update when asked. */
export async function findBankAccount(
  q: Queryable,
  clientId: string,
  id: string,
  opts: { lock?: boolean } = {},
): Promise<BankAccountRow | undefined> {
  const { rows } = await q.query<BankAccountRow>(
    `SELECT ${COLUMNS} FROM company_bank_accounts WHERE client_id = $1 AND id = $2 AND status = 'ACTIVE'
     ${opts.lock ? 'FOR UPDATE' : ''}`,
    [clientId, id],
  );
  return rows[0];
}

/** An active account of the client with this account number and routing code, other than `exceptId`. */
export async function findDuplicate(
  q: Queryable,
  clientId: string,
  key: { accountNumber: string; routingValue: string },
  exceptId: string | null,
): Promise<string | undefined> {
  const { rows } = await q.query<{ id: string }>(
    `SELECT id FROM company_bank_accounts
     WHERE client_id = $1 AND status = 'ACTIVE' AND account_number = $2
       AND COALESCE(routing_code_value_1, routing_code_value_2, '') = $3 AND ($4::uuid IS NULL OR id <> $4::uuid)`,
    [clientId, key.accountNumber, key.routingValue, exceptId],
  );
  return rows[0]?.id;
}

export async function listBankAccounts(q: Queryable, clientId: string): Promise<BankAccountRow[]> {
  const { rows } = await q.query<BankAccountRow>(
    `SELECT ${COLUMNS} FROM company_bank_accounts WHERE client_id = $1 AND status = 'ACTIVE'
     ORDER BY created_at DESC, id DESC`,
    [clientId],
  );
  return rows;
}

/** Replaces the bank details; a change clears a refusal by the rail only when the account itself changed. */
export async function updateBankDetails(
  q: Queryable,
  clientId: string,
  id: string,
  d: BankDetails & { now: Date; clearRejection: boolean },
): Promise<BankAccountRow> {
  const sets = DETAIL_COLUMNS.map((c, i) => `${c} = $${i + 3}`).join(', ');
  const n = DETAIL_COLUMNS.length + 3;
  const { rows } = await q.query<BankAccountRow>(
    `UPDATE company_bank_accounts SET ${sets}, updated_at = $${n},
       rejected_at = CASE WHEN $${n + 1} THEN NULL ELSE rejected_at END,
       rejected_reason = CASE WHEN $${n + 1} THEN NULL ELSE rejected_reason END
     WHERE client_id = $1 AND id = $2 AND status = 'ACTIVE' RETURNING ${COLUMNS}`,
    [clientId, id, ...DETAIL_COLUMNS.map((c) => d[c]), d.now, d.clearRejection],
  );
  return rows[0]!;
}

export async function markDeleted(q: Queryable, clientId: string, id: string, now: Date): Promise<BankAccountRow> {
  const { rows } = await q.query<BankAccountRow>(
    `UPDATE company_bank_accounts SET status = 'DELETED', deleted_at = $3, updated_at = $3
     WHERE client_id = $1 AND id = $2 AND status = 'ACTIVE' RETURNING ${COLUMNS}`,
    [clientId, id, now],
  );
  return rows[0]!;
}

/** The rail refused the account: remembered until the account is deleted (or its details changed). */
export async function markRejected(q: Queryable, clientId: string, id: string, reason: string, now: Date) {
  await q.query(
    `UPDATE company_bank_accounts SET rejected_at = $3, rejected_reason = $4
     WHERE client_id = $1 AND id = $2 AND rejected_at IS NULL`,
    [clientId, id, now, reason],
  );
}

export type ReceiveSettingsRow = { autosweep_bank_account_id: string | null };

export async function findReceiveSettings(q: Queryable, clientId: string): Promise<ReceiveSettingsRow | undefined> {
  const { rows } = await q.query<ReceiveSettingsRow>(
    'SELECT autosweep_bank_account_id FROM receive_settings WHERE client_id = $1',
    [clientId],
  );
  return rows[0];
}

/** Locks the client's receive settings row (made if missing), so settings and account changes queue. */
export async function lockReceiveSettings(q: Queryable, clientId: string, userId: string, now: Date) {
  await q.query(
    `INSERT INTO receive_settings (client_id, updated_by, updated_at) VALUES ($1, $2, $3)
     ON CONFLICT (client_id) DO NOTHING`,
    [clientId, userId, now],
  );
  const { rows } = await q.query<ReceiveSettingsRow>(
    'SELECT autosweep_bank_account_id FROM receive_settings WHERE client_id = $1 FOR UPDATE',
    [clientId],
  );
  return rows[0]!;
}

export async function setAutosweepAccount(
  q: Queryable,
  clientId: string,
  bankAccountId: string | null,
  userId: string,
  now: Date,
) {
  await q.query(
    `UPDATE receive_settings SET autosweep_bank_account_id = $2, updated_by = $3, updated_at = $4
     WHERE client_id = $1`,
    [clientId, bankAccountId, userId, now],
  );
}

export type SweepCurrencyRow = { currency: string; is_enabled: boolean; keep_minor: bigint };

export async function listSweepCurrencies(q: Queryable, clientId: string): Promise<SweepCurrencyRow[]> {
  const { rows } = await q.query<SweepCurrencyRow>(
    'SELECT currency, is_enabled, keep_minor FROM sweep_currency_settings WHERE client_id = $1',
    [clientId],
  );
  return rows;
}

export async function upsertSweepCurrency(
  q: Queryable,
  clientId: string,
  s: { currency: string; isEnabled: boolean; keepMinor: bigint; now: Date },
) {
  await q.query(
    `INSERT INTO sweep_currency_settings (client_id, currency, is_enabled, keep_minor, updated_at)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (client_id, currency) DO UPDATE
       SET is_enabled = EXCLUDED.is_enabled, keep_minor = EXCLUDED.keep_minor, updated_at = EXCLUDED.updated_at`,
    [clientId, s.currency, s.isEnabled, s.keepMinor, s.now],
  );
}

/**
 * Businesses whose entity sweeps, with their chosen auto-sweep account: the sweep job's worklist. Reads across
 * businesses on purpose (a scheduled job acts for each of them); each is then handled with its own client id.
 */
export async function findSweepingClients(
  q: Queryable,
  entities: readonly string[],
): Promise<{ client_id: string; legal_entity: string; utc_offset: string; autosweep_bank_account_id: string }[]> {
  const { rows } = await q.query<{
    client_id: string;
    legal_entity: string;
    utc_offset: string;
    autosweep_bank_account_id: string;
  }>(
    `SELECT c.id AS client_id, c.client_legal_entity AS legal_entity, c.utc_offset, r.autosweep_bank_account_id
     FROM receive_settings r JOIN clients c ON c.id = r.client_id
     WHERE r.autosweep_bank_account_id IS NOT NULL AND c.is_active AND c.client_legal_entity = ANY($1::text[])
     ORDER BY c.id`,
    [entities],
  );
  return rows;
}
