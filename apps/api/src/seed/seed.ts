import { ROUTES } from '@corridor/domain/paths';
import type { AppDeps } from '../app-deps.ts';
import type { Caller } from '../caller.ts';
import type { Queryable } from '../db/client.ts';
import { createUser, type NewUser, passwordHashOf } from '../modules/auth/users.service.ts';
import { addFeatureFlag, createClient, hasAnyClient, type NewClient } from '../modules/clients/clients.service.ts';
import { seedAchFpx } from './seed-ach-fpx.ts';
import { seedBatches } from './seed-batches.ts';
import { cardBalanceCourse } from './seed-card-balances.ts';
import { seedContacts } from './seed-contacts.ts';
import { seedHedging } from './seed-hedging.ts';
import { lockSeeding } from './seed-lock.ts';
import { type DemoClients, seedMoney } from './seed-money.ts';
import { seedPaymentMethods } from './seed-payment-methods.ts';
import { seedPayoutPartners } from './seed-payout-partners.ts';
import { payoutCourses } from './seed-payouts.ts';
import { runTimeline, seedClock } from './seed-timeline.ts';
import { withdrawalCourses } from './seed-withdrawals.ts';

/** Password of every demo user (README). */
export const DEMO_PASSWORD = 'Demo-pass-2026';

/** Every top-level privileged menu path: an admin's menus. */
export const ALL_MENUS = ROUTES.filter((r) => r.area === 'main' && r.isPrivileged && !r.menuParent).map((r) => r.path);
export const CARDS_MENUS = ['/r/cards', '/r/cards-management'];

export const DEMO = {
  sg: { name: 'Lion City Traders Pte Ltd' },
  au: { name: 'Harbour Bridge Supplies Pty Ltd' },
  jp: { name: 'Sakura Trading KK' },
} as const;

type DemoUser = Omit<NewUser, 'passwordHash'>;
type DemoBusiness = { client: Omit<NewClient, 'createdAt'>; users: DemoUser[] };

const DEMO_BUSINESSES: Record<keyof typeof DEMO, DemoBusiness> = {
  sg: {
    client: {
      name: DEMO.sg.name,
      legalEntity: 'SG',
      baseCurrency: 'SGD',
      utcOffset: '+08:00',
      isApprovalRequired: true,
      lockAndHoldFx: true,
    },
    users: [
      {
        email: 'admin@demo.test',
        name: 'Alexandra Montgomery',
        roles: ['sme_admin', 'sme_user_settings_admin'],
        menus: ALL_MENUS,
        isMaker: true,
      },
      { email: 'checker@demo.test', name: 'Marcus Lee', roles: ['sme_checker'], menus: ALL_MENUS, isApprover: true },
      { email: 'cards@demo.test', name: 'Priya Raman', roles: ['cards'], menus: CARDS_MENUS },
      {
        // Settings' own demo admin (e2e/specs/settings.spec.ts changes this password), so no other spec's user moves.
        email: 'settings@demo.test',
        name: 'Sofía Villanueva-Castellanos de la Fuente',
        roles: ['sme_admin', 'sme_user_settings_admin'],
        menus: ALL_MENUS,
      },
      {
        email: 'newuser@demo.test',
        name: 'Daniel Tan',
        roles: ['sme_admin'],
        menus: ALL_MENUS,
        isPasswordGenerated: true,
      },
      // Signs in with an authenticator app or a passkey once set up (e2e two-factor.spec): no other spec uses them.
      { email: 'security@demo.test', name: 'Samantha Okonkwo-Whitfield', roles: ['sme_admin'], menus: ALL_MENUS },
    ],
  },
  au: {
    client: { name: DEMO.au.name, legalEntity: 'AU', baseCurrency: 'AUD', utcOffset: '+10:00' },
    users: [
      {
        email: 'au@demo.test',
        name: 'Olivia Bennett',
        roles: ['sme_admin'],
        menus: ALL_MENUS,
        referralCode: 'HBS24680',
      },
      // Bulk payments' demo (and e2e) user: pays batches from the AUD balance, no maker/checker in this business.
      { email: 'bulk@demo.test', name: 'Mei Ling Chua', roles: ['sme_admin'], menus: ALL_MENUS },
    ],
  },
  jp: {
    client: {
      name: DEMO.jp.name,
      legalEntity: 'JP',
      baseCurrency: 'JPY',
      utcOffset: '+09:00',
      licenseType: 'TYPE_1',
      isWallet: true,
    },
    users: [{ email: 'jp@demo.test', name: 'Haruto Sato', roles: ['sme_admin'], menus: ALL_MENUS }],
  },
};

const DAY = 86_400_000;

/**
 * Loads the demo businesses, users, feature flags, accounts and months of history, through the modules' services
 * (never their tables), in one transaction. With `onlyIfEmpty`, does nothing on a seeded database, also when
 * several processes start at once on an empty one: the check and the seed run under one lock.
 */
export async function seedDemo(
  deps: Pick<AppDeps, 'db' | 'partners'>,
  opts: { onlyIfEmpty?: boolean; now?: Date } = {},
): Promise<void> {
  const { db } = deps;
  // A cheap look first, so a seeded database costs no password hashing at start.
  if (opts.onlyIfEmpty && (await hasAnyClient(db))) return;
  const passwordHash = await passwordHashOf(DEMO_PASSWORD);
  const now = opts.now ?? new Date();
  await db.tx(async (tx) => {
    await lockSeeding(tx, db.kind);
    if (opts.onlyIfEmpty && (await hasAnyClient(tx))) return;
    await seedFlags(tx);
    const clients: Partial<DemoClients> = {};
    const userIds = new Map<string, string>();
    for (const [key, business] of Object.entries(DEMO_BUSINESSES) as [keyof typeof DEMO, DemoBusiness][]) {
      const id = await createClient(tx, { ...business.client, createdAt: new Date(now.getTime() - 200 * DAY) });
      for (const user of business.users) userIds.set(user.email, await createUser(tx, id, { ...user, passwordHash }));
      // The first user made the business's history (its payouts, exchanges and top-ups).
      const firstUser = userIds.get(business.users[0]!.email)!;
      clients[key] = { clientId: id, legalEntity: business.client.legalEntity, userId: firstUser };
    }
    const money = await seedMoney(tx, deps.partners, clients as DemoClients, now);
    const sg = clients.sg!;
    const admin = userIds.get('admin@demo.test')!;
    const contacts = await seedContacts(tx, { ...sg, userId: admin }, now);
    // SG is shown already onboarded for FX hedging, with contracts; AU starts from the beginning.
    await seedHedging(tx, deps.partners, { ...sg, userId: admin, utcOffset: '+08:00' }, now);
    const sgCaller = (email: string): Caller => {
      const user = DEMO_BUSINESSES.sg.users.find((u) => u.email === email)!;
      const c = DEMO_BUSINESSES.sg.client;
      return {
        userId: userIds.get(email)!,
        clientId: sg.clientId,
        legalEntity: c.legalEntity,
        clientName: c.name,
        baseCurrency: c.baseCurrency,
        utcOffset: c.utcOffset,
        roles: user.roles,
        menus: user.menus,
      };
    };
    await seedPaymentMethods(tx, { ...clients.au!, userId: userIds.get('au@demo.test')! }, now);
    // The past as one timeline: the money history, the demo payouts' courses and, as SG and AU withdraw by hand, each
    // one's bank account linked and a withdrawal made to it — every step booked at its own time, in time order.
    const clock = seedClock(now);
    const courses = [
      ...payoutCourses(
        tx,
        { db, partners: deps.partners, clock },
        { maker: sgCaller('admin@demo.test'), checker: sgCaller('checker@demo.test'), contacts },
        now,
      ),
      ...withdrawalCourses(
        tx,
        { partners: deps.partners, clock },
        {
          sg: { ...sg, userId: admin, clientName: DEMO.sg.name },
          au: { ...clients.au!, userId: userIds.get('au@demo.test')!, clientName: DEMO.au.name },
        },
        now,
      ),
      // The SG admin's card balances (SGD, USD): loaded from the accounts and partly withdrawn back.
      cardBalanceCourse(tx, { clientId: sg.clientId, userId: admin }, now),
    ];
    await runTimeline(tx, clock, money.transfers, courses, now);
    await money.record();
    // Bulk payments: a validated batch and one whose validation failed (issue 12).
    await seedBatches(tx, { db, partners: deps.partners }, sgCaller('admin@demo.test'), now);
    // US adds money by ACH, MY by FPX: their own businesses and flags.
    const partnerBusinesses = await seedAchFpx(tx, deps.partners, { passwordHash, menus: ALL_MENUS, now });
    await seedPayoutPartners(tx, partnerBusinesses, now);
  });
}

async function seedFlags(tx: Queryable) {
  const flags: [string, boolean, Record<string, unknown>][] = [
    ['ENABLE_SME_CARD', true, { enabledEntities: ['SG', 'AU'] }],
    ['ENABLE_PHYSICAL_CARD', true, { enabledEntities: ['SG'] }],
    ['ENABLE_SME_FINANCING', true, { enabledEntities: ['SG', 'AU'] }],
    ['ENABLE_REFERRAL', true, { enabledEntities: ['AU'] }],
    ['FX_HEDGING_ENABLED', true, { enabledEntities: ['SG', 'AU'] }],
    ['ACCOUNTING', true, { enabledEntities: ['SG', 'AU'] }],
    ['HK_RECEIVE_ENABLED', false, { enabledEntities: ['HK'] }],
    ['ZENDESK_HELP_ENABLED', false, { enabledEntity: [] }],
    ['ENABLE_BULK_UPLOADS', true, {}],
    ['ANT_FINANCIAL_CLIENTS', true, { enabledLegalEntities: ['JP'] }],
    ['MAINTENANCE_BANNER', false, {}],
    ['CSAT_RATING_DISABLED', false, {}],
    // Verification of payee: the SEPA scheme, for the businesses that pay in EUR from the EU's side and SG's demo.
    ['ENABLE_SME_VOP_VERIFICATION', true, { enabledEntities: ['SG', 'LT', 'GB'] }],
  ];
  for (const [feature, enabled, metaData] of flags) await addFeatureFlag(tx, { feature, enabled, metaData });
}
