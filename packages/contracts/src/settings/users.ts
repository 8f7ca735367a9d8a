import { ASSIGNABLE_ROLE_NAMES, USER_MESSAGES, USER_NAME_MAX, USER_PAGE_SIZE } from '@corridor/domain/settings/users';
import { ZEmail } from '@corridor/domain/validation/auth';
import { z } from 'zod';
import { ZId } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';

/** One of the business's users as Settings shows them (spec §3 user, §6 approver and cards). */
export const ZSettingsUser = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  roles: z.array(z.object({ role_name: z.string() })),
  is_approver: z.boolean(),
  has_cards: z.boolean(),
  is_active: z.boolean(),
  /** Still has the generated password mailed at creation. */
  is_password_generated: z.boolean(),
  created_at: z.string(),
});
export type TSettingsUser = z.infer<typeof ZSettingsUser>;

const ZRoleName = z.string().refine((r) => ASSIGNABLE_ROLE_NAMES.includes(r), USER_MESSAGES.unknownRole);
const ZUserName = z
  .string({ error: USER_MESSAGES.nameRequired })
  .trim()
  .min(1, USER_MESSAGES.nameRequired)
  .max(USER_NAME_MAX, USER_MESSAGES.nameTooLong);

/** The user form: name, roles, and the approver and cards checkboxes. */
export const ZUserFields = z.strictObject({
  name: ZUserName,
  roles: z.array(ZRoleName).max(ASSIGNABLE_ROLE_NAMES.length),
  is_approver: z.boolean(),
  has_cards: z.boolean(),
});
const atLeastOneRole = (v: { roles: string[]; has_cards: boolean }) => v.roles.length > 0 || v.has_cards;
const roleIssue = { path: ['roles'], message: USER_MESSAGES.roleRequired };

export const ZUsersPageRequest = z.strictObject({
  start: z.number().int().min(0).max(1_000_000).default(0),
  length: z.number().int().min(1).max(100).default(USER_PAGE_SIZE),
  search: z.string().trim().max(100).optional(),
  include_inactive: z.boolean().default(true),
});
export type TUsersPageRequest = z.input<typeof ZUsersPageRequest>;
export const ZUsersPage = z.object({ data: z.array(ZSettingsUser), total: z.number().int() });
export type TUsersPage = z.infer<typeof ZUsersPage>;

/** POST settings/user/pagination — the business's users, active first, by name (admins only: 403 otherwise). */
export const usersPageEndpoint = defineEndpoint({
  method: 'POST',
  path: '/smebackend/api/v1/settings/user/pagination',
  summary: "A page of the business's users (admins only).",
  tag: 'settings',
  body: ZUsersPageRequest,
  response: ZUsersPage,
});

export const ZUserIdParams = z.strictObject({ id: ZId });

/** GET settings/user/{id} — one user of the caller's business (another business's id: 404). */
export const userEndpoint = defineEndpoint({
  method: 'GET',
  path: '/smebackend/api/v1/settings/user/:id',
  summary: "One of the business's users (admins only).",
  tag: 'settings',
  params: ZUserIdParams,
  response: ZSettingsUser,
});

export const ZCreateUserRequest = ZUserFields.extend({ email: ZEmail }).refine(atLeastOneRole, roleIssue);
export type TCreateUserRequest = z.infer<typeof ZCreateUserRequest>;
export const ZUserSaved = z.object({ message: z.string(), user: ZSettingsUser });

/**
 * POST settings/user/create — adds a user with a generated password, mailed to them, that they must change at their
 * first sign-in. 409 USER_EMAIL_TAKEN when the email has an account.
 */
export const createUserEndpoint = defineEndpoint({
  method: 'POST',
  path: '/smebackend/api/v1/settings/user/create',
  summary: 'Adds a user; they are mailed a generated password to change at first sign-in (admins only).',
  tag: 'settings',
  body: ZCreateUserRequest,
  response: ZUserSaved,
  status: 201,
});

export const ZUpdateUserRequest = ZUserFields.extend({ userId: ZId }).refine(atLeastOneRole, roleIssue);
export type TUpdateUserRequest = z.infer<typeof ZUpdateUserRequest>;

/** POST settings/user/update — name, roles, approver and cards; 409 LAST_ADMIN_RIGHT for one's own last admin role. */
export const updateUserEndpoint = defineEndpoint({
  method: 'POST',
  path: '/smebackend/api/v1/settings/user/update',
  summary: "Changes a user's name, roles, approver and cards boxes (admins only).",
  tag: 'settings',
  body: ZUpdateUserRequest,
  response: ZUserSaved,
});

/** POST settings/user/{id}/deactivate — the user can no longer sign in and their sessions end at once. */
export const deactivateUserEndpoint = defineEndpoint({
  method: 'POST',
  path: '/smebackend/api/v1/settings/user/:id/deactivate',
  summary: 'Deactivates a user and ends their sessions (admins only; never oneself).',
  tag: 'settings',
  params: ZUserIdParams,
  response: ZUserSaved,
});

export const ZRolesBulkRequest = z.strictObject({
  users: z
    .array(z.strictObject({ userId: ZId, roles: z.array(ZRoleName).max(ASSIGNABLE_ROLE_NAMES.length) }))
    .min(1)
    .max(100),
});
export type TRolesBulkRequest = z.infer<typeof ZRolesBulkRequest>;
export const ZRolesBulkResponse = z.object({ message: z.string(), users: z.array(ZSettingsUser) });

/**
 * POST settings/roles/bulk — sets the roles of several users at once, all or none (cards stay as the cards box
 * has them). A user left with no role and no cards, an unknown id, or one's own last admin right refuses the whole.
 */
export const rolesBulkEndpoint = defineEndpoint({
  method: 'POST',
  path: '/smebackend/api/v1/settings/roles/bulk',
  summary: 'Sets the roles of several users in one change (admins only).',
  tag: 'settings',
  body: ZRolesBulkRequest,
  response: ZRolesBulkResponse,
});
