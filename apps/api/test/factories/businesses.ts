import { randomBytes } from 'node:crypto';
import { entityConfig } from '@corridor/domain/entities';
import type { Caller } from '../../src/caller.ts';
import type { Queryable } from '../../src/db/client.ts';
import { createUser as addUser, passwordHashOf } from '../../src/modules/auth/users.service.ts';
import { createClient as addClient } from '../../src/modules/clients/clients.service.ts';
import { ALL_MENUS, DEMO_PASSWORD } from '../../src/seed/seed.ts';
import { signIn } from '../auth.ts';
import type { TestApp } from '../helpers.ts';

/** Businesses and their users: a client of any legal entity, its users, their sign-in, and the client's settings. */
export type TestClient = { id: string; name: string; entity: string; baseCurrency: string };
export type TestUser = { id: string; email: string; password: string; clientId: string };

const UTC_OFFSETS: Record<string, string> = { SG: '+08:00', HK: '+08:00', AU: '+10:00', JP: '+09:00', GB: '+00:00' };
const unique = () => randomBytes(4).toString('hex');

export async function createClient(
  db: Queryable,
  opts: {
    entity?: string;
    name?: string;
    status?: string;
    isApprovalRequired?: boolean;
    licenseType?: string;
    isWallet?: boolean;
    lockAndHoldFx?: boolean;
    /** The business's time zone; the entity's usual one unless said. */
    utcOffset?: string;
  } = {},
): Promise<TestClient> {
  const entity = opts.entity ?? 'SG';
  const config = entityConfig(entity);
  if (!config) throw new Error(`unknown legal entity ${entity}`);
  const name = opts.name ?? `Test Business ${unique()} Pte Ltd`;
  const id = await addClient(db, {
    name,
    legalEntity: entity,
    baseCurrency: config.defaultCurrency,
    utcOffset: opts.utcOffset ?? UTC_OFFSETS[entity] ?? '+00:00',
    status: opts.status,
    isApprovalRequired: opts.isApprovalRequired,
    licenseType: opts.licenseType,
    isWallet: opts.isWallet,
    lockAndHoldFx: opts.lockAndHoldFx,
  });
  return { id, name, entity, baseCurrency: config.defaultCurrency };
}

let cachedHash: Promise<string> | undefined;

export async function createUser(
  db: Queryable,
  client: Pick<TestClient, 'id'>,
  opts: {
    email?: string;
    name?: string;
    roles?: string[];
    menus?: string[];
    isApprover?: boolean;
    isMaker?: boolean;
    isPasswordGenerated?: boolean;
  } = {},
): Promise<TestUser> {
  const email = opts.email ?? `user-${unique()}@test.example`;
  // Argon2 is slow on purpose: every factory user shares the demo password's hash.
  cachedHash ??= passwordHashOf(DEMO_PASSWORD);
  const id = await addUser(db, client.id, {
    email,
    name: opts.name ?? 'Test User',
    passwordHash: await cachedHash,
    roles: opts.roles ?? ['sme_admin'],
    menus: opts.menus ?? ALL_MENUS,
    isApprover: opts.isApprover,
    isMaker: opts.isMaker,
    isPasswordGenerated: opts.isPasswordGenerated,
  });
  return { id, email, password: DEMO_PASSWORD, clientId: client.id };
}

let ipCounter = 0;

/** Signs the user in through the real two-step flow, each time from an address of its own. */
export function signInAs(t: TestApp, user: TestUser) {
  ipCounter += 1;
  return signIn(t, user.email, user.password, `10.77.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`);
}

/** A business with one user, signed in: whom an API test acts as (or, with no options, the business it must not reach). */
export type SignedInBusiness = { client: TestClient; user: TestUser; headers: Record<string, string> };

export async function signedInBusiness(
  t: TestApp,
  opts: { client?: Parameters<typeof createClient>[1]; user?: Parameters<typeof createUser>[2] } = {},
): Promise<SignedInBusiness> {
  const client = await createClient(t.db, opts.client);
  const user = await createUser(t.db, client, opts.user);
  return { client, user, headers: (await signInAs(t, user)).headers };
}

/** Sets the client's institution type (spec §3 `institution_type`; the MYR daily limit reads it). */
export async function setInstitutionType(db: Queryable, client: Pick<TestClient, 'id'>, type: string | null) {
  await db.query('UPDATE clients SET institution_type = $2 WHERE id = $1', [client.id, type]);
}

/** Makes the client a supplier-payments customer paying `percent` on top of its payouts (spec §3 topup_pricing). */
export async function setSupplierPricing(db: Queryable, client: Pick<TestClient, 'id'>, percent: string | null) {
  await db.query('UPDATE clients SET supplier_payments_customer = $2, topup_pricing = $3 WHERE id = $1', [
    client.id,
    percent !== null,
    percent,
  ]);
}

/** Turns maker/checker (spec §3 `is_api_payout_approval_required`) on or off for the client. */
export async function setApprovalRequired(db: Queryable, client: Pick<TestClient, 'id'>, on: boolean) {
  await db.query('UPDATE clients SET is_api_payout_approval_required = $2 WHERE id = $1', [client.id, on]);
}

/** The caller a service sees for `user` of `client` (what the session guard builds for a signed-in user). */
export function callerFor(client: TestClient, user: Pick<TestUser, 'id'>): Caller {
  return {
    userId: user.id,
    clientId: client.id,
    legalEntity: client.entity,
    clientName: client.name,
    baseCurrency: client.baseCurrency,
    utcOffset: UTC_OFFSETS[client.entity] ?? '+00:00',
    roles: ['sme_admin'],
    menus: ALL_MENUS,
  };
}
