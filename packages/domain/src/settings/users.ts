/**
 * The business's users as Settings manages them (spec §6: users created, updated and deactivated, with approver and
 * card checkboxes; roles in bulk; sme_user_settings_admin). Pure rules, used by the API and the web alike.
 */
import { CLIENT_SETTINGS_ROLES, ROLE } from '../access.ts';
import { ROUTES } from '../paths.ts';

/** Roles an admin may give in Settings, in the order they are shown; `cards` comes from the cards checkbox. */
export const ASSIGNABLE_ROLES = [
  {
    role: ROLE.admin,
    label: 'Admin',
    description: 'Sends money, exchanges, manages accounts and contacts, and may change settings.',
  },
  {
    role: ROLE.settingsAdmin,
    label: 'Settings admin',
    description: 'Manages users, roles and the business settings.',
  },
  { role: 'sme_checker', label: 'Team member', description: 'Sees every page; approves only with the approver box.' },
] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number]['role'];
export const ASSIGNABLE_ROLE_NAMES: readonly string[] = ASSIGNABLE_ROLES.map((r) => r.role);

/** Every top-level privileged page: what a user with any role besides cards may open. */
export const FULL_MENUS: readonly string[] = ROUTES.filter(
  (r) => r.area === 'main' && r.isPrivileged && !r.menuParent,
).map((r) => r.path);
export const CARD_MENUS: readonly string[] = ['/r/cards', '/r/cards-management'];

export const USER_PAGE_SIZE = 25;
export const USER_NAME_MAX = 100;

export const USER_MESSAGES = {
  nameRequired: 'Name cannot be empty',
  nameTooLong: `A name can be at most ${USER_NAME_MAX} characters`,
  roleRequired: 'Choose at least one role, or the cards box',
  unknownRole: 'Unknown role',
  emailTaken: 'A user with this email already exists.',
  created: 'User created. We have emailed them a password to change at their first sign-in.',
  updated: 'User updated',
  deactivated: 'User deactivated. Their sessions have ended.',
  rolesUpdated: 'Roles updated',
  cannotDeactivateSelf: 'You cannot deactivate yourself.',
  lastAdminRight: 'You cannot remove your own admin rights: ask another admin to do it.',
} as const;

/** The roles stored for a user: the chosen ones, plus `cards` when the cards box is ticked. */
export function rolesOf(chosen: readonly string[], hasCards: boolean): string[] {
  const roles = ASSIGNABLE_ROLE_NAMES.filter((r) => chosen.includes(r));
  return hasCards ? [...roles, ROLE.cards] : roles;
}

/** The pages a user with these roles opens: every page with any role besides cards, else the card pages. */
export function menusOf(roles: readonly string[]): string[] {
  if (roles.some((r) => r !== ROLE.cards)) return [...FULL_MENUS];
  return roles.includes(ROLE.cards) ? [...CARD_MENUS] : [];
}

/** Whether these roles let their holder manage users, roles and the business settings. */
export function hasAdminRight(roles: readonly string[]): boolean {
  return roles.some((r) => CLIENT_SETTINGS_ROLES.includes(r));
}

/**
 * Spec §6 and issue 13: nobody removes their own last admin right. True when `target` is the caller and the new
 * roles would leave them none (they could then no longer undo it).
 */
export function removesOwnAdminRight(
  callerId: string,
  targetId: string,
  before: readonly string[],
  after: readonly string[],
): boolean {
  return callerId === targetId && hasAdminRight(before) && !hasAdminRight(after);
}

/** The words shown for a user's roles (spec §6: role names other than cards and the settings admin are not shown). */
export function roleLabels(roles: readonly string[]): string[] {
  const labels: string[] = ASSIGNABLE_ROLES.filter((r) => roles.includes(r.role)).map((r) => r.label);
  if (roles.includes(ROLE.cards)) labels.push('Cards');
  return labels;
}
