import type { Queryable } from '../../db/client.ts';

export type ClientRow = {
  id: string;
  client_name: string;
  client_label: string | null;
  portal_type: string;
  acquisition_type: string | null;
  client_country: string;
  client_legal_entity: string;
  institution_type: string | null;
  engagement_type: string | null;
  status: string;
  license_type: string | null;
  is_active: boolean;
  is_api_payout_approval_required: boolean;
  client_base_currency: string;
  utc_offset: string;
  auto_reversal_days: number | null;
  default_bookfx_type: string | null;
  is_auto_book_fx: boolean;
  lock_and_hold_fx: boolean;
  supplier_payments_customer: boolean;
  topup_currency: string | null;
  topup_pricing: string | null;
  autosweep_bank_account: Record<string, string> | null;
  wallet_variant: boolean;
  /** The verification-of-payee settings as stored (client-settings.service reads them with their defaults). */
  beneficiary_verification_preference: unknown;
  created_at: Date;
};

export async function findClient(db: Queryable, clientId: string): Promise<ClientRow | undefined> {
  const { rows } = await db.query<ClientRow>('SELECT * FROM clients WHERE id = $1', [clientId]);
  return rows[0];
}

export async function listFeatureFlags(db: Queryable) {
  const { rows } = await db.query<{ feature: string; enabled: boolean; meta_data: Record<string, unknown> }>(
    'SELECT feature, enabled, meta_data FROM feature_flags ORDER BY feature',
  );
  return rows;
}

export async function listTraits(db: Queryable, clientId: string) {
  const { rows } = await db.query<{ trait_key: string; trait_value: string }>(
    'SELECT trait_key, trait_value FROM user_traits WHERE client_id = $1 ORDER BY trait_key',
    [clientId],
  );
  return rows;
}

export async function upsertTrait(db: Queryable, clientId: string, key: string, value: string) {
  await db.query(
    `INSERT INTO user_traits (client_id, trait_key, trait_value) VALUES ($1, $2, $3)
     ON CONFLICT (client_id, trait_key) DO UPDATE SET trait_value = EXCLUDED.trait_value`,
    [clientId, key, value],
  );
}

export async function updateAutosweepBankAccount(db: Queryable, clientId: string, details: object | null) {
  await db.query('UPDATE clients SET autosweep_bank_account = $2::jsonb WHERE id = $1', [
    clientId,
    details === null ? null : JSON.stringify(details),
  ]);
}

export async function isMaintenanceOn(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ enabled: boolean }>(
    "SELECT enabled FROM feature_flags WHERE feature = 'MAINTENANCE_MODE'",
  );
  return rows[0]?.enabled ?? false;
}

export async function insertClient(
  db: Queryable,
  c: {
    name: string;
    country: string;
    legalEntity: string;
    status: string;
    baseCurrency: string;
    utcOffset: string;
    isApprovalRequired: boolean;
    licenseType: string | null;
    isWallet: boolean;
    lockAndHoldFx: boolean;
    defaultBookFxType: string | null;
    createdAt: Date | null;
  },
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO clients (client_name, client_country, client_legal_entity, status, client_base_currency, utc_offset,
       is_api_payout_approval_required, license_type, wallet_variant, lock_and_hold_fx, default_bookfx_type, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, COALESCE($12, now())) RETURNING id`,
    [
      c.name,
      c.country,
      c.legalEntity,
      c.status,
      c.baseCurrency,
      c.utcOffset,
      c.isApprovalRequired,
      c.licenseType,
      c.isWallet,
      c.lockAndHoldFx,
      c.defaultBookFxType,
      c.createdAt,
    ],
  );
  return rows[0]!.id;
}

export async function hasAnyClient(db: Queryable): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM clients LIMIT 1');
  return rows.length > 0;
}

/** Adds a feature flag unless it exists (a flag already set is left as it is). */
export async function insertFeatureFlag(db: Queryable, feature: string, enabled: boolean, metaData: object) {
  await db.query(
    'INSERT INTO feature_flags (feature, enabled, meta_data) VALUES ($1, $2, $3) ON CONFLICT (feature) DO NOTHING',
    [feature, enabled, JSON.stringify(metaData)],
  );
}

/** The business's own editable details (Settings, Profile). */
export async function updateClientProfile(
  db: Queryable,
  clientId: string,
  p: { label: string | null; baseCurrency: string; defaultBookFxType: string | null },
): Promise<void> {
  await db.query(
    'UPDATE clients SET client_label = $2, client_base_currency = $3, default_bookfx_type = $4 WHERE id = $1',
    [clientId, p.label, p.baseCurrency, p.defaultBookFxType],
  );
}

export async function lockClient(db: Queryable, clientId: string): Promise<ClientRow | undefined> {
  const { rows } = await db.query<ClientRow>('SELECT * FROM clients WHERE id = $1 FOR UPDATE', [clientId]);
  return rows[0];
}

export async function findVopPreference(db: Queryable, clientId: string): Promise<unknown> {
  const { rows } = await db.query<{ p: unknown }>(
    'SELECT beneficiary_verification_preference AS p FROM clients WHERE id = $1',
    [clientId],
  );
  return rows[0]?.p;
}

export async function updateVopPreference(db: Queryable, clientId: string, preference: object): Promise<void> {
  await db.query('UPDATE clients SET beneficiary_verification_preference = $2::jsonb WHERE id = $1', [
    clientId,
    JSON.stringify(preference),
  ]);
}
