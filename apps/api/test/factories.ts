import { randomBytes, randomUUID } from 'node:crypto';
import type { TPayout, TPayoutRequest } from '@corridor/contracts/payouts/payout-common';
import { ZPayoutRequest } from '@corridor/contracts/payouts/payout-common';
import { entityConfig } from '@corridor/domain/entities';
import type { PayoutStatus } from '@corridor/domain/payouts/statuses';
import type { Caller } from '../src/caller.ts';
import type { Db, Queryable } from '../src/db/client.ts';
import { systemAccountId } from '../src/ledger/ids.ts';
import { book, ledgerTx } from '../src/ledger/ledger.service.ts';
import { updateAccount as updateAccountRow } from '../src/modules/accounts/accounts.repository.ts';
import { openAccountBalances, openAccountInTx } from '../src/modules/accounts/accounts.service.ts';
import { createUser as addUser, passwordHashOf } from '../src/modules/auth/users.service.ts';
import { insertBeneficiary } from '../src/modules/beneficiaries/beneficiaries.repository.ts';
import { importBeneficiaryInTx } from '../src/modules/beneficiaries/beneficiaries.service.ts';
import { openCardBalanceInTx, topUpCardBalanceInTx } from '../src/modules/card-balances/card-balances.service.ts';
import { createClient as addClient } from '../src/modules/clients/clients.service.ts';
import { setClientMargin } from '../src/modules/fx/fx-pricing.ts';
import * as hedgingRepo from '../src/modules/fx-hedging/fx-hedging.repository.ts';
import { runRailCourseInTx } from '../src/modules/payouts/payout-rail.service.ts';
import { getPayout } from '../src/modules/payouts/payout-reads.service.ts';
import { createPayout as createPayoutService } from '../src/modules/payouts/payouts.service.ts';
import { ALL_MENUS, DEMO_PASSWORD } from '../src/seed/seed.ts';
import { signIn } from './auth.ts';
import type { TestApp } from './helpers.ts';

/**
 * Test data built to order, so a test states what it needs (an AU business with approval on, a cards-only user, an
 * account holding 12-digit amounts) instead of borrowing the demo seed's. Everything goes through the same
 * tables and services the product uses.
 */
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

/** Opens the client's account in `currency` (through the accounts service); returns its id. */
export async function openAccount(db: Db, client: TestClient, currency: string, label: string | null = null) {
  return db.tx((tx) => openAccountInTx(tx, { clientId: client.id, legalEntity: client.entity }, currency, label));
}

/** Puts `amountMinor` into the client's account in `currency` (opened if needed) as a posted bank funding. */
export async function fundAccount(db: Db, client: TestClient, currency: string, amountMinor: bigint): Promise<string> {
  const open = await openAccountBalances(db, { clientId: client.id });
  const accountId = open.find((a) => a.currency === currency)?.id ?? (await openAccount(db, client, currency));
  await ledgerTx(db, (tx) =>
    book(tx, [
      {
        id: randomUUID(),
        debitAccountId: systemAccountId('SETTLEMENT', currency),
        creditAccountId: accountId,
        amount: amountMinor,
        currency,
        code: 'FUNDING',
        reference: 'Test funding',
      },
    ]),
  );
  return accountId;
}

/**
 * Loads `amountMinor` onto the client's card balance in `currency` (opened if needed) from its currency account, funded
 * first with the same amount; returns the card balance's id.
 */
export async function fundCardBalance(db: Db, client: TestClient, currency: string, amountMinor: bigint) {
  const accountId = await fundAccount(db, client, currency, amountMinor);
  const cardBalanceId = await ledgerTx(db, async (tx) => {
    const owner = { clientId: client.id, userId: null };
    const id = await openCardBalanceInTx(tx, owner, currency, new Date());
    await topUpCardBalanceInTx(tx, owner, { accountId, amount: amountMinor, at: new Date() });
    return id;
  });
  return { cardBalanceId, accountId };
}

let ipCounter = 0;

/** Signs the user in through the real two-step flow, each time from an address of its own. */
export function signInAs(t: TestApp, user: TestUser) {
  ipCounter += 1;
  return signIn(t, user.email, user.password, `10.77.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`);
}

/** Sets the client's FX margin on a corridor (`destination` null: from `source` to any currency). */
export async function setFxMargin(
  db: Db,
  client: Pick<TestClient, 'id'>,
  source: string,
  destination: string | null,
  margin: string,
) {
  await setClientMargin(db, client.id, { sourceCurrency: source, destinationCurrency: destination, margin });
}

/** Turns the client's auto book-FX (spec §3 `is_auto_book_fx`) on or off; no screen sets it yet. */
export async function setAutoBookFx(db: Queryable, client: Pick<TestClient, 'id'>, on: boolean) {
  await db.query('UPDATE clients SET is_auto_book_fx = $2 WHERE id = $1', [client.id, on]);
}

/** Sets an account's place in auto book-FX (`auto_bookfx_sequence`, `disable_auto_bookfx`) as PATCH accounts does. */
export async function setAutoBookFxOrder(
  db: Queryable,
  client: Pick<TestClient, 'id'>,
  accountId: string,
  opts: { sequence?: number | null; disabled?: boolean },
) {
  await updateAccountRow(db, client.id, accountId, {
    auto_bookfx_sequence: opts.sequence,
    disable_auto_bookfx: opts.disabled,
  });
}

/** A valid SEPA contact (Germany, EUR), changed by `overrides`: the body a person would send. */
export function contactInput(overrides: Record<string, string | undefined> = {}) {
  return {
    beneficiary_country_code: 'DE',
    destination_currency: 'EUR',
    beneficiary_account_type: 'COMPANY',
    beneficiary_name: 'Müller Maschinenbau GmbH',
    beneficiary_email: 'ap@mueller-maschinenbau.de',
    beneficiary_bank_name: 'Commerzbank',
    beneficiary_account_number: 'DE89370400440532013000',
    ...overrides,
  };
}

/**
 * Adds `count` contacts to the client at once, named "Contact 0001"…, through the beneficiaries repository (the
 * list's page-length tests need hundreds; the service's checks are tested on their own).
 */
export async function addContacts(db: Db, client: Pick<TestClient, 'id'>, user: Pick<TestUser, 'id'>, count: number) {
  await db.tx(async (tx) => {
    for (let i = 0; i < count; i += 1) {
      await insertBeneficiary(tx, client.id, {
        beneficiary_country_code: 'DE',
        destination_country: 'DE',
        destination_currency: 'EUR',
        payout_method: 'LOCAL',
        beneficiary_account_type: 'COMPANY',
        beneficiary_name: `Contact ${String(i).padStart(4, '0')}`,
        beneficiary_email: `contact${i}@example.com`,
        group_name: null,
        details: { beneficiary_account_number: 'DE89370400440532013000', beneficiary_bank_name: 'Commerzbank' },
        createdBy: user.id,
        now: new Date(),
      });
    }
  });
}

/**
 * Gives the client an FX hedging onboarding the partner has approved (as if its documents had been submitted and
 * reviewed), so forward-contract tests need not upload documents; the onboarding tests go through the real flow.
 */
export async function approveFxHedging(db: Db, client: Pick<TestClient, 'id'>, user: Pick<TestUser, 'id'>) {
  const at = new Date();
  await db.tx(async (tx) => {
    await hedgingRepo.ensureOnboarding(tx, client.id, at);
    await hedgingRepo.markSubmitted(tx, client.id, {
      submittedBy: user.id,
      at,
      partnerReference: 'HSB-TEST',
      submissionCount: 1,
    });
    await hedgingRepo.markDecided(tx, client.id, { status: 'APPROVED', at, reason: null });
  });
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

/** Adds a contact through the beneficiaries service (checked against its corridor); returns its id. */
export async function createContact(
  db: Db,
  client: TestClient,
  user: Pick<TestUser, 'id'>,
  overrides: Record<string, string | undefined> = {},
): Promise<string> {
  return db.tx((tx) =>
    importBeneficiaryInTx(
      tx,
      { clientId: client.id, legalEntity: client.entity, userId: user.id },
      contactInput(overrides),
      new Date(),
    ),
  );
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

/**
 * A payout made through the payouts service as `user` would make it: to `contactId` (a new EUR contact unless given)
 * from the client's account in `sourceCurrency` (funded with `fund` minor units first when given), for `amount` typed
 * as the source amount (or `destinationAmount`). With `status`, the rail's reports are applied one after another
 * (ignoring their times) until the payout reaches it: PENDING onwards, along the sandbox's course for the payout.
 */
export async function createPayout(
  t: TestApp,
  opts: {
    client: TestClient;
    user: Pick<TestUser, 'id'>;
    contactId?: string;
    sourceCurrency?: string;
    destinationCurrency?: string;
    amount?: string;
    destinationAmount?: string;
    fund?: bigint;
    transaction?: Partial<TPayoutRequest['transaction']>;
    status?: PayoutStatus;
  },
): Promise<TPayout> {
  const source = opts.sourceCurrency ?? opts.client.baseCurrency;
  if (opts.fund) await fundAccount(t.db, opts.client, source, opts.fund);
  const contactId = opts.contactId ?? (await createContact(t.db, opts.client, opts.user));
  const amount = opts.destinationAmount
    ? { destination_amount: opts.destinationAmount }
    : { source_amount: opts.amount ?? '100' };
  const body = ZPayoutRequest.parse({
    beneficiary_id: contactId,
    transaction: {
      source_currency: source,
      destination_currency: opts.destinationCurrency ?? 'EUR',
      ...amount,
      ...opts.transaction,
    },
  });
  const caller = callerFor(opts.client, opts.user);
  const created = await createPayoutService(t.deps, caller, body, { key: randomUUID(), requestHash: randomUUID() });
  const payout = created.body;
  if (!opts.status || opts.status === payout.status) return payout;
  await driveRail(t, opts.client, payout.payment_id, opts.status);
  return getPayout(t.deps, caller, payout.payment_id);
}

/** Applies the rail's reports to a payout, one after another and ignoring their times, until it is in `until`. */
export async function driveRail(t: TestApp, client: Pick<TestClient, 'id'>, payoutId: string, until: PayoutStatus) {
  await ledgerTx(t.db, (tx) => runRailCourseInTx(tx, t.deps, { clientId: client.id, payoutId }, until));
}

/** Valid contacts per corridor (the send tests' recipients): overrides of contactInput() for `createContact`. */
export const CONTACTS = {
  EUR: {},
  GBP: {
    beneficiary_country_code: 'GB',
    destination_currency: 'GBP',
    beneficiary_name: 'Thames Valley Logistics Ltd',
    beneficiary_account_number: '31926819',
    routing_code_type_1: 'SORT_CODE',
    routing_code_value_1: '601613',
    beneficiary_bank_name: 'NatWest',
  },
  CNY: {
    beneficiary_country_code: 'CN',
    destination_currency: 'CNY',
    beneficiary_name: 'Shenzhen Bright Components Co Ltd',
    beneficiary_contact_country_code: '+86',
    beneficiary_contact_number: '13812345678',
    beneficiary_address: '88 Keyuan Road',
    beneficiary_city: 'Shenzhen',
    beneficiary_postcode: '518057',
    remitter_beneficiary_relationship: 'SUPPLIER',
    beneficiary_account_number: '6222020200112233',
    routing_code_type_1: 'CNAPS',
    routing_code_value_1: '102100099996',
    beneficiary_bank_name: 'Industrial and Commercial Bank of China',
  },
  JPY: {
    beneficiary_country_code: 'JP',
    destination_currency: 'JPY',
    beneficiary_name: 'Osaka Precision KK',
    beneficiary_address: '1-1 Umeda',
    beneficiary_city: 'Osaka',
    beneficiary_postcode: '5300001',
    beneficiary_account_number: '1234567',
    beneficiary_bank_account_type: 'CHECKING',
    routing_code_type_1: 'BANK_CODE',
    routing_code_value_1: '0005',
    routing_code_type_2: 'BRANCH_CODE',
    routing_code_value_2: '001',
    beneficiary_bank_name: 'MUFG Bank',
  },
  INR: {
    beneficiary_country_code: 'IN',
    destination_currency: 'INR',
    beneficiary_name: 'Priya Nair',
    beneficiary_address: '14 Residency Road',
    beneficiary_city: 'Bengaluru',
    beneficiary_postcode: '560025',
    remitter_beneficiary_relationship: 'CONTRACTOR',
    beneficiary_account_number: '50100234567891',
    routing_code_type_1: 'IFSC',
    routing_code_value_1: 'HDFC0000240',
    beneficiary_bank_name: 'HDFC Bank',
  },
  PKR: {
    beneficiary_country_code: 'PK',
    destination_currency: 'PKR',
    beneficiary_name: 'Lahore Textiles Pvt Ltd',
    beneficiary_address: '12 Mall Road',
    beneficiary_city: 'Lahore',
    beneficiary_postcode: '54000',
    remitter_beneficiary_relationship: 'SUPPLIER',
    beneficiary_account_number: 'PK36SCBL0000001123456702',
    beneficiary_bank_name: 'Standard Chartered Pakistan',
  },
  MYR: {
    beneficiary_country_code: 'MY',
    destination_currency: 'MYR',
    beneficiary_name: 'Klang Valley Supplies Sdn Bhd',
    beneficiary_account_number: '5140123456789',
    routing_code_type_1: 'SWIFT',
    routing_code_value_1: 'MBBEMYKL',
    beneficiary_bank_name: 'Maybank',
  },
  SGD: {
    beneficiary_country_code: 'SG',
    destination_currency: 'SGD',
    beneficiary_name: 'Marina Office Supplies Pte Ltd',
    beneficiary_account_number: '1234567890',
    routing_code_type_1: 'BANK_CODE',
    routing_code_value_1: '7171',
    beneficiary_bank_name: 'DBS Bank',
  },
} as const satisfies Record<string, Record<string, string>>;

/**
 * A contact written straight to its table, past the corridor's checks: data from before a rule existed (a PKR
 * contact that is not a company), which the payout rules must still refuse. Returns its id.
 */
export async function insertLegacyContact(
  db: Db,
  client: Pick<TestClient, 'id'>,
  user: Pick<TestUser, 'id'>,
  c: { country: string; currency: string; accountType: 'COMPANY' | 'INDIVIDUAL'; name: string },
): Promise<string> {
  const row = await insertBeneficiary(db, client.id, {
    beneficiary_country_code: c.country,
    destination_country: c.country,
    destination_currency: c.currency,
    payout_method: 'LOCAL',
    beneficiary_account_type: c.accountType,
    beneficiary_name: c.name,
    beneficiary_email: 'legacy@example.com',
    group_name: null,
    details: { beneficiary_account_number: 'PK36SCBL0000001123456702', beneficiary_bank_name: 'Legacy Bank' },
    createdBy: user.id,
    now: new Date(),
  });
  return row.id;
}

/**
 * A company bank account as the bank form sends it (spec §3 Bank payload): a Singapore dollar account at DBS held by
 * `holderName` (the business's registered name), changed by `overrides`.
 */
export function bankAccountInput(holderName: string, overrides: Record<string, unknown> = {}) {
  return {
    bankAccountHolderName: holderName,
    bankName: 'DBS Bank',
    accountNumber: '0123456789',
    routingCodeType1: 'BANK_CODE',
    routingCodeValue1: '7171',
    bankCode: 'DBSSSGSG',
    accountType: 'COMPANY',
    countryCode: 'SG',
    currencyCode: ['SGD'],
    ...overrides,
  };
}

/** Links a bank account through the API as the business's user; returns its accountId. */
export async function linkBankAccount(
  t: TestApp,
  headers: Record<string, string>,
  client: Pick<TestClient, 'id' | 'name'>,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/smebackend/api/v1/client/${client.id}/bankAccounts`,
    headers,
    payload: bankAccountInput(client.name, overrides),
  });
  if (res.statusCode !== 201) throw new Error(`link bank account ${res.statusCode}: ${res.body}`);
  return (res.json() as { accountId: string }).accountId;
}
