import { randomUUID } from 'node:crypto';
import type { TCardBalanceList } from '@corridor/contracts/card-balances/card-balances';
import type {
  TCardWithdrawal,
  TCardWithdrawalDetail,
  TCardWithdrawalList,
  TCardWithdrawalsQuery,
  TCardWithdrawRequest,
} from '@corridor/contracts/card-balances/card-withdraw';
import { toMoney } from '@corridor/contracts/money';
import { isCardsAreaOn } from '@corridor/domain/access';
import { DEFAULT_AMOUNT_CEILING_MAJOR } from '@corridor/domain/amount-limits';
import {
  CARD_WITHDRAW_MESSAGES,
  CARD_WITHDRAWAL_STATUS_LABELS,
  cardWithdrawalTrackerSteps,
  checkCardWithdrawalAmount,
} from '@corridor/domain/card-balances/card-withdraw';
import { isWithdrawalNumber } from '@corridor/domain/withdrawals/references';
import type { AppDeps } from '../../app-deps.ts';
import type { Caller } from '../../caller.ts';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { isUuid, stableUuid } from '../../ledger/ids.ts';
import { book, getBalances, openCardBalanceLedgerAccount } from '../../ledger/ledger.service.ts';
import { type IdempotencyRequest, type IdempotentResult, runIdempotent } from '../../platform/idempotency.ts';
import { findOwnAccount, type OwnAccount, openAccountsOf } from '../accounts/accounts.service.ts';
import { featureConfiguration, loadActiveClient } from '../clients/clients.service.ts';
import { nextWithdrawalReference } from '../withdrawals/withdrawals.service.ts';
import * as repo from './card-balances.repository.ts';

/**
 * Card balances (spec §7 n1 "wallet balance", "customer withdraw"): the money a business loaded for its cards, one
 * CARD_BALANCE ledger account per currency (034_card_balances.sql). Money comes onto one from a currency account (a
 * top-up) and goes back to the currency account of its currency (a card withdrawal, FW…); both are posted at once, in
 * the transaction that records them, since both accounts are the business's own.
 */

type Owner = Pick<Caller, 'clientId' | 'userId'>;

/**
 * Spec §6 "Cards: flag on, entity in enabled list, compliance status allowed for the roles": the card balance calls
 * answer what the cards menu shows. Refused like any page the user may not open (403 FORBIDDEN).
 */
async function requireCardsArea(deps: AppDeps, caller: Caller): Promise<void> {
  const [{ features }, client] = await Promise.all([
    featureConfiguration(deps, caller),
    loadActiveClient(deps.db, caller.clientId),
  ]);
  const roles = caller.roles.map((role_name) => ({ role_name }));
  if (!isCardsAreaOn({ features, entity: caller.legalEntity, clientStatus: client?.status, roles })) {
    throw new AppError('FORBIDDEN');
  }
}

const invalid = (
  field: string,
  message: string,
  code: 'VALIDATION_ERROR' | 'INSUFFICIENT_FUNDS' = 'VALIDATION_ERROR',
) => new AppError(code, { message, errors: [{ field, message }] });

const destinationOf = (accounts: OwnAccount[], currency: string) =>
  accounts.find((a) => a.currency === currency && a.is_active);

/** GET wallet-balance: each card balance with what it holds, what can be withdrawn, and where it would go. */
export async function listCardBalances(deps: AppDeps, caller: Caller): Promise<TCardBalanceList> {
  await requireCardsArea(deps, caller);
  const [rows, accounts] = await Promise.all([
    repo.listCardBalances(deps.db, caller.clientId),
    openAccountsOf(deps.db, caller),
  ]);
  const balances = await getBalances(
    deps.db,
    rows.map((r) => r.id),
  );
  return {
    balances: rows.map((r) => {
      const b = balances.get(r.id);
      const destination = destinationOf(accounts, r.currency);
      return {
        _id: r.id,
        currency: r.currency,
        balance: toMoney(b?.ledger ?? 0n, r.currency),
        available: toMoney(b?.available ?? 0n, r.currency),
        destination: destination
          ? {
              _id: destination.id,
              currency: destination.currency,
              account_number: destination.account_number,
              label: destination.label,
            }
          : null,
      };
    }),
  };
}

/**
 * POST customer/withdraw: the amount leaves the card balance in `currency` for the caller's own open currency account
 * in that currency, in one transaction with the Idempotency-Key, the FW record and the posted transfer. Anything
 * refused (another business's account, a closed one, over the balance) writes nothing and leaves the key free.
 */
export async function withdrawFromCardBalance(
  deps: AppDeps,
  caller: Caller,
  req: TCardWithdrawRequest,
  idem: IdempotencyRequest,
): Promise<IdempotentResult<TCardWithdrawal>> {
  await requireCardsArea(deps, caller);
  return runIdempotent(deps.db, caller.clientId, idem, async (tx) => {
    const at = deps.clock.now();
    const id = await withdrawInTx(tx, deps.config.AMOUNT_CEILING_MAJOR, caller, { ...req, key: idem.key, at });
    return { status: 201, body: await viewOf(tx, caller.clientId, id) };
  });
}

async function withdrawInTx(
  tx: Queryable,
  ceilingMajor: bigint,
  owner: Owner,
  w: { currency: string; accountId: string; amount: string; key: string | null; at: Date },
): Promise<string> {
  const card = await repo.findCardBalance(tx, owner.clientId, w.currency);
  if (!card) throw invalid('currency', CARD_WITHDRAW_MESSAGES.noCardBalance(w.currency));
  // Shared: the account cannot be closed under us until this commits (closing takes it for update).
  const account = await findOwnAccount(tx, owner, w.accountId, 'share');
  if (!account.is_active) throw new AppError('ACCOUNT_CLOSED');
  if (account.currency !== card.currency) {
    throw invalid('accountId', CARD_WITHDRAW_MESSAGES.currencyMismatch(card.currency));
  }
  // Locks the card balance until commit: two withdrawals at once cannot both spend the same money (the database's
  // overdraft guard would refuse the second anyway; this makes it a clear message instead).
  const available = (await getBalances(tx, [card.id], { lock: true })).get(card.id)?.available ?? 0n;
  const amount = checkCardWithdrawalAmount(w.amount, card.currency, available, ceilingMajor);
  if (!amount.ok) throw invalid('amount', amount.message, amount.isOverAvailable ? 'INSUFFICIENT_FUNDS' : undefined);
  const id = randomUUID();
  const reference = await nextWithdrawalReference(tx);
  await repo.insertWithdrawal(tx, owner.clientId, {
    id,
    reference,
    idempotency_key: w.key,
    card_balance_id: card.id,
    currency_account_id: account.id,
    currency: card.currency,
    amount: amount.minor,
    created_by: owner.userId,
    created_at: w.at,
  });
  await book(tx, [
    {
      id: stableUuid('card-withdrawal', id),
      debitAccountId: card.id,
      creditAccountId: account.id,
      amount: amount.minor,
      currency: card.currency,
      code: 'CARD',
      reference: `Withdrawal ${reference} from your ${card.currency} card balance`,
      businessType: 'card_withdrawal',
      businessId: reference,
    },
  ]);
  return id;
}

function view(row: repo.CardWithdrawalRow): TCardWithdrawal {
  return {
    _id: row.id,
    reference: row.reference,
    status: row.status,
    statusLabel: CARD_WITHDRAWAL_STATUS_LABELS[row.status],
    amount: toMoney(row.amount, row.currency),
    destination_account: { _id: row.currency_account_id, currency: row.currency, account_number: row.account_number },
    created_at: row.created_at.toISOString(),
  };
}

async function viewOf(q: Queryable, clientId: string, id: string): Promise<TCardWithdrawal> {
  return view((await repo.findWithdrawal(q, clientId, id))!);
}

/** GET customer/withdrawals: the latest card withdrawals of the caller's business, newest first. */
export async function listCardWithdrawals(
  deps: AppDeps,
  caller: Caller,
  q: TCardWithdrawalsQuery & { limit: number },
): Promise<TCardWithdrawalList> {
  await requireCardsArea(deps, caller);
  return { rows: (await repo.listWithdrawals(deps.db, caller.clientId, q.limit)).map(view) };
}

/**
 * GET customer/withdrawals/:id: one card withdrawal by id or FW reference, with its tracker. Not behind the cards
 * area's rule: it is a movement of the business's currency account, which Transactions lists whatever the cards
 * menu shows today. Another business's (or an unknown) id is the same 404.
 */
export async function getCardWithdrawal(
  deps: AppDeps,
  caller: Caller,
  idOrReference: string,
): Promise<TCardWithdrawalDetail> {
  const row = isUuid(idOrReference)
    ? await repo.findWithdrawal(deps.db, caller.clientId, idOrReference)
    : isWithdrawalNumber(idOrReference)
      ? await repo.findWithdrawalByReference(deps.db, caller.clientId, idOrReference)
      : undefined;
  if (!row) throw new AppError('NOT_FOUND', { message: 'Withdrawal not found.' });
  const createdAt = row.created_at.toISOString();
  const updatedAt = row.updated_at.toISOString();
  return {
    ...view(row),
    card_balance: { _id: row.card_balance_id, currency: row.currency },
    tracker: cardWithdrawalTrackerSteps({ status: row.status, createdAt, completedAt: updatedAt }),
    updated_at: updatedAt,
  };
}

/** The business's card balance in `currency`, opened (ledger account and record) when it has none yet. */
export async function openCardBalanceInTx(
  tx: Queryable,
  owner: Pick<Caller, 'clientId'>,
  currency: string,
  at: Date,
): Promise<string> {
  const existing = await repo.findCardBalance(tx, owner.clientId, currency);
  if (existing) return existing.id;
  const id = randomUUID();
  await openCardBalanceLedgerAccount(tx, { id, clientId: owner.clientId, currency });
  await repo.insertCardBalance(tx, owner.clientId, { id, currency, createdAt: at });
  return id;
}

/**
 * Loads `amount` from a currency account onto the card balance of its currency (opened if needed), posted at once —
 * the cards area's add money, used by the demo seed and the tests until its page (/n1-cards-add-money) exists. More
 * than the account can spend is INSUFFICIENT_FUNDS (the ledger refuses it), and the caller's transaction must roll back.
 */
export async function topUpCardBalanceInTx(
  tx: Queryable,
  owner: { clientId: string; userId: string | null },
  t: { accountId: string; amount: bigint; at: Date },
): Promise<string> {
  const account = await findOwnAccount(tx, owner, t.accountId, 'share');
  if (!account.is_active) throw new AppError('ACCOUNT_CLOSED');
  const cardBalanceId = await openCardBalanceInTx(tx, owner, account.currency, t.at);
  const id = randomUUID();
  await repo.insertTopUp(tx, owner.clientId, {
    id,
    card_balance_id: cardBalanceId,
    currency_account_id: account.id,
    currency: account.currency,
    amount: t.amount,
    created_by: owner.userId,
    created_at: t.at,
  });
  await book(tx, [
    {
      id: stableUuid('card-top-up', id),
      debitAccountId: account.id,
      creditAccountId: cardBalanceId,
      amount: t.amount,
      currency: account.currency,
      code: 'CARD',
      reference: `Added to your ${account.currency} card balance`,
      businessType: 'card_top_up',
      businessId: id,
    },
  ]);
  return id;
}

/** A past card withdrawal (the demo seed), through the same checks and booking as one asked for on the page. */
export async function importCardWithdrawalInTx(
  tx: Queryable,
  owner: Owner,
  w: { currency: string; accountId: string; amount: string; at: Date },
): Promise<string> {
  return withdrawInTx(tx, DEFAULT_AMOUNT_CEILING_MAJOR, owner, { ...w, key: null });
}
