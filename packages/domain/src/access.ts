/**
 * Who may open what, and where people land (spec §2, §6). Pure: the web passes the session user, the active
 * client and the feature flags it has fetched.
 */
import { NAME_MAX_CHARS } from './display.ts';
import { type FeatureFlag, FLAGS, isFeatureOn } from './flags.ts';
import { matchRoute, PATHS } from './paths.ts';

export type AccessUser = {
  roles: readonly { role_name: string }[];
  menus: readonly string[];
  isPasswordGenerated: boolean;
  usesAlternateFrontend: boolean;
  /** The business requires an authenticator app or a passkey and the user has neither yet. */
  mustEnrolSecondFactor?: boolean;
};

export type AccessClient = {
  client_legal_entity: string;
  status: string;
  isWalletVariant?: boolean;
};

export type AccessContext = { client: AccessClient | null; features: readonly FeatureFlag[] };

export const ROLE = { cards: 'cards', admin: 'sme_admin', settingsAdmin: 'sme_user_settings_admin' } as const;
/** The only role names ever shown to people (spec §6). */
const SHOWN_ROLES: readonly string[] = [ROLE.cards, ROLE.settingsAdmin];
/** Client statuses that keep the user on the dashboard after sign-in (spec §4). */
const NO_REDIRECT_STATUSES: readonly string[] = ['COMPLIANCE_IN_PROGRESS', 'COMPLIANCE_ON_HOLD'];
/** Pages whose data would be disturbed by a client refresh in the middle of a flow (spec §7). */
const NO_REFRESH_PATHS: readonly string[] = ['/r/send', '/r/groupsend', '/r/individualsend', '/r/transaction-approval'];
const WALLET_TRANSACTION_ID = /^FW\d{10,11}$/;
export const REDIRECT_PARAM = 'redirect';

export function isCardsOnly(user: Pick<AccessUser, 'roles'>): boolean {
  return user.roles.length === 1 && user.roles[0]?.role_name === ROLE.cards;
}

export function visibleRoleNames(roles: readonly { role_name: string }[]): string[] {
  return roles.map((r) => r.role_name).filter((name) => SHOWN_ROLES.includes(name));
}

/** Spec §6: the settings admin passes checks that otherwise need a COMPLETED business. */
export function passesCompletedCheck(status: string | undefined, roles: readonly { role_name: string }[]): boolean {
  return status === 'COMPLETED' || roles.some((r) => r.role_name === ROLE.settingsAdmin);
}

/** Roles that may change the business's own settings (its traits, and later its users and bank details). */
export const CLIENT_SETTINGS_ROLES: readonly string[] = [ROLE.admin, ROLE.settingsAdmin];

/** Whether a user may change client settings: a cards-only user or a checker may not. */
export function canChangeClientSettings(roles: readonly string[]): boolean {
  return roles.some((r) => CLIENT_SETTINGS_ROLES.includes(r));
}

/** A privileged route opens only when its path, or the menu it belongs to, is one of the user's menus. */
export function canAccess(pathname: string, user: Pick<AccessUser, 'menus'>): boolean {
  const route = matchRoute(stripQuery(pathname));
  if (!route) return false;
  if (!route.isPrivileged) return true;
  return user.menus.includes(route.path) || (route.menuParent !== undefined && user.menus.includes(route.menuParent));
}

/** Where a user goes when a privileged route is refused. */
export function fallbackFor(user: Pick<AccessUser, 'roles'>, ctx: AccessContext): string {
  if (isFeatureOn(ctx.features, FLAGS.antFinancial, ctx.client?.client_legal_entity)) return PATHS.walletTransactions;
  if (isCardsOnly(user)) return PATHS.cards;
  return PATHS.dashboard;
}

/** Only an app path on this origin: never `//host`, `/\host`, a scheme, or a page that is not ours. */
export function isSafeRedirect(target: string | null | undefined): target is string {
  if (!target || target.length > 2048) return false;
  if (!target.startsWith('/') || target.startsWith('//')) return false;
  if (/[\\\s]/.test(target) || hasControlCharacter(target)) return false;
  return matchRoute(stripQuery(target)) !== undefined;
}

/** A stored redirect is followed only to a private page the user may open (never back to sign-in). */
function allowedRedirect(target: string | null | undefined, user: AccessUser): string | null {
  if (!isSafeRedirect(target)) return null;
  const route = matchRoute(stripQuery(target));
  if (!route?.isPrivate || route.path === PATHS.setPassword) return null;
  return canAccess(target, user) ? target : null;
}

/**
 * A user the sign-in policy sends to enrol opens only the enrolment page (and setting a generated password): the API
 * refuses them everything else, reads included, until they add a factor.
 */
export function enrolmentRedirect(user: Pick<AccessUser, 'mustEnrolSecondFactor'>, pathname: string): string | null {
  if (!user.mustEnrolSecondFactor) return null;
  const path = matchRoute(stripQuery(pathname))?.path;
  return path === PATHS.settingsTwoFactor || path === PATHS.setPassword ? null : PATHS.settingsTwoFactor;
}

export function postLoginTarget(
  user: AccessUser,
  client: Pick<AccessClient, 'status'> | null,
  storedRedirect: string | null | undefined,
): string {
  if (user.isPasswordGenerated) return PATHS.setPassword;
  if (user.mustEnrolSecondFactor) return PATHS.settingsTwoFactor;
  if (isCardsOnly(user)) return PATHS.cards;
  const stored = allowedRedirect(storedRedirect, user);
  if (user.usesAlternateFrontend) return stored ?? PATHS.transactions;
  if (client && NO_REDIRECT_STATUSES.includes(client.status)) return PATHS.dashboard;
  return stored ?? PATHS.dashboard;
}

/** Unknown paths: signed-in people go to the dashboard, others to sign-in with the path to come back to. */
export function catchAllTarget(isLoggedIn: boolean, pathname: string): string {
  if (isLoggedIn) return PATHS.dashboard;
  return loginWithRedirect(pathname);
}

export function loginWithRedirect(target: string): string {
  if (!isSafeRedirect(target)) return PATHS.login;
  return `${PATHS.login}?${REDIRECT_PARAM}=${encodeURIComponent(target)}`;
}

/** The wallet variant has its own sign-in page (spec §2). */
export function logoutTarget(client: Pick<AccessClient, 'isWalletVariant'> | null): string {
  return client?.isWalletVariant ? PATHS.walletLogin : PATHS.login;
}

export function isWalletTransactionId(id: string): boolean {
  return WALLET_TRANSACTION_ID.test(id);
}

/** Wallet transaction pages accept only FW ids; anything else goes back to the wallet's list. */
export function walletTransactionRedirect(id: string): string | null {
  return isWalletTransactionId(id) ? null : PATHS.walletTransactions;
}

export function shouldRefreshClientDetails(pathname: string): boolean {
  const clean = stripQuery(pathname).replace(/\/+$/, '');
  return !NO_REFRESH_PATHS.some((p) => p.toLowerCase() === clean.toLowerCase());
}

export function truncateName(name: string): string {
  const chars = Array.from(name);
  return chars.length > NAME_MAX_CHARS ? `${chars.slice(0, NAME_MAX_CHARS).join('')}…` : name;
}

function hasControlCharacter(text: string): boolean {
  return Array.from(text).some((ch) => {
    const code = ch.charCodeAt(0);
    return code < 0x20 || code === 0x7f;
  });
}

function stripQuery(target: string): string {
  return target.split(/[?#]/, 1)[0] ?? '';
}

/**
 * Spec §6 "Cards: flag on, entity in enabled list, compliance status allowed for the roles": the one rule for the
 * cards menu (nav.ts) and for the API calls behind its pages.
 */
export function isCardsAreaOn(ctx: {
  features: readonly FeatureFlag[];
  entity: string | null;
  clientStatus: string | undefined;
  roles: readonly { role_name: string }[];
}): boolean {
  return isFeatureOn(ctx.features, FLAGS.card, ctx.entity) && passesCompletedCheck(ctx.clientStatus, ctx.roles);
}
