import type {
  TCreateUserRequest,
  TRolesBulkRequest,
  TSettingsUser,
  TUpdateUserRequest,
  TUsersPageRequest,
} from '@corridor/contracts/settings/users';
import { ROLE } from '@corridor/domain/access';
import { menusOf, removesOwnAdminRight, rolesOf, USER_MESSAGES } from '@corridor/domain/settings/users';
import type { AppDeps } from '../../app-deps.ts';
import type { Caller } from '../../caller.ts';
import { AppError } from '../../errors.ts';
import { isUuid } from '../../ledger/ids.ts';
import { assertNotThrottled, recordFailure } from '../../platform/rate-limit.ts';
import { callerEntry, recordAudit, recordAuditAlone } from '../audit/audit.service.ts';
import { FOREIGN_EMAIL_REFUSALS } from './auth.constants.ts';
import { newUserMail } from './auth.mails.ts';
import { generatePassword } from './generated-password.ts';
import { hashPassword } from './password.ts';
import { evictSessions } from './session-cache.ts';
import { endUserSessions } from './sessions.repository.ts';
import * as repo from './user-admin.repository.ts';
import { insertUser } from './users.repository.ts';

/**
 * Settings, Users (spec §6): an admin of the business lists, adds, changes and deactivates its users, and sets roles
 * in bulk. Every read and write is keyed on the caller's business, so another business's user is "not found". The
 * routes let only admins in (`canChangeClientSettings`); what a user can do changes at once (their sessions are
 * evicted after each commit).
 */
function view(u: repo.ClientUserRow): TSettingsUser {
  return {
    _id: u.id,
    name: u.name,
    email: u.email,
    roles: u.roles.map((role_name) => ({ role_name })),
    is_approver: u.is_approver,
    has_cards: u.roles.includes(ROLE.cards),
    is_active: u.is_active,
    is_password_generated: u.is_password_generated,
    created_at: u.created_at.toISOString(),
  };
}

function lastAdminRight(): never {
  throw new AppError('LAST_ADMIN_RIGHT');
}

export async function listUsers(deps: AppDeps, caller: Caller, req: TUsersPageRequest) {
  const { rows, total } = await repo.pageClientUsers(deps.db, caller.clientId, {
    start: req.start ?? 0,
    length: req.length ?? 25,
    search: req.search || null,
    includeInactive: req.include_inactive ?? true,
  });
  return { data: rows.map(view), total };
}

export async function getUser(deps: AppDeps, caller: Caller, userId: string): Promise<TSettingsUser> {
  const user = isUuid(userId) ? await repo.findClientUser(deps.db, caller.clientId, userId) : undefined;
  if (!user) throw new AppError('NOT_FOUND');
  return view(user);
}

const emailTaken = () =>
  new AppError('USER_EMAIL_TAKEN', { errors: [{ field: 'email', message: USER_MESSAGES.emailTaken }] });

/**
 * Adds a user with a generated password, mailed to them after the commit; they must change it at first sign-in. An
 * email that signs in at another business is refused as taken, audited, and counted against the business
 * (FOREIGN_EMAIL_REFUSALS): past the free ones, adding a user waits (429) however the next email turns out.
 */
export async function createUser(deps: AppDeps, caller: Caller, req: TCreateUserRequest) {
  const now = deps.clock.now();
  const refusals = `user-create-foreign-email:${caller.clientId}`;
  await assertNotThrottled(deps.db, refusals, now);
  const owner = await repo.businessOfEmail(deps.db, req.email);
  if (owner !== null) {
    if (owner !== caller.clientId) {
      await recordFailure(deps.db, refusals, FOREIGN_EMAIL_REFUSALS, now);
      await recordAuditAlone(
        deps.db,
        callerEntry(caller, 'user.created', now, {
          outcome: 'failure',
          details: { email: req.email, reason: 'taken' },
        }),
      );
    }
    throw emailTaken();
  }
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  const roles = rolesOf(req.roles, req.has_cards);
  const user = await deps.db.tx(async (tx) => {
    // Another admin may have added this person since the read above.
    if ((await repo.businessOfEmail(tx, req.email)) !== null) throw emailTaken();
    const id = await insertUser(tx, {
      clientId: caller.clientId,
      email: req.email,
      name: req.name,
      passwordHash,
      isPasswordGenerated: true,
      roles,
      menus: menusOf(roles),
      referralCode: null,
      isApprover: req.is_approver,
      isMaker: false,
    });
    await recordAudit(
      tx,
      callerEntry(caller, 'user.created', now, {
        target: { type: 'user', id },
        details: { email: req.email, roles, is_approver: req.is_approver },
      }),
    );
    return (await repo.findClientUser(tx, caller.clientId, id))!;
  });
  const inviter = await repo.findClientUser(deps.db, caller.clientId, caller.userId);
  await deps.mail.send(
    newUserMail(user.email, {
      name: user.name,
      businessName: caller.clientName,
      invitedBy: inviter?.name ?? 'An admin',
      password,
      publicUrl: deps.config.PUBLIC_URL,
    }),
  );
  return { message: USER_MESSAGES.created, user: view(user) };
}

/** Name, roles and the approver and cards boxes. Nobody takes away their own last admin right. */
export async function updateUser(deps: AppDeps, caller: Caller, req: TUpdateUserRequest) {
  if (!isUuid(req.userId)) throw new AppError('NOT_FOUND');
  const roles = rolesOf(req.roles, req.has_cards);
  const user = await deps.db.tx(async (tx) => {
    const before = await repo.findClientUser(tx, caller.clientId, req.userId, true);
    if (!before) throw new AppError('NOT_FOUND');
    if (removesOwnAdminRight(caller.userId, before.id, before.roles, roles)) lastAdminRight();
    await repo.updateClientUser(tx, caller.clientId, before.id, {
      name: req.name,
      roles,
      menus: menusOf(roles),
      isApprover: req.is_approver,
    });
    await recordAudit(
      tx,
      callerEntry(caller, 'user.updated', deps.clock.now(), {
        target: { type: 'user', id: before.id },
        details: {
          roles_before: before.roles,
          roles,
          is_approver_before: before.is_approver,
          is_approver: req.is_approver,
          ...(before.name === req.name ? {} : { name_before: before.name, name: req.name }),
        },
      }),
    );
    return (await repo.findClientUser(tx, caller.clientId, before.id))!;
  });
  await evictSessions(deps.db, `user:${user.id}`);
  return { message: USER_MESSAGES.updated, user: view(user) };
}

/** The user can no longer sign in, and every session of theirs ends in the same transaction. Never oneself. */
export async function deactivateUser(deps: AppDeps, caller: Caller, userId: string) {
  if (userId === caller.userId) throw new AppError('CANNOT_DEACTIVATE_SELF');
  if (!isUuid(userId)) throw new AppError('NOT_FOUND');
  const now = deps.clock.now();
  const user = await deps.db.tx(async (tx) => {
    const target = await repo.findClientUser(tx, caller.clientId, userId, true);
    if (!target) throw new AppError('NOT_FOUND');
    await repo.deactivateClientUser(tx, caller.clientId, target.id, caller.userId, now);
    const ended = await endUserSessions(tx, target.id, 'deactivated', now);
    await recordAudit(
      tx,
      callerEntry(caller, 'user.deactivated', now, {
        target: { type: 'user', id: target.id },
        details: { email: target.email },
      }),
    );
    if (ended > 0) {
      await recordAudit(
        tx,
        callerEntry(caller, 'session.ended', now, {
          target: { type: 'user', id: target.id },
          details: { reason: 'user_deactivated', sessions: ended },
        }),
      );
    }
    return (await repo.findClientUser(tx, caller.clientId, target.id))!;
  });
  await evictSessions(deps.db, `user:${user.id}`);
  return { message: USER_MESSAGES.deactivated, user: view(user) };
}

/**
 * Roles of several users in one change, all or none: a user named twice, an id not of this business, a user left with
 * no role and no cards, or the caller's own last admin right refuses the whole. Cards stay as the cards box set them.
 */
export async function setRolesInBulk(deps: AppDeps, caller: Caller, req: TRolesBulkRequest) {
  const ids = req.users.map((u) => u.userId);
  const twice = ids.findIndex((id, i) => ids.indexOf(id) !== i);
  if (twice >= 0) {
    const message = 'Each user can be listed once in a change of roles.';
    throw new AppError('VALIDATION_ERROR', { message, errors: [{ field: `users.${twice}.userId`, message }] });
  }
  if (!ids.every(isUuid)) throw new AppError('NOT_FOUND');
  const users = await deps.db.tx(async (tx) => {
    const rows = await repo.lockClientUsers(tx, caller.clientId, ids);
    if (rows.length !== ids.length) throw new AppError('NOT_FOUND');
    const byId = new Map(rows.map((r) => [r.id, r]));
    const fieldErrors = req.users.flatMap((u, i) => {
      const roles = rolesOf(u.roles, byId.get(u.userId)!.roles.includes(ROLE.cards));
      return roles.length === 0 ? [{ field: `users.${i}.roles`, message: USER_MESSAGES.roleRequired }] : [];
    });
    if (fieldErrors.length > 0) {
      throw new AppError('VALIDATION_ERROR', { message: USER_MESSAGES.roleRequired, errors: fieldErrors });
    }
    for (const u of req.users) {
      const before = byId.get(u.userId)!;
      const roles = rolesOf(u.roles, before.roles.includes(ROLE.cards));
      if (removesOwnAdminRight(caller.userId, before.id, before.roles, roles)) lastAdminRight();
      await repo.updateClientUserRoles(tx, caller.clientId, before.id, roles, menusOf(roles));
      await recordAudit(
        tx,
        callerEntry(caller, 'user.roles_changed', deps.clock.now(), {
          target: { type: 'user', id: before.id },
          details: { roles_before: before.roles, roles, in_bulk: true },
        }),
      );
    }
    return repo.lockClientUsers(tx, caller.clientId, ids);
  });
  for (const id of ids) await evictSessions(deps.db, `user:${id}`);
  return { message: USER_MESSAGES.rolesUpdated, users: users.map(view) };
}
