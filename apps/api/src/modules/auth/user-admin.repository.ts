import type { Queryable } from '../../db/client.ts';

/** A user as Settings reads them: always with the business's id in the WHERE. */
export type ClientUserRow = {
  id: string;
  name: string;
  email: string;
  roles: string[];
  is_approver: boolean;
  is_active: boolean;
  is_password_generated: boolean;
  created_at: Date;
};

const COLUMNS = 'id, name, email, roles, is_approver, is_active, is_password_generated, created_at';

export async function pageClientUsers(
  db: Queryable,
  clientId: string,
  opts: { start: number; length: number; search: string | null; includeInactive: boolean },
): Promise<{ rows: ClientUserRow[]; total: number }> {
  const where = `client_id = $1 AND ($2::text IS NULL OR name ILIKE $2 OR email ILIKE $2) AND ($3 OR is_active)`;
  const pattern = opts.search ? `%${opts.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const [page, count] = await Promise.all([
    db.query<ClientUserRow>(
      `SELECT ${COLUMNS} FROM users WHERE ${where}
       ORDER BY is_active DESC, lower(name), id OFFSET $4 LIMIT $5`,
      [clientId, pattern, opts.includeInactive, opts.start, opts.length],
    ),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM users WHERE ${where}`, [
      clientId,
      pattern,
      opts.includeInactive,
    ]),
  ]);
  return { rows: page.rows, total: count.rows[0]?.n ?? 0 };
}

export async function findClientUser(
  db: Queryable,
  clientId: string,
  userId: string,
  lock = false,
): Promise<ClientUserRow | undefined> {
  const { rows } = await db.query<ClientUserRow>(
    `SELECT ${COLUMNS} FROM users WHERE client_id = $1 AND id = $2 ${lock ? 'FOR UPDATE' : ''}`,
    [clientId, userId],
  );
  return rows[0];
}

/** The business's users among `userIds`, locked in id order (so two bulk changes cannot deadlock). */
export async function lockClientUsers(db: Queryable, clientId: string, userIds: string[]): Promise<ClientUserRow[]> {
  const { rows } = await db.query<ClientUserRow>(
    `SELECT ${COLUMNS} FROM users WHERE client_id = $1 AND id = ANY($2::uuid[]) ORDER BY id FOR UPDATE`,
    [clientId, userIds],
  );
  return rows;
}

export async function updateClientUser(
  db: Queryable,
  clientId: string,
  userId: string,
  u: { name: string; roles: string[]; menus: string[]; isApprover: boolean },
): Promise<void> {
  await db.query(
    'UPDATE users SET name = $3, roles = $4, menus = $5, is_approver = $6 WHERE client_id = $1 AND id = $2',
    [clientId, userId, u.name, u.roles, u.menus, u.isApprover],
  );
}

export async function updateClientUserRoles(
  db: Queryable,
  clientId: string,
  userId: string,
  roles: string[],
  menus: string[],
): Promise<void> {
  await db.query('UPDATE users SET roles = $3, menus = $4 WHERE client_id = $1 AND id = $2', [
    clientId,
    userId,
    roles,
    menus,
  ]);
}

export async function deactivateClientUser(
  db: Queryable,
  clientId: string,
  userId: string,
  by: string,
  now: Date,
): Promise<void> {
  await db.query(
    `UPDATE users SET is_active = false, deactivated_at = $4, deactivated_by = $3
     WHERE client_id = $1 AND id = $2 AND is_active`,
    [clientId, userId, by, now],
  );
}

/** The business of the user who signs in with `email` (emails are unique across businesses), or null. */
export async function businessOfEmail(db: Queryable, email: string): Promise<string | null> {
  const { rows } = await db.query<{ client_id: string }>('SELECT client_id FROM users WHERE email = $1', [email]);
  return rows[0]?.client_id ?? null;
}
