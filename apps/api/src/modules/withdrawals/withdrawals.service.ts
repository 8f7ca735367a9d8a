import { randomUUID } from 'node:crypto';
import type { TWithdrawFundRequest } from '@corridor/contracts/withdrawals/withdraw-fund';
import type { TWithdrawal } from '@corridor/contracts/withdrawals/withdrawal';
import type { TWithdrawalList, TWithdrawalsQuery } from '@corridor/contracts/withdrawals/withdrawals';
import { entityConfig } from '@corridor/domain/entities';
import { isWithdrawalNumber, withdrawalNumber } from '@corridor/domain/withdrawals/references';
import {
  canWithdrawManually,
  checkWithdrawalAmount,
  WITHDRAW_MESSAGES,
} from '@corridor/domain/withdrawals/withdraw-rules';
import type { AppDeps } from '../../app-deps.ts';
import type { Caller } from '../../caller.ts';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { isUuid } from '../../ledger/ids.ts';
import { getBalances } from '../../ledger/ledger.service.ts';
import { type IdempotencyRequest, type IdempotentResult, runIdempotent } from '../../platform/idempotency.ts';
import { findOwnAccount } from '../accounts/accounts.service.ts';
import { findOwnBankAccount } from '../bank-accounts/bank-accounts.service.ts';
import { applyLedgerAction, holdTransferId } from './withdrawal-ledger.ts';
import { queueSubmission, submitWithdrawalInTx } from './withdrawal-rail.service.ts';
import { withdrawalView } from './withdrawal-view.ts';
import * as repo from './withdrawals.repository.ts';

function invalid(field: string, message: string, code: 'VALIDATION_ERROR' | 'INSUFFICIENT_FUNDS' = 'VALIDATION_ERROR') {
  return new AppError(code, { message, errors: [{ field, message }] });
}

/**
 * Withdraws from a currency account to one of the business's linked bank accounts in the same currency (POST
 * withdrawFund), in one transaction with the Idempotency-Key: the withdrawal (FW…) is written PENDING, its amount held
 * by a pending ledger transfer, and its submission to the bank rail queued. Only AU, US and SG businesses withdraw by
 * hand (spec §9); anything refused (another business's account, over what is available) writes nothing and leaves
 * the key free for a retry.
 */
export async function withdrawFund(
  deps: AppDeps,
  caller: Caller,
  req: TWithdrawFundRequest,
  idem: IdempotencyRequest,
): Promise<IdempotentResult<TWithdrawal>> {
  if (!canWithdrawManually(caller.legalEntity)) {
    const country = entityConfig(caller.legalEntity)?.countryName ?? caller.legalEntity;
    throw new AppError('WITHDRAWAL_NOT_AVAILABLE', { message: WITHDRAW_MESSAGES.notAvailable(country) });
  }
  return runIdempotent(deps.db, caller.clientId, idem, async (tx) => {
    const now = deps.clock.now();
    const account = await findOwnAccount(tx, caller, req.accountId);
    if (!account.is_active) throw new AppError('ACCOUNT_CLOSED');
    const bank = await findOwnBankAccount(tx, caller, req.bankAccountId);
    if (bank.rejected_reason) {
      throw new AppError('INVALID_BANK_ACCOUNT', {
        errors: [{ field: 'bankAccountId', message: bank.rejected_reason }],
      });
    }
    if (bank.currency !== account.currency) {
      throw invalid('bankAccountId', WITHDRAW_MESSAGES.currencyMismatch(account.currency));
    }
    // Locks the account's balance until commit: two withdrawals at once cannot both spend the same money.
    const available = (await getBalances(tx, [account.id], { lock: true })).get(account.id)?.available ?? 0n;
    const amount = checkWithdrawalAmount(req.amount, account.currency, available, deps.config.AMOUNT_CEILING_MAJOR);
    if (!amount.ok) throw invalid('amount', amount.message, amount.isOverAvailable ? 'INSUFFICIENT_FUNDS' : undefined);
    const id = randomUUID();
    const withdrawal: repo.NewWithdrawal = {
      id,
      kind: 'WITHDRAWAL',
      reference: withdrawalNumber(await repo.nextWithdrawalSequence(tx)),
      idempotency_key: idem.key,
      currency_account_id: account.id,
      currency: account.currency,
      amount: amount.minor,
      bank_account_id: bank.id,
      bank_name: bank.bank_name,
      holder_name: bank.holder_name,
      account_number: bank.account_number,
      country_code: bank.country_code,
      payout_method: bank.payout_method,
      hold_transfer_id: holdTransferId(id),
      sweep_day: null,
      created_by: caller.userId,
      created_at: now,
    };
    await createWithdrawalInTx(tx, deps, caller.clientId, withdrawal);
    return { status: 201, body: await viewOf(tx, caller.clientId, id) };
  });
}

/**
 * Writes a withdrawal, holds its amount and queues its submission, inside the caller's transaction (withdrawFund, the
 * auto-sweep). False when it was not written: a sweep of that account and day exists already.
 */
export async function createWithdrawalInTx(
  tx: Queryable,
  deps: Pick<AppDeps, 'jobs'>,
  clientId: string,
  w: repo.NewWithdrawal,
): Promise<boolean> {
  if (!(await repo.insertWithdrawal(tx, clientId, w))) return false;
  await applyLedgerAction(tx, w, 'HOLD', null);
  await queueSubmission(tx, deps, clientId, w.id);
  return true;
}

/**
 * The next FW number (spec §4), for a withdrawal of another kind too (a card balance's, modules/card-balances): one
 * sequence, so an FW number names one withdrawal whichever module made it.
 */
export async function nextWithdrawalReference(q: Queryable): Promise<string> {
  return withdrawalNumber(await repo.nextWithdrawalSequence(q));
}

async function viewOf(q: Queryable, clientId: string, id: string): Promise<TWithdrawal> {
  const row = (await repo.findWithdrawal(q, clientId, id))!;
  return withdrawalView(row, await repo.listEvents(q, clientId, [row.id]));
}

/** One of the caller's withdrawals by id or reference; another business's is the same 404 as an unknown one. */
export async function getWithdrawal(deps: AppDeps, caller: Caller, idOrReference: string): Promise<TWithdrawal> {
  const row = isUuid(idOrReference)
    ? await repo.findWithdrawal(deps.db, caller.clientId, idOrReference)
    : isWithdrawalNumber(idOrReference) || idOrReference.startsWith('AUTOSWEEP')
      ? await repo.findByReference(deps.db, caller.clientId, idOrReference)
      : undefined;
  if (!row) throw new AppError('NOT_FOUND', { message: 'Withdrawal not found.' });
  return withdrawalView(row, await repo.listEvents(deps.db, caller.clientId, [row.id]));
}

// The cursor names the last withdrawal of a page (its time and id); opaque to the web.
const encodeCursor = (r: { created_at: Date; id: string }) =>
  Buffer.from(`w|${r.created_at.toISOString()}|${r.id}`).toString('base64url');

function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  const [tag, at, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const createdAt = new Date(at ?? '');
  const decoded = { createdAt, id: id ?? '' };
  if (
    tag !== 'w' ||
    !isUuid(decoded.id) ||
    Number.isNaN(createdAt.getTime()) ||
    encodeCursor({ created_at: createdAt, id: decoded.id }) !== cursor
  ) {
    const message = 'This page cursor is not valid. Start again from the first page.';
    throw new AppError('VALIDATION_ERROR', { message, errors: [{ field: 'cursor', message }] });
  }
  return decoded;
}

/** The caller's withdrawals and sweeps, newest first, by keyset. */
export async function listWithdrawals(
  deps: AppDeps,
  caller: Caller,
  q: TWithdrawalsQuery & { limit: number },
): Promise<TWithdrawalList> {
  const rows = await repo.listWithdrawals(deps.db, caller.clientId, {
    kind: q.kind,
    after: q.cursor === undefined ? undefined : decodeCursor(q.cursor),
    limit: q.limit + 1,
  });
  const page = rows.slice(0, q.limit);
  const events = await repo.listEvents(
    deps.db,
    caller.clientId,
    page.map((r) => r.id),
  );
  return {
    rows: page.map((r) =>
      withdrawalView(
        r,
        events.filter((e) => e.withdrawal_id === r.id),
      ),
    ),
    nextCursor: rows.length > q.limit ? encodeCursor(page.at(-1)!) : null,
  };
}

/**
 * A past withdrawal of a business, written at `at` and handed to the rail then (the demo seed): through the same
 * checks' data, hold and submission as any withdrawal, nothing queued. `deps.clock` should read `at`, so the rail's
 * reports are dated from it; the seed then applies them in time with the rest of its history (nextRailStepInTx).
 */
export async function importWithdrawalInTx(
  tx: Queryable,
  deps: Pick<AppDeps, 'jobs' | 'partners' | 'clock'>,
  owner: Pick<Caller, 'clientId' | 'userId'>,
  w: { accountId: string; bankAccountId: string; amount: bigint; at: Date },
): Promise<string> {
  const account = await findOwnAccount(tx, owner, w.accountId);
  const bank = await findOwnBankAccount(tx, owner, w.bankAccountId);
  const id = randomUUID();
  await createWithdrawalInTx(tx, deps, owner.clientId, {
    id,
    kind: 'WITHDRAWAL',
    reference: withdrawalNumber(await repo.nextWithdrawalSequence(tx)),
    idempotency_key: null,
    currency_account_id: account.id,
    currency: account.currency,
    amount: w.amount,
    bank_account_id: bank.id,
    bank_name: bank.bank_name,
    holder_name: bank.holder_name,
    account_number: bank.account_number,
    country_code: bank.country_code,
    payout_method: bank.payout_method,
    hold_transfer_id: holdTransferId(id),
    sweep_day: null,
    created_by: owner.userId,
    created_at: w.at,
  });
  await submitWithdrawalInTx(tx, deps, { clientId: owner.clientId, withdrawalId: id });
  return id;
}
