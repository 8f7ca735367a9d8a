/**
 * The side navigation of spec §2 and its visibility rules (§6). The tree is data; `visibleNav` is the one
 * place that decides what a given user sees, so the web only renders its answer.
 */
import { type AccessUser, canAccess, isCardsAreaOn, isCardsOnly } from './access.ts';
import type { Screen } from './display.ts';
import { type FeatureFlag, FLAGS, isFeatureOn } from './flags.ts';

export type NavBadge = 'beta' | 'new';

export type NavEntry = {
  id: string;
  label: string;
  /** Where the link goes; groups have none and open their children instead. */
  path?: string;
  /** Route patterns that mark the entry as the current one (its own page and the pages under it). */
  activePaths: readonly string[];
  badge?: NavBadge;
  isOnMobile: boolean;
  children?: readonly NavEntry[];
};

export type NavContext = {
  user: AccessUser & { referral_code: string | null };
  client: { client_legal_entity: string; status: string; license_type: string | null } | null;
  features: readonly FeatureFlag[];
  screen: Screen;
};

/** Spec §9: entities whose balances sweep out at the end of the day, so "My accounts" is where money arrives. */
export const AUTO_SWEEP_ENTITIES: readonly string[] = ['MY', 'HK', 'ID', 'JP', 'GB', 'LT'];
const FINANCING_ENTITIES: readonly string[] = ['SG', 'AU'];
const CARD_IDS: readonly string[] = ['cards', 'cardsList', 'cardsManagement'];
const ALTERNATE_IDS: readonly string[] = ['transactions', 'send', 'help'];

const link = (id: string, label: string, path: string, more: Partial<NavEntry> = {}): NavEntry => ({
  id,
  label,
  path,
  isOnMobile: false,
  ...more,
  activePaths: [path, ...(more.activePaths ?? [])],
});
const group = (id: string, label: string, children: NavEntry[], more: Partial<NavEntry> = {}): NavEntry => ({
  id,
  label,
  children,
  activePaths: children.flatMap((c) => c.activePaths),
  isOnMobile: false,
  ...more,
});

export const NAV_TREE: readonly NavEntry[] = [
  link('dashboard', 'Dashboard', '/r/dashboard', { isOnMobile: true }),
  link('myAccounts', 'My accounts', '/r/myaccounts'),
  group(
    'myActivity',
    'My activity',
    [
      link('addMoney', 'Add money', '/r/addmoney'),
      link('accountStatement', 'Account statement', '/r/account-statement'),
      link('openCurrency', 'Open currency', '/r/open-currency'),
    ],
    { isOnMobile: true },
  ),
  link('send', 'Send money', '/r/send', {
    isOnMobile: true,
    activePaths: ['/r/individualsend', '/r/groupsend', '/r/bulkpayment'],
  }),
  link('payBills', 'Bills', '/r/pay-bills'),
  link('contacts', 'Contacts', '/r/contacts'),
  link('transactions', 'Transactions', '/r/transactions', {
    isOnMobile: true,
    activePaths: [
      '/r/vra/:vraId/transactions/:transactionId',
      '/r/transactions/:transactionId',
      '/r/exchange/:exchangeId',
      '/r/funding/:fundingId',
      '/r/transactions/payer/:payerId/paymentrequest/:prId',
    ],
  }),
  link('approvals', 'Approvals', '/r/transaction-approval'),
  link('help', 'Help', '/r/help', { activePaths: ['/r/corridors'] }),
  group(
    'cards',
    'Cards',
    [
      link('cardsList', 'Cards', '/r/cards', {
        activePaths: ['/r/cards/:cardHashId', '/r/cardTransactions/:transactionId', '/r/card/withdraw'],
      }),
      link('cardsManagement', 'Cards management', '/r/cards-management'),
    ],
    { badge: 'new' },
  ),
  link('referral', 'Referrals', '/r/referral', { badge: 'new' }),
  link('fxHedging', 'FX hedging', '/r/fxhedging', { badge: 'beta' }),
  link('financing', 'Financing', '/r/financing', { badge: 'beta', activePaths: ['/r/financing/:corridor/onboarding'] }),
  group(
    'more',
    'More',
    [
      link('exchange', 'Exchange', '/r/exchange', { activePaths: ['/r/uip/exchange'] }),
      link('withdraw', 'Withdraw', '/r/withdraw', { activePaths: ['/r/uip/withdraw'] }),
      link('settings', 'Settings', '/r/settings'),
    ],
    { isOnMobile: true },
  ),
];

/** The entries this user sees, labels and badges adjusted; groups left without children disappear. */
export function visibleNav(ctx: NavContext, tree: readonly NavEntry[] = NAV_TREE): NavEntry[] {
  return tree.flatMap((entry) => {
    if (ctx.screen === 'mobile' && !entry.isOnMobile) return [];
    const shown = showEntry(entry, ctx);
    return shown ? [shown] : [];
  });
}

function showEntry(entry: NavEntry, ctx: NavContext): NavEntry | null {
  if (!isAllowed(entry, ctx)) return null;
  const badge = entry.badge === 'new' && ctx.screen !== 'wide' ? undefined : entry.badge;
  const label = labelFor(entry, ctx);
  if (!entry.children) return { ...entry, label, badge };
  const children = entry.children.flatMap((c) => showEntry(c, ctx) ?? []);
  return children.length > 0 ? { ...entry, label, badge, children } : null;
}

function labelFor(entry: NavEntry, ctx: NavContext): string {
  const entity = ctx.client?.client_legal_entity ?? '';
  return entry.id === 'myAccounts' && AUTO_SWEEP_ENTITIES.includes(entity) ? 'Receive money' : entry.label;
}

function isAllowed(entry: NavEntry, ctx: NavContext): boolean {
  const { user } = ctx;
  if (isCardsOnly(user) && !CARD_IDS.includes(entry.id)) return false;
  if (user.usesAlternateFrontend && !entry.children && !ALTERNATE_IDS.includes(entry.id)) return false;
  if (entry.path && !canAccess(entry.path, user)) return false;
  return passesEntityRules(entry.id, ctx);
}

function passesEntityRules(id: string, ctx: NavContext): boolean {
  const entity = ctx.client?.client_legal_entity ?? null;
  const on = (flag: string) => isFeatureOn(ctx.features, flag, entity);
  const isJpType1 = entity === 'JP' && ctx.client?.license_type === 'TYPE_1';
  switch (id) {
    case 'myAccounts':
    case 'openCurrency':
      return !isJpType1;
    case 'payBills':
      return on(FLAGS.accounting) && !isJpType1;
    case 'myActivity':
      return entity !== 'HK' || on(FLAGS.hkReceive);
    case 'help':
      return !on(FLAGS.zendeskHelp);
    case 'cards':
      return isCardsAreaOn({ features: ctx.features, entity, clientStatus: ctx.client?.status, roles: ctx.user.roles });
    case 'financing':
      return on(FLAGS.financing) && entity !== null && FINANCING_ENTITIES.includes(entity);
    case 'referral':
      return on(FLAGS.referral) && Boolean(ctx.user.referral_code);
    case 'fxHedging':
      return on(FLAGS.fxHedging);
    default:
      return true;
  }
}

/** Is `entry` (or one of its children) the page being shown? */
export function isNavEntryActive(entry: NavEntry, routePattern: string | undefined): boolean {
  return routePattern !== undefined && entry.activePaths.includes(routePattern);
}
