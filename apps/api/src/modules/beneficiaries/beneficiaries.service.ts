import { randomUUID } from 'node:crypto';
import type {
  TBeneficiaryGroups,
  TBeneficiaryList,
  TBeneficiaryListRequest,
} from '@corridor/contracts/beneficiaries/beneficiaries';
import type { TBeneficiary, TBeneficiaryInput } from '@corridor/contracts/beneficiaries/beneficiary';
import { maskAccountNumber } from '@corridor/domain/beneficiaries/mask';
import { BANK_FIELDS, BENEFICIARY_FIELDS, type BeneficiaryField } from '@corridor/domain/beneficiaries/schema-types';
import type { PayoutMethod } from '@corridor/domain/corridors';
import { PATHS } from '@corridor/domain/paths';
import type { AppDeps } from '../../app-deps.ts';
import type { Caller } from '../../caller.ts';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { isUuid } from '../../ledger/ids.ts';
import { activeUsersWithMenus, userNameOf } from '../auth/users.service.ts';
import { type BankMailTemplate, bankDetailsMail } from './beneficiaries.mails.ts';
import * as repo from './beneficiaries.repository.ts';
import { beneficiaryChecker, type CheckedBeneficiary, checkBeneficiary } from './beneficiary-rules.service.ts';

export const BANK_MAIL_QUEUE = 'beneficiaries.bank-details-mail';

/** Kept in their own columns; every other field of a contact lives in `details`. */
const COLUMN_FIELDS: readonly BeneficiaryField[] = [
  'beneficiary_account_type',
  'beneficiary_name',
  'beneficiary_email',
  'beneficiary_group_name',
];

/** The client id a path names must be the caller's own business: anything else is the same 404 as an unknown id. */
function assertOwnClient(caller: Pick<Caller, 'clientId'>, clientId: string) {
  if (clientId !== caller.clientId) throw new AppError('NOT_FOUND');
}

const notFound = () => new AppError('NOT_FOUND', { message: 'Contact not found.' });

async function ownRow(q: Queryable, caller: Pick<Caller, 'clientId'>, id: string, lock = false) {
  const row = isUuid(id) ? await repo.findBeneficiary(q, caller.clientId, id, { lock }) : undefined;
  if (!row) throw notFound();
  return row;
}

function recordOf(c: CheckedBeneficiary): repo.BeneficiaryRecord {
  const details: repo.BeneficiaryDetails = {};
  for (const [field, value] of Object.entries(c.values)) {
    if (value && !COLUMN_FIELDS.includes(field as BeneficiaryField)) details[field] = value;
  }
  return {
    beneficiary_country_code: c.beneficiary_country_code,
    destination_country: c.destination_country,
    destination_currency: c.destination_currency,
    payout_method: c.payout_method,
    beneficiary_account_type: c.beneficiary_account_type,
    beneficiary_name: c.values.beneficiary_name ?? '',
    beneficiary_email: c.values.beneficiary_email ?? '',
    group_name: c.values.beneficiary_group_name ?? null,
    details,
  };
}

function fieldOf(r: repo.BeneficiaryRow, f: BeneficiaryField): string | null {
  if (f === 'beneficiary_account_type') return r.beneficiary_account_type;
  if (f === 'beneficiary_name') return r.beneficiary_name;
  if (f === 'beneficiary_email') return r.beneficiary_email;
  if (f === 'beneficiary_group_name') return r.group_name;
  return r.details[f] ?? null;
}

function view(r: repo.BeneficiaryRow, caller: Pick<Caller, 'legalEntity'>): TBeneficiary {
  return {
    _id: r.id,
    client_id: r.client_id,
    status: r.status,
    beneficiary_country_code: r.beneficiary_country_code,
    destination_country: r.destination_country,
    destination_currency: r.destination_currency,
    payout_method: r.payout_method,
    client_legal_entity: caller.legalEntity,
    ...(Object.fromEntries(BENEFICIARY_FIELDS.map((f) => [f, fieldOf(r, f)])) as Record<
      BeneficiaryField,
      string | null
    >),
    beneficiary_account_type: r.beneficiary_account_type,
    beneficiary_name: r.beneficiary_name,
    beneficiary_email: r.beneficiary_email,
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  };
}

/** Did the bank details change: the account, its routing codes, the bank, or the corridor they pay through? */
function isBankChange(before: repo.BeneficiaryRow, after: repo.BeneficiaryRow): boolean {
  const corridor = (r: repo.BeneficiaryRow) => [r.destination_country, r.destination_currency, r.payout_method].join();
  return corridor(before) !== corridor(after) || BANK_FIELDS.some((f) => fieldOf(before, f) !== fieldOf(after, f));
}

/**
 * Queues the bank-details mail (spec §7 email-trigger: bankAccountLinked on a new contact, bankAccountEdited on a
 * change) in the same transaction. It goes to every active user of the business who can open Contacts or Send money
 * — the people who pay this contact and could be misled by changed details, the one who changed them included (so a
 * hijacked session is noticed) — never to the contact: the mail warns the payer, it does not inform the payee.
 */
async function queueBankMails(
  deps: AppDeps,
  tx: Queryable,
  caller: Caller,
  row: repo.BeneficiaryRow,
  template: BankMailTemplate,
) {
  const params = {
    clientName: caller.clientName,
    beneficiaryName: row.beneficiary_name,
    accountNumber: maskAccountNumber(row.details.beneficiary_account_number),
    countryCode: row.destination_country,
    changedBy: (await userNameOf(tx, caller.userId)) ?? 'A user',
    publicUrl: deps.config.PUBLIC_URL,
  };
  for (const user of await activeUsersWithMenus(tx, caller.clientId, [PATHS.contacts, PATHS.send])) {
    // Queued once by the transaction that made the change, so no id of our own is needed to keep it single.
    await deps.jobs.send(BANK_MAIL_QUEUE, bankDetailsMail(user, template, params), {}, tx);
  }
}

export async function createBeneficiary(
  deps: AppDeps,
  caller: Caller,
  clientId: string,
  input: TBeneficiaryInput,
): Promise<TBeneficiary> {
  assertOwnClient(caller, clientId);
  const record = recordOf(checkBeneficiary(deps, caller, input));
  const row = await deps.db.tx(async (tx) => {
    const inserted = await repo.insertBeneficiary(tx, caller.clientId, {
      ...record,
      createdBy: caller.userId,
      now: deps.clock.now(),
    });
    await queueBankMails(deps, tx, caller, inserted, 'bankAccountLinked');
    return inserted;
  });
  return view(row, caller);
}

export async function updateBeneficiary(
  deps: AppDeps,
  caller: Caller,
  clientId: string,
  id: string,
  input: TBeneficiaryInput,
): Promise<TBeneficiary> {
  assertOwnClient(caller, clientId);
  const record = recordOf(checkBeneficiary(deps, caller, input));
  const row = await deps.db.tx(async (tx) => {
    const before = await ownRow(tx, caller, id, true);
    const after = await repo.updateBeneficiary(tx, caller.clientId, before.id, { ...record, now: deps.clock.now() });
    if (isBankChange(before, after)) await queueBankMails(deps, tx, caller, after, 'bankAccountEdited');
    return after;
  });
  return view(row, caller);
}

export async function deleteBeneficiary(
  deps: AppDeps,
  caller: Caller,
  clientId: string,
  id: string,
): Promise<TBeneficiary> {
  assertOwnClient(caller, clientId);
  const row = await deps.db.tx(async (tx) => {
    const found = await ownRow(tx, caller, id, true);
    return repo.markDeleted(tx, caller.clientId, found.id, deps.clock.now());
  });
  return view(row, caller);
}

export async function getBeneficiary(deps: AppDeps, caller: Caller, clientId: string, id: string) {
  assertOwnClient(caller, clientId);
  return view(await ownRow(deps.db, caller, id), caller);
}

export async function listBeneficiaries(
  deps: AppDeps,
  caller: Caller,
  clientId: string,
  req: TBeneficiaryListRequest & { start: number; length: number; status: 'ACTIVE' | 'DELETED' },
): Promise<TBeneficiaryList> {
  assertOwnClient(caller, clientId);
  if (req.clients?.some((c) => c !== caller.clientId)) throw new AppError('NOT_FOUND');
  const page = await repo.listBeneficiaries(deps.db, caller.clientId, {
    status: req.status,
    fullName: req.fullName || undefined,
    email: req.email || undefined,
    group: req.beneficiary_group_name,
    start: req.start,
    length: req.length,
  });
  return { data: page.rows.map((r) => view(r, caller)), recordsTotal: page.total, recordsFiltered: page.filtered };
}

export async function listGroups(deps: AppDeps, caller: Caller, clientId: string): Promise<TBeneficiaryGroups> {
  assertOwnClient(caller, clientId);
  const groups = await repo.listGroups(deps.db, caller.clientId);
  return { data: groups.map((g) => ({ beneficiary_group_name: g.name, count: g.count })) };
}

/** A contact as the payouts module pays it: its corridor and its bank details, normalised by its schema. */
export type OwnBeneficiary = {
  id: string;
  name: string;
  email: string;
  accountType: 'COMPANY' | 'INDIVIDUAL';
  /** Where the contact is (beneficiary_country_code); its bank's country is the corridor's. */
  countryCode: string;
  corridor: { destinationCountry: string; destinationCurrency: string; payoutMethod: PayoutMethod };
  /** Every field of the contact (spec §3 names), bank details included; null when empty. */
  fields: Record<BeneficiaryField, string | null>;
};

/**
 * The caller's contact, inside the caller's transaction `q` (payouts read it while they book): NOT_FOUND for an
 * unknown id, another business's and a deleted contact alike. Locked FOR SHARE is not needed: details are read
 * once and copied onto the payout.
 */
export async function findOwnBeneficiary(
  q: Queryable,
  caller: Pick<Caller, 'clientId'>,
  id: string,
): Promise<OwnBeneficiary> {
  return ownBeneficiaryOf(await ownRow(q, caller, id));
}

/**
 * The caller's contacts among `ids` in ONE query (a bulk payment's thousand rows), by id; an unknown id, another
 * business's and a deleted contact are simply absent (the caller answers each as findOwnBeneficiary's 404).
 */
export async function findOwnBeneficiaries(
  q: Queryable,
  caller: Pick<Caller, 'clientId'>,
  ids: string[],
): Promise<Map<string, OwnBeneficiary>> {
  const rows = await repo.findBeneficiaries(q, caller.clientId, ids.filter(isUuid));
  return new Map(rows.map((r) => [r.id, ownBeneficiaryOf(r)]));
}

function ownBeneficiaryOf(r: repo.BeneficiaryRow): OwnBeneficiary {
  return {
    id: r.id,
    name: r.beneficiary_name,
    email: r.beneficiary_email,
    accountType: r.beneficiary_account_type,
    countryCode: r.beneficiary_country_code,
    corridor: {
      destinationCountry: r.destination_country,
      destinationCurrency: r.destination_currency,
      payoutMethod: r.payout_method,
    },
    fields: Object.fromEntries(BENEFICIARY_FIELDS.map((f) => [f, fieldOf(r, f)])) as Record<
      BeneficiaryField,
      string | null
    >,
  };
}

/**
 * Adds many contacts inside the caller's transaction in one statement (a bulk payment's recipients), each checked as
 * the API checks it, without the bank-details mails (the business sent them in its own file). Answers, in order, the
 * new contact's id or the AJV_VALIDATE / corridor error of the input that failed (nothing is written for it).
 */
export async function importBeneficiariesInTx(
  tx: Queryable,
  owner: Pick<Caller, 'clientId' | 'legalEntity' | 'userId'>,
  inputs: readonly TBeneficiaryInput[],
  now: Date,
): Promise<({ id: string } | { error: AppError })[]> {
  const check = beneficiaryChecker({ clock: { now: () => now } }, owner);
  const results: ({ id: string } | { error: AppError })[] = [];
  const records: (repo.BeneficiaryRecord & { id: string })[] = [];
  for (const input of inputs) {
    try {
      const record = { ...recordOf(check(input)), id: randomUUID() };
      records.push(record);
      results.push({ id: record.id });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      results.push({ error: err });
    }
  }
  await repo.insertBeneficiaries(tx, owner.clientId, records, { createdBy: owner.userId, now });
  return results;
}

/**
 * Adds a contact inside the caller's transaction, checked as the API checks it, without the bank-details mails: for
 * contacts a business brings with it (the demo seed), where nobody needs warning.
 */
export async function importBeneficiaryInTx(
  tx: Queryable,
  owner: Pick<Caller, 'clientId' | 'legalEntity' | 'userId'>,
  input: TBeneficiaryInput,
  now: Date,
): Promise<string> {
  const record = recordOf(checkBeneficiary({ clock: { now: () => now } }, owner, input));
  return (await repo.insertBeneficiary(tx, owner.clientId, { ...record, createdBy: owner.userId, now })).id;
}
