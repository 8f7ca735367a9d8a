import type { Queryable } from '../../db/client.ts';

export type UserRow = {
  id: string;
  client_id: string;
  email: string;
  name: string;
  password_hash: string;
  is_password_generated: boolean;
  roles: string[];
  menus: string[];
  referral_code: string | null;
  is_active: boolean;
  is_approver: boolean;
  is_maker: boolean;
  uses_alternate_frontend: boolean;
  client_is_active: boolean;
};

const SELECT_USER = `SELECT u.id, u.client_id, u.email, u.name, u.password_hash, u.is_password_generated, u.roles, u.menus,
  u.referral_code, u.is_active, u.is_approver, u.is_maker, u.uses_alternate_frontend, c.is_active AS client_is_active
  FROM users u JOIN clients c ON c.id = u.client_id`;

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(`${SELECT_USER} WHERE u.email = $1`, [email]);
  return rows[0];
}

export async function findUserById(db: Queryable, userId: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(`${SELECT_USER} WHERE u.id = $1`, [userId]);
  return rows[0];
}

export async function setPassword(db: Queryable, userId: string, passwordHash: string): Promise<void> {
  await db.query('UPDATE users SET password_hash = $2, is_password_generated = false WHERE id = $1', [
    userId,
    passwordHash,
  ]);
}

export async function insertUser(
  db: Queryable,
  u: {
    clientId: string;
    email: string;
    name: string;
    passwordHash: string;
    isPasswordGenerated: boolean;
    roles: readonly string[];
    menus: readonly string[];
    referralCode: string | null;
    isApprover: boolean;
    isMaker: boolean;
  },
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO users (client_id, email, name, password_hash, is_password_generated, roles, menus, referral_code,
       is_approver, is_maker)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [
      u.clientId,
      u.email,
      u.name,
      u.passwordHash,
      u.isPasswordGenerated,
      u.roles,
      u.menus,
      u.referralCode,
      u.isApprover,
      u.isMaker,
    ],
  );
  return rows[0]!.id;
}

/** The business's active users who have at least one of `menus`, by email. */
export async function findUsersWithMenus(
  db: Queryable,
  clientId: string,
  menus: readonly string[],
): Promise<{ email: string; name: string }[]> {
  const { rows } = await db.query<{ email: string; name: string }>(
    'SELECT email, name FROM users WHERE client_id = $1 AND is_active AND menus && $2::text[] ORDER BY email',
    [clientId, menus],
  );
  return rows;
}

/** Names of the business's users among `ids` (others' ids are left out). */
export async function findUserNames(
  db: Queryable,
  clientId: string,
  ids: readonly string[],
): Promise<{ id: string; name: string }[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<{ id: string; name: string }>(
    'SELECT id, name FROM users WHERE client_id = $1 AND id = ANY($2::uuid[])',
    [clientId, ids],
  );
  return rows;
}
