import { createHash, randomUUID } from 'node:crypto';
import type { TAccountList, TAccountResponse, TCurrencyAccount } from '@corridor/contracts/accounts/currency-account';
import type { TEnabledCurrenciesResponse } from '@corridor/contracts/accounts/enabled-currencies';
import type { TUpdateAccountRequest } from '@corridor/contracts/accounts/update-account';
import { ENTITY_CONFIGS, isCurrencyOffered, isLegalEntity } from '@corridor/domain/entities';
import { AWAITED_FUNDING_STATUSES } from '@corridor/domain/fundings/statuses';
import { TERMINAL_PAYOUT_STATUSES } from '@corridor/domain/payouts/transitions';
import { canTransitionVfa, type VfaStatus } from '@corridor/domain/vfa-status';
import { FINAL_WITHDRAWAL_STATUSES } from '@corridor/domain/withdrawals/transitions';
import type { AppDeps } from '../../app-deps.ts';
import type { Caller } from '../../caller.ts';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { isUuid } from '../../ledger/ids.ts';
import { getBalances, openClientLedgerAccount } from '../../ledger/ledger.service.ts';
import { accountView } from './account-view.ts';
import * as repo from './accounts.repository.ts';

/** The business an in-transaction step acts for (the full caller, or the demo seed's business). */
export type AccountOwner = Pick<Caller, 'clientId' | 'legalEntity'>;

/** A currency account with its receiving details, as other modules read it (receiving, statement). */
export type OwnAccount = repo.AccountRow;

/** A clientId a request names, when it names one, must be the caller's own business: anything else is a 404. */
function assertOwnClient(caller: Caller, clientId: string | undefined) {
  if (clientId && clientId !== caller.clientId) throw new AppError('NOT_FOUND');
}

/** The business's open accounts as stored, inside the caller's transaction (auto book-FX walks them). */
export function openAccountsOf(q: Queryable, caller: Pick<Caller, 'clientId'>): Promise<OwnAccount[]> {
  return repo.listAccounts(q, caller.clientId, false);
}

export async function listAccounts(
  deps: AppDeps,
  caller: Caller,
  opts: { includeClosed: boolean; clientId?: string },
): Promise<TAccountList> {
  assertOwnClient(caller, opts.clientId);
  const rows = await repo.listAccounts(deps.db, caller.clientId, opts.includeClosed);
  const balances = await getBalances(
    deps.db,
    rows.map((r) => r.id),
  );
  return { accounts: rows.map((r) => accountView(r, balances.get(r.id))) };
}

export type AccountBalance = {
  id: string;
  currency: string;
  label: string | null;
  hidden: boolean;
  ledger: bigint;
  available: bigint;
};

/** Open accounts with their balances as bigints, for modules that compute with them (dashboard). */
export async function openAccountBalances(q: Queryable, caller: Pick<Caller, 'clientId'>): Promise<AccountBalance[]> {
  const rows = await repo.listAccounts(q, caller.clientId, false);
  const balances = await getBalances(
    q,
    rows.map((r) => r.id),
  );
  return rows.map((r) => {
    const b = balances.get(r.id);
    return {
      id: r.id,
      currency: r.currency,
      label: r.label,
      hidden: r.hidden,
      ledger: b?.ledger ?? 0n,
      available: b?.available ?? 0n,
    };
  });
}

/** The caller's account, or 404 for anything else: malformed, unknown or another business's id alike. */
export async function findOwnAccount(
  q: Queryable,
  caller: Pick<Caller, 'clientId'>,
  accountId: string,
  lock: 'update' | 'share' | null = null,
): Promise<OwnAccount> {
  const row = isUuid(accountId) ? await repo.findAccount(q, caller.clientId, accountId, lock) : undefined;
  if (!row) throw new AppError('NOT_FOUND', { message: 'Account not found.' });
  return row;
}

/** The caller's account in `currency`, open or closed, or undefined when it has none (read without a lock). */
export function findOwnAccountByCurrency(
  q: Queryable,
  caller: Pick<Caller, 'clientId'>,
  currency: string,
): Promise<OwnAccount | undefined> {
  return repo.findAccountByCurrency(q, caller.clientId, currency, false);
}

async function accountById(q: Queryable, caller: Caller, accountId: string): Promise<TCurrencyAccount> {
  const row = await findOwnAccount(q, caller, accountId);
  return accountView(row, (await getBalances(q, [row.id])).get(row.id));
}

export async function openAccount(
  deps: AppDeps,
  caller: Caller,
  req: { currency: string; label?: string; clientId?: string },
): Promise<TAccountResponse> {
  assertOwnClient(caller, req.clientId);
  const id = await deps.db.tx((tx) => openAccountInTx(tx, caller, req.currency, req.label ?? null));
  return { account: await accountById(deps.db, caller, id) };
}

/** Opens several accounts in one transaction: all of them, or none with the failing one named. */
export async function openAccounts(deps: AppDeps, caller: Caller, currencies: string[]): Promise<TAccountList> {
  const ids = await deps.db.tx(async (tx) => {
    const opened: string[] = [];
    for (const [i, currency] of currencies.entries()) {
      try {
        opened.push(await openAccountInTx(tx, caller, currency, null));
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        throw new AppError(err.code, {
          message: err.message,
          errors: [{ field: `currencies.${i}`, message: err.message }],
        });
      }
    }
    return opened;
  });
  return { accounts: await Promise.all(ids.map((id) => accountById(deps.db, caller, id))) };
}

/**
 * Opens the entity's default accounts for a new business (spec §9: SG SGD and USD, GB GBP and EUR, IN INR,
 * JP JPY, others their local currency); the entity's own currency becomes the default account. Idempotent.
 */
export async function openDefaultAccounts(
  tx: Queryable,
  owner: AccountOwner,
): Promise<{ currency: string; id: string }[]> {
  if (!isLegalEntity(owner.legalEntity)) throw new AppError('NOT_FOUND', { message: 'Unknown legal entity.' });
  const config = ENTITY_CONFIGS[owner.legalEntity];
  const opened: { currency: string; id: string }[] = [];
  for (const currency of config.defaultAccountCurrencies) {
    const existing = await repo.findAccountByCurrency(tx, owner.clientId, currency);
    const isDefault = currency === config.defaultCurrency;
    opened.push({ currency, id: existing?.id ?? (await createAccount(tx, owner.clientId, currency, null, isDefault)) });
  }
  return opened;
}

/** Closes an empty account; its receiving details are deactivated with it. */
export async function closeAccount(
  deps: AppDeps,
  caller: Caller,
  req: { accountId: string; clientId?: string },
): Promise<TAccountResponse> {
  assertOwnClient(caller, req.clientId);
  await deps.db.tx(async (tx) => {
    const row = await findOwnAccount(tx, caller, req.accountId, 'update');
    if (!row.is_active) return;
    // Locks the ledger account too, so no payment can land between this check and the close.
    const balance = (await getBalances(tx, [row.id], { lock: true })).get(row.id);
    if (balance && (balance.ledger !== 0n || balance.pendingDebits !== 0n || balance.pendingCredits !== 0n)) {
      throw new AppError('ACCOUNT_NOT_EMPTY');
    }
    const finished = { payouts: TERMINAL_PAYOUT_STATUSES, withdrawals: FINAL_WITHDRAWAL_STATUSES };
    if (await repo.hasMoneyOnItsWay(tx, caller.clientId, row.id, finished, AWAITED_FUNDING_STATUSES)) {
      throw new AppError('ACCOUNT_IN_USE');
    }
    const now = deps.clock.now();
    await repo.markClosed(tx, caller.clientId, row.id, now);
    if (row.vfa_id && canTransitionVfa(row.vfa_status as VfaStatus, 'DEACTIVATED')) {
      await repo.setVfaStatus(tx, caller.clientId, row.vfa_id, 'DEACTIVATED', now);
    }
  });
  return { account: await accountById(deps.db, caller, req.accountId) };
}

export async function updateAccount(
  deps: AppDeps,
  caller: Caller,
  req: TUpdateAccountRequest,
): Promise<TAccountResponse> {
  const { accountId, ...patch } = req;
  await deps.db.tx(async (tx) => {
    // Making one account the default un-defaults another: all of them are locked first (lowest id first), so two
    // such requests at once queue instead of both passing the clear and one failing the unique index.
    if (patch.is_default_account) await repo.lockAllAccounts(tx, caller.clientId);
    const row = await findOwnAccount(tx, caller, accountId, 'update');
    if (!row.is_active) throw new AppError('ACCOUNT_CLOSED');
    if (patch.is_default_account) await repo.clearDefault(tx, caller.clientId, row.id);
    await repo.updateAccount(tx, caller.clientId, row.id, patch);
  });
  return { account: await accountById(deps.db, caller, accountId) };
}

export async function enabledCurrencies(deps: AppDeps, caller: Caller): Promise<TEnabledCurrenciesResponse> {
  const { accounts } = await listAccounts(deps, caller, { includeClosed: false });
  return {
    currencies: accounts.map((a) => ({
      currency: a.currency,
      accountId: a._id,
      is_default_account: a.is_default_account,
      canReceive: a.VFA?.canReceive ?? false,
    })),
  };
}

/** Opens (or re-opens) one account inside the caller's transaction; returns its id. */
export async function openAccountInTx(
  tx: Queryable,
  owner: AccountOwner,
  currency: string,
  label: string | null,
): Promise<string> {
  if (!isCurrencyOffered(owner.legalEntity, currency)) throw new AppError('CURRENCY_NOT_OFFERED');
  const existing = await repo.findAccountByCurrency(tx, owner.clientId, currency);
  if (existing?.is_active) throw new AppError('ACCOUNT_EXISTS');
  if (existing) {
    await repo.reopenAccount(tx, owner.clientId, existing.id, label);
    return existing.id;
  }
  return createAccount(tx, owner.clientId, currency, label, false);
}

async function createAccount(
  tx: Queryable,
  clientId: string,
  currency: string,
  label: string | null,
  isDefault: boolean,
) {
  const id = randomUUID();
  await openClientLedgerAccount(tx, { id, clientId, currency });
  try {
    await repo.insertAccount(tx, clientId, { id, currency, accountNumber: accountNumberFor(id), label, isDefault });
  } catch (err) {
    // Two opens of the same currency at once: the unique constraint lets one win.
    if ((err as { constraint?: string }).constraint === 'currency_accounts_one_per_currency') {
      throw new AppError('ACCOUNT_EXISTS');
    }
    throw err;
  }
  return id;
}

/** The account's own number: 10 digits derived from its id, stable for the account's life. */
function accountNumberFor(accountId: string): string {
  const n = BigInt(`0x${createHash('sha256').update(`account:${accountId}`).digest('hex').slice(0, 15)}`);
  return (10n ** 9n + (n % (9n * 10n ** 9n))).toString();
}
