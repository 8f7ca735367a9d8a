import { describe, expect, it } from 'vitest';
import type { FeatureFlag } from './flags.ts';
import { isNavEntryActive, NAV_TREE, type NavContext, type NavEntry, visibleNav } from './nav.ts';
import { ROUTES } from './paths.ts';

const ADMIN_MENUS = ROUTES.filter((r) => r.area === 'main' && r.isPrivileged && !r.menuParent).map((r) => r.path);
const on = (feature: string, entities?: string[]): FeatureFlag => ({
  feature,
  enabled: true,
  metaData: entities ? { enabledEntities: entities } : {},
});
const SEEDED: FeatureFlag[] = [
  on('ENABLE_SME_CARD', ['SG', 'AU']),
  on('ENABLE_SME_FINANCING', ['SG', 'AU']),
  on('ENABLE_REFERRAL', ['AU']),
  on('FX_HEDGING_ENABLED', ['SG', 'AU']),
  on('ACCOUNTING', ['SG', 'AU']),
  { feature: 'HK_RECEIVE_ENABLED', enabled: false, metaData: { enabledEntities: ['HK'] } },
  { feature: 'ZENDESK_HELP_ENABLED', enabled: false, metaData: { enabledEntity: [] } },
];

function ctx(over: { entity?: string; user?: Partial<NavContext['user']> } & Partial<Omit<NavContext, 'user'>> = {}) {
  const { entity = 'SG', user, ...rest } = over;
  const base: NavContext = {
    user: {
      roles: [{ role_name: 'sme_admin' }],
      menus: ADMIN_MENUS,
      referral_code: null,
      isPasswordGenerated: false,
      usesAlternateFrontend: false,
      ...user,
    },
    client: { client_legal_entity: entity, status: 'COMPLETED', license_type: null },
    features: SEEDED,
    screen: 'wide',
  };
  return { ...base, ...rest };
}
const ids = (entries: NavEntry[]): string[] => entries.flatMap((e) => [e.id, ...ids([...(e.children ?? [])])]);
const find = (entries: NavEntry[], id: string) => entries.find((e) => e.id === id);

describe('visibleNav', () => {
  it('shows an SG admin every entry its flags allow, in spec order', () => {
    expect(visibleNav(ctx()).map((e) => e.id)).toEqual([
      'dashboard',
      'myAccounts',
      'myActivity',
      'send',
      'payBills',
      'contacts',
      'transactions',
      'approvals',
      'help',
      'cards',
      'fxHedging',
      'financing',
      'more',
    ]);
  });

  it('shows a cards-only user only the cards entries', () => {
    const nav = visibleNav(
      ctx({ user: { roles: [{ role_name: 'cards' }], menus: ['/r/cards', '/r/cards-management'] } }),
    );
    expect(ids(nav)).toEqual(['cards', 'cardsList', 'cardsManagement']);
  });

  it('hides entries whose path is not in the menus', () => {
    const nav = visibleNav(ctx({ user: { menus: ['/r/dashboard', '/r/transactions'] } }));
    expect(ids(nav)).toEqual(['dashboard', 'transactions', 'more', 'settings']);
  });

  describe('cards', () => {
    it('needs the flag for the entity', () => {
      expect(ids(visibleNav(ctx({ entity: 'HK' })))).not.toContain('cards');
      expect(ids(visibleNav(ctx({ features: [] })))).not.toContain('cards');
    });
    it('needs a COMPLETED business unless the user is the settings admin', () => {
      const pending = { client_legal_entity: 'SG', status: 'REGISTERED', license_type: null };
      expect(ids(visibleNav(ctx({ client: pending })))).not.toContain('cards');
      const admin = { roles: [{ role_name: 'sme_admin' }, { role_name: 'sme_user_settings_admin' }] };
      expect(ids(visibleNav(ctx({ client: pending, user: admin })))).toContain('cards');
    });
  });

  it('shows financing only for SG and AU with the flag on', () => {
    expect(ids(visibleNav(ctx({ entity: 'AU' })))).toContain('financing');
    const everywhere = [...SEEDED.filter((f) => f.feature !== 'ENABLE_SME_FINANCING'), on('ENABLE_SME_FINANCING')];
    expect(ids(visibleNav(ctx({ entity: 'HK', features: everywhere })))).not.toContain('financing');
    expect(ids(visibleNav(ctx({ features: [] })))).not.toContain('financing');
  });

  it('shows referrals only with the flag for the entity and a referral code', () => {
    expect(ids(visibleNav(ctx({ entity: 'AU', user: { referral_code: 'HBS24680' } })))).toContain('referral');
    expect(ids(visibleNav(ctx({ entity: 'AU' })))).not.toContain('referral');
    expect(ids(visibleNav(ctx({ entity: 'SG', user: { referral_code: 'HBS24680' } })))).not.toContain('referral');
  });

  it('shows FX hedging only with the flag for the entity', () => {
    expect(ids(visibleNav(ctx({ entity: 'GB' })))).not.toContain('fxHedging');
  });

  it('shows bills only with the accounting flag', () => {
    expect(ids(visibleNav(ctx({ entity: 'GB' })))).not.toContain('payBills');
  });

  it('shows HK my activity only with the HK flag on', () => {
    expect(ids(visibleNav(ctx({ entity: 'HK' })))).not.toContain('myActivity');
    expect(ids(visibleNav(ctx({ entity: 'HK', features: [on('HK_RECEIVE_ENABLED', ['HK'])] })))).toContain(
      'myActivity',
    );
  });

  it('hides help when the help-desk flag is on for the entity', () => {
    const zendesk: FeatureFlag = {
      feature: 'ZENDESK_HELP_ENABLED',
      enabled: true,
      metaData: { enabledEntity: ['SG'] },
    };
    expect(ids(visibleNav(ctx({ features: [zendesk] })))).not.toContain('help');
    expect(ids(visibleNav(ctx({ entity: 'AU', features: [zendesk] })))).toContain('help');
  });

  it('hides my accounts, open currency and bills for JP with a TYPE_1 licence', () => {
    const jp = { client_legal_entity: 'JP', status: 'COMPLETED', license_type: 'TYPE_1' };
    const nav = ids(visibleNav(ctx({ client: jp, features: [on('ACCOUNTING')] })));
    expect(nav).not.toContain('myAccounts');
    expect(nav).not.toContain('openCurrency');
    expect(nav).not.toContain('payBills');
    const jp2 = { ...jp, license_type: 'TYPE_2' };
    expect(ids(visibleNav(ctx({ client: jp2, features: [on('ACCOUNTING')] })))).toContain('payBills');
  });

  it('reduces the alternate front end to transactions, send and help', () => {
    expect(visibleNav(ctx({ user: { usesAlternateFrontend: true } })).map((e) => e.id)).toEqual([
      'send',
      'transactions',
      'help',
    ]);
  });

  it('labels my accounts "Receive money" for auto-sweep entities', () => {
    for (const entity of ['MY', 'HK', 'ID', 'JP', 'GB', 'LT']) {
      expect(find(visibleNav(ctx({ entity })), 'myAccounts')?.label).toBe('Receive money');
    }
    expect(find(visibleNav(ctx({ entity: 'SG' })), 'myAccounts')?.label).toBe('My accounts');
  });

  it('shows only dashboard, my activity, send money, transactions and more on mobile', () => {
    expect(visibleNav(ctx({ screen: 'mobile' })).map((e) => e.id)).toEqual([
      'dashboard',
      'myActivity',
      'send',
      'transactions',
      'more',
    ]);
  });

  it('shows the "New" badge only on wide screens and "Beta" everywhere', () => {
    expect(find(visibleNav(ctx({ screen: 'wide' })), 'cards')?.badge).toBe('new');
    expect(find(visibleNav(ctx({ screen: 'tablet' })), 'cards')?.badge).toBeUndefined();
    expect(find(visibleNav(ctx({ screen: 'tablet' })), 'fxHedging')?.badge).toBe('beta');
  });

  it('gives every link a path from the route table', () => {
    const paths = new Set(ROUTES.map((r) => r.path));
    const links = (entries: readonly NavEntry[]): NavEntry[] =>
      entries.flatMap((e) => (e.children ? links(e.children) : [e]));
    for (const entry of links(NAV_TREE)) {
      expect(paths.has(entry.path ?? '')).toBe(true);
      for (const p of entry.activePaths) expect(paths.has(p)).toBe(true);
    }
  });
});

describe('isNavEntryActive', () => {
  it('marks an entry active on its own page and on its detail pages', () => {
    const transactions = find([...NAV_TREE], 'transactions')!;
    expect(isNavEntryActive(transactions, '/r/transactions')).toBe(true);
    expect(isNavEntryActive(transactions, '/r/funding/:fundingId')).toBe(true);
    expect(isNavEntryActive(transactions, '/r/send')).toBe(false);
    expect(isNavEntryActive(transactions, undefined)).toBe(false);
  });
});
