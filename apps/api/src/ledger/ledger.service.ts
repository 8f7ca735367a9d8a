import { ENTRY_TYPES } from '@corridor/domain/entry-types';
import { MAX_MINOR } from '@corridor/domain/money';
import type { Db, Queryable } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { isUuid, stableUuid, systemAccountId } from './ids.ts';
import * as repo from './ledger.repository.ts';
import {
  type Balance,
  type BookedTransfer,
  type PendingState,
  type ResolveInput,
  SYSTEM_ACCOUNT_KINDS,
  type TransferInput,
} from './ledger.types.ts';
import { isRetryable, mapLedgerError } from './ledger-errors.ts';

// The time each transaction's bookings carry while it imports history (withLedgerTime), by transaction.
const historicTimes = new WeakMap<Queryable, Date>();

/**
 * Only for importing history (the demo seed, which runs its businesses' past as one timeline): every transfer booked,
 * posted or voided in `tx` while `fn` runs carries `at` as its entries' time, as `effectiveAt` does for one transfer,
 * so a past move made through a module's own service (a payout sent to the bank twelve days ago) is dated when it
 * happened. The caller books in time order, or running balances read out of order.
 */
export async function withLedgerTime<T>(tx: Queryable, at: Date, fn: () => Promise<T>): Promise<T> {
  const before = historicTimes.get(tx);
  historicTimes.set(tx, at);
  try {
    return await fn();
  } finally {
    if (before) historicTimes.set(tx, before);
    else historicTimes.delete(tx);
  }
}

/**
 * Books transfers atomically inside the caller's transaction `tx`, so they commit or roll back together with
 * the business record that caused them. One INSERT; balances and entries are applied by the database trigger.
 * A transfer whose id exists already is a replay: same content returns the first result, other content throws
 * TRANSFER_ID_REUSED. Transfers apply in the order given and each must leave every business account at or above
 * zero (a later transfer cannot cover an earlier overdraft): otherwise INSUFFICIENT_FUNDS, and the caller's
 * transaction must roll back.
 */
export async function book(tx: Queryable, transfers: TransferInput[]): Promise<BookedTransfer[]> {
  if (transfers.length === 0) return [];
  const at = historicTimes.get(tx) ?? null;
  const rows = transfers.map((t) => toRow(t, at));
  return insertOrReplay(tx, rows);
}

/** Posts a pending transfer (all of it, or `amount` with the rest released). */
export async function postPending(tx: Queryable, input: ResolveInput): Promise<BookedTransfer> {
  const [booked] = await insertOrReplay(tx, [resolutionRow(input, 'POSTED', historicTimes.get(tx) ?? null)]);
  return booked!;
}

/** Voids a pending transfer, releasing what it reserved. */
export async function voidPending(tx: Queryable, input: Omit<ResolveInput, 'amount'>): Promise<BookedTransfer> {
  const [booked] = await insertOrReplay(tx, [resolutionRow(input, 'VOIDED', historicTimes.get(tx) ?? null)]);
  return booked!;
}

/** Creates the ledger account of a business's currency account, and its currency's system accounts. */
export async function openClientLedgerAccount(
  tx: Queryable,
  a: { id: string; clientId: string; currency: string },
): Promise<void> {
  await ensureSystemAccounts(tx, a.currency);
  await repo.insertAccount(tx, { ...a, kind: 'CLIENT' });
}

/** Creates the ledger account of a business's card balance (034_card_balances.sql), and its currency's system accounts. */
export async function openCardBalanceLedgerAccount(
  tx: Queryable,
  a: { id: string; clientId: string; currency: string },
): Promise<void> {
  await ensureSystemAccounts(tx, a.currency);
  await repo.insertAccount(tx, { ...a, kind: 'CARD_BALANCE' });
}

/** Settlement, FX position, fee revenue, card clearing, suspense and payout clearing accounts for a currency (idempotent). */
export async function ensureSystemAccounts(tx: Queryable, currency: string): Promise<void> {
  for (const kind of SYSTEM_ACCOUNT_KINDS) {
    await repo.insertAccount(tx, { id: systemAccountId(kind, currency), clientId: null, currency, kind });
  }
}

/** Balances by account id. `lock` (inside a transaction) holds the accounts until commit, e.g. to close one. */
export async function getBalances(
  q: Queryable,
  accountIds: string[],
  opts: { lock?: boolean } = {},
): Promise<Map<string, Balance>> {
  const rows = await repo.findBalances(q, accountIds, opts.lock);
  return new Map(
    rows.map((r) => [
      r.id,
      {
        accountId: r.id,
        currency: r.currency,
        ledger: r.balance,
        available: r.balance - r.pending_debits,
        pendingDebits: r.pending_debits,
        pendingCredits: r.pending_credits,
      },
    ]),
  );
}

export async function getPending(q: Queryable, pendingId: string): Promise<PendingState | undefined> {
  const row = await repo.findPending(q, pendingId);
  if (!row) return undefined;
  const state = row.resolution === 'POSTED' ? 'POSTED' : row.resolution === 'VOIDED' ? 'VOIDED' : 'PENDING';
  return { id: row.id, amount: row.amount, currency: row.currency, state, resolvedBy: row.resolved_by };
}

/** The id of the void that expiry books for a pending transfer: the same every time, so a retry is a replay. */
export const expiryVoidId = (pendingId: string) => stableUuid('ledger-expiry', pendingId);

/**
 * Voids pending transfers whose expiry has passed (`now` or earlier), releasing what they reserved; returns how
 * many it voided. Each void is its own transaction: a transfer posted or voided meanwhile by its module is left as
 * that module resolved it.
 */
export async function voidExpiredPending(db: Db, now: Date, limit = 500): Promise<number> {
  const ids = await repo.findExpiredPending(db, now, limit);
  let voided = 0;
  for (const pendingId of ids) {
    try {
      const booked = await ledgerTx(db, (tx) => voidPending(tx, { id: expiryVoidId(pendingId), pendingId }));
      if (!booked.isReplay) voided += 1;
    } catch (err) {
      if (!(err instanceof AppError && err.code === 'INVALID_TRANSITION')) throw err;
    }
  }
  return voided;
}

/**
 * A transaction for work that books money. On PostgreSQL a deadlock victim or serialization failure is run
 * again (a few times, with jitter): `fn` must therefore do nothing outside the database it cannot repeat.
 */
export async function ledgerTx<T>(db: Db, fn: (tx: Queryable) => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.tx(fn);
    } catch (err) {
      if (!isRetryable(err) || attempt >= attempts) throw err;
      await new Promise((r) => setTimeout(r, Math.random() * 10 * attempt));
    }
  }
}

export async function insertOrReplay(tx: Queryable, rows: repo.TransferRowInput[]): Promise<BookedTransfer[]> {
  let inserted: Set<string>;
  try {
    inserted = await repo.insertTransfers(tx, rows);
  } catch (err) {
    throw mapLedgerError(err);
  }
  const replays = rows.filter((r) => !inserted.has(r.id));
  const existing = replays.length
    ? new Map(
        (
          await repo.findTransfers(
            tx,
            replays.map((r) => r.id),
          )
        ).map((e) => [e.id, e]),
      )
    : null;
  return rows.map((r) => {
    const first = existing?.get(r.id);
    if (first && !sameContent(r, first)) throw new AppError('TRANSFER_ID_REUSED');
    return { id: r.id, status: r.status, amount: first?.amount ?? r.amount, isReplay: Boolean(first) };
  });
}

/** A replay matches when every field equals the stored one (for a resolution: every field the caller gave). */
function sameContent(input: repo.TransferRowInput, stored: repo.TransferRow): boolean {
  const isResolution = input.pending_id !== null;
  const given = (a: unknown, b: unknown) => a === b || (isResolution && a === null);
  return (
    input.status === stored.status &&
    input.pending_id === stored.pending_id &&
    given(input.code, stored.code) &&
    given(input.reference, stored.reference) &&
    given(input.business_type, stored.business_type) &&
    given(input.business_id, stored.business_id) &&
    given(input.debit_account_id, stored.debit_account_id) &&
    given(input.credit_account_id, stored.credit_account_id) &&
    given(input.currency, stored.currency) &&
    input.expires_at?.getTime() === stored.expires_at?.getTime() &&
    ((isResolution && input.amount === 0n) || input.amount === stored.amount)
  );
}

export function toRow(t: TransferInput, historicAt: Date | null = null): repo.TransferRowInput {
  checkId(t.id, 'id');
  checkId(t.debitAccountId, 'debitAccountId');
  checkId(t.creditAccountId, 'creditAccountId');
  checkAmount(t.amount);
  if (t.debitAccountId === t.creditAccountId) invalid('creditAccountId', 'A transfer needs two different accounts.');
  if (!/^[A-Z]{3}$/.test(t.currency)) invalid('currency', 'Unknown currency.');
  if (!ENTRY_TYPES.includes(t.code)) invalid('code', 'Unknown transfer code.');
  if (t.expiresAt && !t.isPending) invalid('expiresAt', 'Only a pending transfer can expire.');
  return {
    id: t.id,
    debit_account_id: t.debitAccountId,
    credit_account_id: t.creditAccountId,
    amount: t.amount,
    currency: t.currency,
    code: t.code,
    reference: t.reference ?? '',
    status: t.isPending ? 'PENDING' : 'POSTED',
    pending_id: null,
    business_type: t.businessType ?? null,
    business_id: t.businessId ?? null,
    effective_at: t.effectiveAt ?? historicAt,
    expires_at: t.expiresAt ?? null,
  };
}

/** Accounts, currency, code and whatever is left null come from the pending transfer (the database copies them). */
export function resolutionRow(
  r: ResolveInput,
  status: 'POSTED' | 'VOIDED',
  historicAt: Date | null = null,
): repo.TransferRowInput {
  checkId(r.id, 'id');
  checkId(r.pendingId, 'pendingId');
  if (r.amount !== undefined) checkAmount(r.amount);
  return {
    id: r.id,
    debit_account_id: null,
    credit_account_id: null,
    // 0 means "the pending amount": the database fills it in (post: unless a smaller amount was given).
    amount: r.amount ?? 0n,
    currency: null,
    code: null,
    reference: r.reference ?? null,
    status,
    pending_id: r.pendingId,
    business_type: r.businessType ?? null,
    business_id: r.businessId ?? null,
    effective_at: historicAt,
    expires_at: null,
  };
}

function checkId(v: string, field: string) {
  if (!isUuid(v)) invalid(field, 'Must be a uuid.');
}

function checkAmount(amount: bigint) {
  if (typeof amount !== 'bigint' || amount <= 0n || amount > MAX_MINOR) {
    throw new AppError('INVALID_AMOUNT', { errors: [{ field: 'amount', message: 'Amount must be greater than 0' }] });
  }
}

function invalid(field: string, message: string): never {
  throw new AppError('VALIDATION_ERROR', { message, errors: [{ field, message }] });
}
