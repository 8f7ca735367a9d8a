import type { TBankAccount, TBankAccountAdd, TBankAccountEdit } from '@corridor/contracts/bank-accounts/bank-account';
import { isHolderNameLocked } from '@corridor/domain/bank-accounts/bank-form';
import { formValuesOf } from '@corridor/domain/bank-accounts/bank-payload';
import { maskAccountNumber } from '@corridor/domain/beneficiaries/mask';
import { FLAGS } from '@corridor/domain/flags';
import { PATHS } from '@corridor/domain/paths';
import type { AppDeps } from '../../app-deps.ts';
import type { Caller } from '../../caller.ts';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { isUuid } from '../../ledger/ids.ts';
import { evictClientSessions } from '../auth/sessions.service.ts';
import { activeUsersWithMenus, userNameOf } from '../auth/users.service.ts';
import { isFlagOn, setAutosweepBankDetails } from '../clients/clients.service.ts';
import { bankAccountView } from './bank-account-view.ts';
import { type BankAccountMailTemplate, bankAccountMail } from './bank-accounts.mails.ts';
import * as repo from './bank-accounts.repository.ts';
import {
  bankCodeOf,
  checkBankForm,
  detailsOf,
  formKeyOf,
  schemaOf,
  storedSchemaOf,
  valuesOfDetails,
} from './bank-form.service.ts';

export const BANK_ACCOUNT_MAIL_QUEUE = 'bank-accounts.mail';
/** The pages where a business keeps its own bank accounts: who is told when one is linked or changed. */
export const BANK_ACCOUNT_MENUS = [PATHS.withdraw, PATHS.myAccounts];

/** The client id a path names must be the caller's own business: anything else is the same 404 as an unknown id. */
export function assertOwnClient(caller: Pick<Caller, 'clientId'>, clientId: string) {
  if (clientId !== caller.clientId) throw new AppError('NOT_FOUND');
}

const notFound = () => new AppError('NOT_FOUND', { message: 'Bank account not found.' });

async function ownRow(q: Queryable, caller: Pick<Caller, 'clientId'>, id: string, lock = false) {
  const row = isUuid(id) ? await repo.findBankAccount(q, caller.clientId, id, { lock }) : undefined;
  if (!row) throw notFound();
  return row;
}

async function autosweepIdOf(q: Queryable, clientId: string): Promise<string | null> {
  return (await repo.findReceiveSettings(q, clientId))?.autosweep_bank_account_id ?? null;
}

/** Spec §8: the same account number and routing code already linked — "Duplicate", back to the form. */
async function assertNotDuplicate(q: Queryable, clientId: string, d: repo.BankDetails, exceptId: string | null) {
  const key = { accountNumber: d.account_number, routingValue: d.routing_code_value_1 ?? d.routing_code_value_2 ?? '' };
  if (await repo.findDuplicate(q, clientId, key, exceptId)) {
    throw new AppError('DUPLICATE_BANK_ACCOUNT', { errors: [{ field: 'accountNumber', message: 'Duplicate' }] });
  }
}

/** Two requests linking the same account at once: the unique index lets one win, the other hears "Duplicate". */
async function orDuplicate<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if ((err as { constraint?: string }).constraint === repo.DUPLICATE_CONSTRAINT) {
      throw new AppError('DUPLICATE_BANK_ACCOUNT', { errors: [{ field: 'accountNumber', message: 'Duplicate' }] });
    }
    throw err;
  }
}

/** Queues the notice to every user who can withdraw, in the change's transaction (spec §7 email-trigger). */
async function queueMails(
  deps: AppDeps,
  tx: Queryable,
  caller: Caller,
  row: repo.BankAccountRow,
  template: BankAccountMailTemplate,
) {
  const params = {
    clientName: caller.clientName,
    accountName: row.name,
    accountNumber: maskAccountNumber(row.account_number),
    countryCode: row.country_code,
    changedBy: (await userNameOf(tx, caller.userId)) ?? 'A user',
    publicUrl: deps.config.PUBLIC_URL,
  };
  for (const user of await activeUsersWithMenus(tx, caller.clientId, BANK_ACCOUNT_MENUS)) {
    await deps.jobs.send(BANK_ACCOUNT_MAIL_QUEUE, bankAccountMail(user, template, params), {}, tx);
  }
}

/** Spec §3 `autosweep_bank_account` as the active client shows it, from the linked account. */
export function autosweepDetailsOf(row: repo.BankAccountRow | null) {
  if (!row) return null;
  return {
    bank_name: row.bank_name,
    account_number: maskAccountNumber(row.account_number),
    routing_code_type: row.routing_code_type_1 ?? row.routing_code_type_2 ?? '',
    routing_code_value: row.routing_code_value_1 ?? row.routing_code_value_2 ?? '',
    bank_account_holder_name: row.holder_name,
  };
}

export async function getBankFormSchema(
  deps: AppDeps,
  caller: Caller,
  clientId: string,
  q: { countryCode: string; currencyCode: string },
) {
  assertOwnClient(caller, clientId);
  const key = await formKeyOf(deps.db, caller, q.countryCode.toUpperCase(), q.currencyCode.toUpperCase());
  return { data: { data: [schemaOf(deps, caller, key)] } };
}

export async function addBankAccount(
  deps: AppDeps,
  caller: Caller,
  clientId: string,
  input: TBankAccountAdd,
): Promise<{ accountId: string; bankAccount: TBankAccount }> {
  assertOwnClient(caller, clientId);
  const country = input.countryCode.trim().toUpperCase();
  const currency = (input.currencyCode[0] ?? '').trim().toUpperCase();
  const key = await formKeyOf(deps.db, caller, country, currency);
  const schema = schemaOf(deps, caller, key);
  const values = checkBankForm(schema, formValuesOf(input), caller.clientName);
  const details = detailsOf(values, bankCodeOf(input));
  const name = input.name?.trim() || `${details.bank_name.slice(0, 45)} ${maskAccountNumber(details.account_number)}`;
  const row = await deps.db.tx(async (tx) => {
    await assertNotDuplicate(tx, caller.clientId, details, null);
    const inserted = await orDuplicate(() =>
      repo.insertBankAccount(tx, caller.clientId, {
        ...details,
        name,
        country_code: country,
        currency,
        payout_method: schema.payout_method,
        createdBy: caller.userId,
        now: deps.clock.now(),
      }),
    );
    await queueMails(deps, tx, caller, inserted, 'bankAccountLinked');
    return inserted;
  });
  return { accountId: row.id, bankAccount: bankAccountView(row, await autosweepIdOf(deps.db, caller.clientId)) };
}

export async function listBankAccounts(deps: AppDeps, caller: Caller, clientId: string) {
  assertOwnClient(caller, clientId);
  const [rows, autosweepId] = await Promise.all([
    repo.listBankAccounts(deps.db, caller.clientId),
    autosweepIdOf(deps.db, caller.clientId),
  ]);
  return { data: rows.map((r) => bankAccountView(r, autosweepId)) };
}

/** PUT: `isActive: false` deletes; anything else changes the bank details (spec §7). */
export async function editBankAccount(
  deps: AppDeps,
  caller: Caller,
  clientId: string,
  accountId: string,
  input: TBankAccountEdit,
): Promise<TBankAccount> {
  assertOwnClient(caller, clientId);
  if (input.isActive === false) return deleteBankAccount(deps, caller, accountId);
  const holderLockFlag = caller.legalEntity === 'MY' && (await isFlagOn(deps.db, FLAGS.myHolderNameLocked, 'MY'));
  let isAutosweep = false;
  const row = await deps.db.tx(async (tx) => {
    const before = await ownRow(tx, caller, accountId, true);
    const sent = formValuesOf(input);
    const isLocked = isHolderNameLocked({ entity: caller.legalEntity, isEditing: true, isFlagOn: holderLockFlag });
    if (isLocked && sent.bank_account_holder_name && sent.bank_account_holder_name.trim() !== before.holder_name) {
      const message = 'The account holder name cannot be changed for this account.';
      throw new AppError('VALIDATION_ERROR', { message, errors: [{ field: 'bankAccountHolderName', message }] });
    }
    const schema = storedSchemaOf(deps, before);
    const values = checkBankForm(schema, { ...valuesOfDetails(before), ...sent }, caller.clientName);
    const details = detailsOf(values, input.bankCode === undefined ? before.bank_code : bankCodeOf(input));
    await assertNotDuplicate(tx, caller.clientId, details, before.id);
    const isBankChange = (Object.keys(details) as (keyof repo.BankDetails)[]).some((k) => details[k] !== before[k]);
    if (!isBankChange) return before;
    const after = await orDuplicate(() =>
      repo.updateBankDetails(tx, caller.clientId, before.id, {
        ...details,
        now: deps.clock.now(),
        // A refused account stays refused unless the account itself (number or routing) changed.
        clearRejection:
          details.account_number !== before.account_number ||
          details.routing_code_value_1 !== before.routing_code_value_1 ||
          details.routing_code_value_2 !== before.routing_code_value_2,
      }),
    );
    await queueMails(deps, tx, caller, after, 'bankAccountEdited');
    isAutosweep = (await autosweepIdOf(tx, caller.clientId)) === after.id;
    if (isAutosweep) await setAutosweepBankDetails(tx, caller.clientId, autosweepDetailsOf(after));
    return after;
  });
  if (isAutosweep) await evictClientSessions(deps.db, caller.clientId);
  return bankAccountView(row, isAutosweep ? row.id : await autosweepIdOf(deps.db, caller.clientId));
}

/** Deletes (keeps, marked DELETED) an account; the auto-sweep account is unset with it, so sweeps stop. */
async function deleteBankAccount(deps: AppDeps, caller: Caller, accountId: string): Promise<TBankAccount> {
  let wasAutosweep = false;
  const row = await deps.db.tx(async (tx) => {
    const settings = await repo.lockReceiveSettings(tx, caller.clientId, caller.userId, deps.clock.now());
    const found = await ownRow(tx, caller, accountId, true);
    const deleted = await repo.markDeleted(tx, caller.clientId, found.id, deps.clock.now());
    wasAutosweep = settings.autosweep_bank_account_id === found.id;
    if (wasAutosweep) {
      await repo.setAutosweepAccount(tx, caller.clientId, null, caller.userId, deps.clock.now());
      await setAutosweepBankDetails(tx, caller.clientId, null);
    }
    return deleted;
  });
  if (wasAutosweep) await evictClientSessions(deps.db, caller.clientId);
  return bankAccountView(row, null);
}

/** A linked account as a withdrawal pays it: its currency, country and details. */
export type OwnBankAccount = repo.BankAccountRow;

/** The caller's active bank account, inside `q` (withdrawals read it while they book); 404 for any other id. */
export function findOwnBankAccount(q: Queryable, caller: Pick<Caller, 'clientId'>, id: string) {
  return ownRow(q, caller, id);
}

/** The rail refused the account (spec §8 "Invalid bank account details. Please delete and add again."). */
export async function markBankAccountRejected(q: Queryable, clientId: string, id: string, reason: string, now: Date) {
  await repo.markRejected(q, clientId, id, reason, now);
}

/**
 * Links an account inside the caller's transaction, checked as the API checks it, without notices: for accounts a
 * business brings with it (the demo seed), where nobody needs warning. Returns its id.
 */
export async function importBankAccountInTx(
  tx: Queryable,
  owner: Pick<Caller, 'clientId' | 'legalEntity' | 'userId' | 'clientName'>,
  input: TBankAccountAdd,
  now: Date,
): Promise<string> {
  const country = input.countryCode.toUpperCase();
  const currency = (input.currencyCode[0] ?? '').toUpperCase();
  const schema = schemaOf({ clock: { now: () => now } }, owner, await formKeyOf(tx, owner, country, currency));
  const details = detailsOf(checkBankForm(schema, formValuesOf(input), owner.clientName), bankCodeOf(input));
  const name = input.name?.trim() || `${details.bank_name.slice(0, 45)} ${maskAccountNumber(details.account_number)}`;
  const row = await repo.insertBankAccount(tx, owner.clientId, {
    ...details,
    name,
    country_code: country,
    currency,
    payout_method: schema.payout_method,
    createdBy: owner.userId,
    now,
  });
  return row.id;
}
