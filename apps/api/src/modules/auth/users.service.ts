import type { Queryable } from '../../db/client.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { findUserById, findUserNames, findUsersWithMenus, insertUser } from './users.repository.ts';

export type NewUser = {
  email: string;
  name: string;
  /** The stored form of the user's password (`passwordHashOf`). */
  passwordHash: string;
  roles: readonly string[];
  menus: readonly string[];
  /** Must be changed at the first sign-in. */
  isPasswordGenerated?: boolean;
  isApprover?: boolean;
  isMaker?: boolean;
  referralCode?: string;
};

/**
 * The stored form of a password (Argon2id, slow on purpose): hashed once, it can be given to many new users, as
 * the demo seed and the test factories do.
 */
export function passwordHashOf(password: string): Promise<string> {
  return hashPassword(password);
}

/** Adds a user to a business inside the caller's transaction; returns the user's id. */
export function createUser(q: Queryable, clientId: string, u: NewUser): Promise<string> {
  return insertUser(q, {
    clientId,
    email: u.email,
    name: u.name,
    passwordHash: u.passwordHash,
    isPasswordGenerated: u.isPasswordGenerated ?? false,
    roles: u.roles,
    menus: u.menus,
    referralCode: u.referralCode ?? null,
    isApprover: u.isApprover ?? false,
    isMaker: u.isMaker ?? false,
  });
}

/** The business's active users who may open one of `menus` (whom a module tells about a change on those pages). */
export function activeUsersWithMenus(
  q: Queryable,
  clientId: string,
  menus: readonly string[],
): Promise<{ email: string; name: string }[]> {
  return findUsersWithMenus(q, clientId, menus);
}

/** A user's name, as other modules show who did something. */
export async function userNameOf(q: Queryable, userId: string): Promise<string | undefined> {
  return (await findUserById(q, userId))?.name;
}

/**
 * Whether the user may approve or reject payouts (spec §6: the approver checkbox), read now rather than from the
 * session, so a right taken away counts at once. A deactivated user, or one of another business, has none.
 */
export async function hasApproverRight(q: Queryable, who: { clientId: string; userId: string }): Promise<boolean> {
  const user = await findUserById(q, who.userId);
  return Boolean(user && user.client_id === who.clientId && user.is_active && user.is_approver);
}

/** The names of the business's users among `ids`, by id (the audit log shows who did what). */
export async function userNamesOf(
  q: Queryable,
  clientId: string,
  ids: readonly string[],
): Promise<Map<string, string>> {
  return new Map((await findUserNames(q, clientId, ids)).map((u) => [u.id, u.name]));
}

/** The user's email (an authenticator app labels its entry with it). */
export async function userEmailOf(q: Queryable, userId: string): Promise<string | undefined> {
  return (await findUserById(q, userId))?.email;
}

/** Whether `password` is the user's current one (asked again before a sign-in factor is removed). */
export async function isCurrentPassword(q: Queryable, userId: string, password: string): Promise<boolean> {
  const user = await findUserById(q, userId);
  return user ? verifyPassword(user.password_hash, password) : false;
}
