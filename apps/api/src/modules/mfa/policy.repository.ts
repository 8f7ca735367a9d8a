import type { MfaPolicy } from '@corridor/domain/mfa';
import type { Queryable } from '../../db/client.ts';

export type PolicyRow = { policy: MfaPolicy; is_email_code_allowed: boolean };

export const DEFAULT_POLICY: PolicyRow = { policy: 'OFF', is_email_code_allowed: true };

export async function findPolicy(db: Queryable, clientId: string): Promise<PolicyRow> {
  const { rows } = await db.query<PolicyRow>(
    'SELECT policy, is_email_code_allowed FROM client_sign_in_policies WHERE client_id = $1',
    [clientId],
  );
  return rows[0] ?? DEFAULT_POLICY;
}

export async function upsertPolicy(
  db: Queryable,
  clientId: string,
  p: PolicyRow & { updatedBy: string; now: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO client_sign_in_policies (client_id, policy, is_email_code_allowed, updated_at, updated_by)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (client_id) DO UPDATE SET policy = EXCLUDED.policy,
       is_email_code_allowed = EXCLUDED.is_email_code_allowed, updated_at = EXCLUDED.updated_at,
       updated_by = EXCLUDED.updated_by`,
    [clientId, p.policy, p.is_email_code_allowed, p.now, p.updatedBy],
  );
}

/** What sign-in needs to know about a user's factors, in one read. */
export async function findFactorSummary(
  db: Queryable,
  clientId: string,
  userId: string,
): Promise<{ has_totp: boolean; passkeys: number } & PolicyRow> {
  const { rows } = await db.query<{ has_totp: boolean; passkeys: number } & PolicyRow>(
    `SELECT EXISTS (SELECT 1 FROM user_totp t WHERE t.client_id = $1 AND t.user_id = $2 AND t.confirmed_at IS NOT NULL)
         AS has_totp,
       (SELECT count(*)::int FROM user_passkeys k WHERE k.client_id = $1 AND k.user_id = $2) AS passkeys,
       COALESCE(p.policy, 'OFF') AS policy, COALESCE(p.is_email_code_allowed, true) AS is_email_code_allowed
     FROM (SELECT 1) one LEFT JOIN client_sign_in_policies p ON p.client_id = $1`,
    [clientId, userId],
  );
  return rows[0]!;
}
