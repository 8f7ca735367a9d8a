import { ROUTES } from '@corridor/domain/paths';
import { hashPassword } from '../modules/auth/password.ts';
import type { Db, Queryable } from './client.ts';
import { lockSeeding } from './seed-lock.ts';
import { seedMoney } from './seed-money.ts';

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

type DemoUser = {
  email: string;
  name: string;
  roles: string[];
  menus: string[];
  isPasswordGenerated?: boolean;
  isApprover?: boolean;
  isMaker?: boolean;
  referralCode?: string;
};

/**
 * Loads the demo businesses, users and feature flags. With `onlyIfEmpty`, does nothing on a seeded database, also
 * when several processes start at once on an empty one: the check and the seed run under one lock.
 */
export async function seedDemo(db: Db, opts: { onlyIfEmpty?: boolean } = {}): Promise<void> {
  // A cheap look first, so a seeded database costs no password hashing at start.
  if (opts.onlyIfEmpty && (await hasClients(db))) return;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const hasSeeded = await db.tx(async (tx) => {
    await lockSeeding(tx, db.kind);
    if (opts.onlyIfEmpty && (await hasClients(tx))) return false;
    await seedFlags(tx);
    const sg = await insertClient(tx, {
      name: DEMO.sg.name,
      country: 'SG',
      entity: 'SG',
      base: 'SGD',
      utcOffset: '+08:00',
      approval: true,
    });
    await insertUsers(tx, sg, passwordHash, [
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
        email: 'newuser@demo.test',
        name: 'Daniel Tan',
        roles: ['sme_admin'],
        menus: ALL_MENUS,
        isPasswordGenerated: true,
      },
    ]);
    const au = await insertClient(tx, {
      name: DEMO.au.name,
      country: 'AU',
      entity: 'AU',
      base: 'AUD',
      utcOffset: '+10:00',
      approval: false,
    });
    await insertUsers(tx, au, passwordHash, [
      {
        email: 'au@demo.test',
        name: 'Olivia Bennett',
        roles: ['sme_admin'],
        menus: ALL_MENUS,
        referralCode: 'HBS24680',
      },
    ]);
    const jp = await insertClient(tx, {
      name: DEMO.jp.name,
      country: 'JP',
      entity: 'JP',
      base: 'JPY',
      utcOffset: '+09:00',
      approval: false,
      licenseType: 'TYPE_1',
      isWallet: true,
    });
    await insertUsers(tx, jp, passwordHash, [
      { email: 'jp@demo.test', name: 'Haruto Sato', roles: ['sme_admin'], menus: ALL_MENUS },
    ]);
    return true;
  });
  if (hasSeeded) await seedMoney(db);
}

async function hasClients(q: Queryable): Promise<boolean> {
  const { rows } = await q.query<{ n: bigint }>('SELECT count(*)::int8 AS n FROM clients');
  return Boolean(rows[0] && rows[0].n > 0n);
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
  ];
  for (const [feature, enabled, meta] of flags) {
    await tx.query(
      'INSERT INTO feature_flags (feature, enabled, meta_data) VALUES ($1, $2, $3) ON CONFLICT (feature) DO NOTHING',
      [feature, enabled, JSON.stringify(meta)],
    );
  }
}

type ClientSeed = {
  name: string;
  country: string;
  entity: string;
  base: string;
  utcOffset: string;
  approval: boolean;
  licenseType?: string;
  isWallet?: boolean;
};

async function insertClient(tx: Queryable, c: ClientSeed): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO clients (client_name, client_country, client_legal_entity, status, client_base_currency, utc_offset,
       is_api_payout_approval_required, license_type, wallet_variant, created_at)
     VALUES ($1, $2, $3, 'COMPLETED', $4, $5, $6, $7, $8, now() - interval '200 days') RETURNING id`,
    [c.name, c.country, c.entity, c.base, c.utcOffset, c.approval, c.licenseType ?? null, c.isWallet ?? false],
  );
  return rows[0]!.id;
}

async function insertUsers(tx: Queryable, clientId: string, passwordHash: string, users: DemoUser[]) {
  for (const u of users) {
    await tx.query(
      `INSERT INTO users (client_id, email, name, password_hash, is_password_generated, roles, menus, referral_code,
         is_approver, is_maker)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        clientId,
        u.email,
        u.name,
        passwordHash,
        u.isPasswordGenerated ?? false,
        u.roles,
        u.menus,
        u.referralCode ?? null,
        u.isApprover ?? false,
        u.isMaker ?? false,
      ],
    );
  }
}
