import type { Queryable } from '../../db/client.ts';
import { conditions } from '../../db/conditions.ts';

/** A contact's stored fields besides its corridor, name and email (checked against the corridor's schema). */
export type BeneficiaryDetails = Record<string, string>;

export type BeneficiaryRecord = {
  beneficiary_country_code: string;
  destination_country: string;
  destination_currency: string;
  payout_method: 'LOCAL' | 'SWIFT';
  beneficiary_account_type: 'COMPANY' | 'INDIVIDUAL';
  beneficiary_name: string;
  beneficiary_email: string;
  group_name: string | null;
  details: BeneficiaryDetails;
};

export type BeneficiaryRow = BeneficiaryRecord & {
  id: string;
  client_id: string;
  status: 'ACTIVE' | 'DELETED';
  created_at: Date;
  updated_at: Date;
};

const COLUMNS = `id, client_id, status, beneficiary_country_code, destination_country, destination_currency,
  payout_method, beneficiary_account_type, beneficiary_name, beneficiary_email, group_name, details, created_at,
  updated_at`;

export async function insertBeneficiary(
  q: Queryable,
  clientId: string,
  b: BeneficiaryRecord & { createdBy: string; now: Date },
): Promise<BeneficiaryRow> {
  const { rows } = await q.query<BeneficiaryRow>(
    `INSERT INTO beneficiaries (client_id, beneficiary_country_code, destination_country, destination_currency,
       payout_method, beneficiary_account_type, beneficiary_name, beneficiary_email, group_name, details, created_by,
       created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11, $12, $12)
     RETURNING ${COLUMNS}`,
    [
      clientId,
      b.beneficiary_country_code,
      b.destination_country,
      b.destination_currency,
      b.payout_method,
      b.beneficiary_account_type,
      b.beneficiary_name,
      b.beneficiary_email,
      b.group_name,
      JSON.stringify(b.details),
      b.createdBy,
      b.now,
    ],
  );
  return rows[0]!;
}

/** Inserts many contacts, each under the id given with it, in one statement. */
export async function insertBeneficiaries(
  q: Queryable,
  clientId: string,
  list: readonly (BeneficiaryRecord & { id: string })[],
  meta: { createdBy: string; now: Date },
): Promise<void> {
  if (list.length === 0) return;
  const col = <K extends keyof BeneficiaryRecord | 'id'>(k: K) => list.map((b) => b[k]);
  await q.query(
    `INSERT INTO beneficiaries (id, client_id, beneficiary_country_code, destination_country, destination_currency,
       payout_method, beneficiary_account_type, beneficiary_name, beneficiary_email, group_name, details, created_by,
       created_at, updated_at)
     SELECT id, $1, cc, dc, cur, pm, at, name, email, grp, details, $12, $13, $13
     FROM unnest($2::uuid[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[],
       $10::text[], $11::jsonb[]) AS b(id, cc, dc, cur, pm, at, name, email, grp, details)`,
    [
      clientId,
      col('id'),
      col('beneficiary_country_code'),
      col('destination_country'),
      col('destination_currency'),
      col('payout_method'),
      col('beneficiary_account_type'),
      col('beneficiary_name'),
      col('beneficiary_email'),
      col('group_name'),
      list.map((b) => JSON.stringify(b.details)),
      meta.createdBy,
      meta.now,
    ],
  );
}

/** One of the client's contacts; deleted ones only when asked (`withDeleted`), locked for an update when asked. */
export async function findBeneficiary(
  q: Queryable,
  clientId: string,
  id: string,
  opts: { withDeleted?: boolean; lock?: boolean } = {},
): Promise<BeneficiaryRow | undefined> {
  const { rows } = await q.query<BeneficiaryRow>(
    `SELECT ${COLUMNS} FROM beneficiaries WHERE client_id = $1 AND id = $2
       ${opts.withDeleted ? '' : "AND status = 'ACTIVE'"} ${opts.lock ? 'FOR UPDATE' : ''}`,
    [clientId, id],
  );
  return rows[0];
}

/**
 * The client's active contacts among `ids` (a bulk batch's chunk names 500): one primary-key probe an id (`OFFSET 0`
 * keeps each a probe, whatever the planner believes of the table). As `id = ANY(…)` the planner (with statistics from
 * before a batch added its contacts) scanned every contact of the business and compared each with the whole list.
 */
export async function findBeneficiaries(q: Queryable, clientId: string, ids: string[]): Promise<BeneficiaryRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await q.query<BeneficiaryRow>(
    `SELECT b.* FROM unnest($2::uuid[]) AS k(id)
     CROSS JOIN LATERAL (SELECT ${COLUMNS} FROM beneficiaries WHERE id = k.id OFFSET 0) b
     WHERE b.client_id = $1 AND b.status = 'ACTIVE'`,
    [clientId, [...new Set(ids)]],
  );
  return rows;
}

export async function updateBeneficiary(
  q: Queryable,
  clientId: string,
  id: string,
  b: BeneficiaryRecord & { now: Date },
): Promise<BeneficiaryRow> {
  const { rows } = await q.query<BeneficiaryRow>(
    `UPDATE beneficiaries SET beneficiary_country_code = $3, destination_country = $4, destination_currency = $5,
       payout_method = $6, beneficiary_account_type = $7, beneficiary_name = $8, beneficiary_email = $9,
       group_name = $10, details = $11::jsonb, updated_at = $12
     WHERE client_id = $1 AND id = $2 AND status = 'ACTIVE'
     RETURNING ${COLUMNS}`,
    [
      clientId,
      id,
      b.beneficiary_country_code,
      b.destination_country,
      b.destination_currency,
      b.payout_method,
      b.beneficiary_account_type,
      b.beneficiary_name,
      b.beneficiary_email,
      b.group_name,
      JSON.stringify(b.details),
      b.now,
    ],
  );
  return rows[0]!;
}

export async function markDeleted(q: Queryable, clientId: string, id: string, now: Date): Promise<BeneficiaryRow> {
  const { rows } = await q.query<BeneficiaryRow>(
    `UPDATE beneficiaries SET status = 'DELETED', deleted_at = $3, updated_at = $3
     WHERE client_id = $1 AND id = $2 AND status = 'ACTIVE' RETURNING ${COLUMNS}`,
    [clientId, id, now],
  );
  return rows[0]!;
}

export type ListFilters = {
  status: 'ACTIVE' | 'DELETED';
  fullName?: string;
  email?: string;
  /** '' for contacts in no group. */
  group?: string;
  start: number;
  length: number;
};

/** LIKE's own characters, taken literally. */
const literal = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A page of the client's contacts by name, with how many there are of the status and how many match. */
export async function listBeneficiaries(
  q: Queryable,
  clientId: string,
  f: ListFilters,
): Promise<{ rows: BeneficiaryRow[]; total: number; filtered: number }> {
  const w = conditions(['client_id = $1', 'status = $2'], [clientId, f.status]);
  if (f.fullName) w.add((p) => `beneficiary_name ILIKE ${p}`, literal(f.fullName));
  if (f.email) w.add((p) => `beneficiary_email ILIKE ${p}`, literal(f.email));
  if (f.group === '') w.push('group_name IS NULL');
  else if (f.group !== undefined) w.add((p) => `group_name = ${p}`, f.group);
  const filter = w.sql();
  const counts = await q.query<{ total: bigint; filtered: bigint }>(
    `SELECT count(*) AS total, count(*) FILTER (WHERE ${filter}) AS filtered
     FROM beneficiaries WHERE client_id = $1 AND status = $2`,
    w.params,
  );
  const { rows } = await q.query<BeneficiaryRow>(
    `SELECT ${COLUMNS} FROM beneficiaries WHERE ${filter}
     ORDER BY lower(beneficiary_name), id LIMIT ${w.param(f.length)} OFFSET ${w.param(f.start)}`,
    w.params,
  );
  const c = counts.rows[0]!;
  return { rows, total: Number(c.total), filtered: Number(c.filtered) };
}

/** The client's groups (of its active contacts), by name, with their sizes. */
export async function listGroups(q: Queryable, clientId: string): Promise<{ name: string; count: number }[]> {
  const { rows } = await q.query<{ name: string; count: bigint }>(
    `SELECT group_name AS name, count(*) AS count FROM beneficiaries
     WHERE client_id = $1 AND status = 'ACTIVE' AND group_name IS NOT NULL
     GROUP BY group_name ORDER BY lower(group_name), group_name`,
    [clientId],
  );
  return rows.map((r) => ({ name: r.name, count: Number(r.count) }));
}
