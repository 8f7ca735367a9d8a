import { randomBytes, randomUUID } from 'node:crypto';
import type { TBookFxRequest } from '@corridor/contracts/fx/book-fx';
import type { TExchangesRequest, TExchangesResponse } from '@corridor/contracts/fx/exchanges';
import type { TExchange } from '@corridor/contracts/fx/fx-common';
import type { ExchangeValueMinor } from '@corridor/domain/fx-math';
import { formatRate } from '@corridor/domain/rates';
import type { AppDeps } from '../../app-deps.ts';
import { localDayStart } from '../../business-time.ts';
import type { Caller } from '../../caller.ts';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { isUuid, stableUuid, systemAccountId } from '../../ledger/ids.ts';
import { book } from '../../ledger/ledger.service.ts';
import type { TransferInput } from '../../ledger/ledger.types.ts';
import { type IdempotencyRequest, type IdempotentResult, runIdempotent } from '../../platform/idempotency.ts';
import { findOwnAccount } from '../accounts/accounts.service.ts';
import * as repo from './exchanges.repository.ts';
import { type FixedSide, fixedSideOf, priceAmounts } from './fx-amounts.service.ts';
import { markHoldUsed, usableHold } from './fx-holds.service.ts';
import type { ClientRate } from './fx-pricing.ts';
import { rateFields, storedExchangeValueView } from './fx-views.ts';

/**
 * Books an exchange between two of the caller's accounts at one of its holds (POST transactions/bookFx), in one
 * transaction with the Idempotency-Key: the hold is used up, the exchange recorded, and the ledger books two
 * transfers through the FX position accounts — source account → FX_POSITION(source currency), then
 * FX_POSITION(destination currency) → destination account — each balanced in its own currency. Anything refused
 * (insufficient balance included) rolls all of it back: the hold stays ACTIVE and the key free for a retry.
 */
export async function bookFx(
  deps: AppDeps,
  caller: Caller,
  req: TBookFxRequest,
  idem: IdempotencyRequest,
): Promise<IdempotentResult<TExchange>> {
  return runIdempotent(deps.db, caller.clientId, idem, async (tx) => {
    const now = deps.clock.now();
    const source = await findOwnAccount(tx, caller, req.source_account_id);
    const destination = await findOwnAccount(tx, caller, req.destination_account_id);
    if (source.id === destination.id) {
      const message = 'Choose two different accounts.';
      throw new AppError('VALIDATION_ERROR', { message, errors: [{ field: 'destination_account_id', message }] });
    }
    if (!source.is_active || !destination.is_active) throw new AppError('ACCOUNT_CLOSED');
    const pair = { source: source.currency, destination: destination.currency };
    const hold = await usableHold(tx, caller, req.fx_hold_id, pair, now, { lock: true });
    const value = priceAmounts(hold, req, deps.config.AMOUNT_CEILING_MAJOR);
    await markHoldUsed(tx, caller, hold.id, now);
    try {
      const [exchange] = await bookExchangesInTx(tx, caller, now, [
        { hold, source, destination, fixedSide: fixedSideOf(req), value },
      ]);
      return { status: 201, body: exchange! };
    } catch (err) {
      if (err instanceof AppError && err.code === 'INSUFFICIENT_FUNDS') {
        const field = fixedSideOf(req) === 'source' ? 'source_amount' : 'destination_amount';
        throw new AppError('INSUFFICIENT_FUNDS', { errors: [{ field, message: err.message }] });
      }
      throw err;
    }
  });
}

/** One exchange to book: between two of the caller's accounts, at a hold's rate, its amounts already priced. */
export type ExchangeBooking = {
  /** The hold whose rate it books at: the caller has already used it up (or recorded it used) in this transaction. */
  hold: ClientRate & { id: string };
  source: { id: string; currency: string };
  destination: { id: string; currency: string };
  fixedSide: FixedSide;
  value: ExchangeValueMinor;
  /** The ledger legs' reference; "Exchange SGD to USD at 0.74" unless said. */
  reference?: string;
};

/** One conversion: `from.amount` leaves `from.accountId` in its currency, `to.amount` arrives in `to.accountId`. */
export type Conversion = {
  /** The two legs' transfer ids (stable ids derived from the business event, so a retry is a replay). */
  ids: { source: string; destination: string };
  from: { accountId: string; currency: string; amount: bigint };
  to: { accountId: string; currency: string; amount: bigint };
  reference: string;
  businessType: string;
  businessId: string;
};

/**
 * The two FX_CONVERSION legs of a conversion, each balanced in its own currency: from → FX_POSITION(from currency),
 * FX_POSITION(to currency) → to. The one way a conversion is written to the ledger: exchanges between a business's
 * accounts (below), and payouts converting on their way out (or back, when returned) between house accounts.
 */
export function conversionTransfers(c: Conversion): TransferInput[] {
  const leg = {
    code: 'FX_CONVERSION' as const,
    reference: c.reference,
    businessType: c.businessType,
    businessId: c.businessId,
  };
  return [
    {
      ...leg,
      id: c.ids.source,
      debitAccountId: c.from.accountId,
      creditAccountId: systemAccountId('FX_POSITION', c.from.currency),
      amount: c.from.amount,
      currency: c.from.currency,
    },
    {
      ...leg,
      id: c.ids.destination,
      debitAccountId: systemAccountId('FX_POSITION', c.to.currency),
      creditAccountId: c.to.accountId,
      amount: c.to.amount,
      currency: c.to.currency,
    },
  ];
}

/**
 * Records exchanges and books their ledger legs inside the caller's transaction `tx`: the one place the two
 * FX_CONVERSION transfers of an exchange are written (bookFx, auto book-FX). Each exchange is source account →
 * FX_POSITION(source currency), then FX_POSITION(destination currency) → destination account, each balanced in its
 * own currency; all of them go to the ledger in one call, so the FX position accounts are locked once, in order.
 * An exchange the balances cannot pay throws INSUFFICIENT_FUNDS and the caller's transaction must roll back.
 */
export async function bookExchangesInTx(
  tx: Queryable,
  caller: Pick<Caller, 'clientId' | 'userId'>,
  now: Date,
  bookings: readonly ExchangeBooking[],
): Promise<TExchange[]> {
  const transfers: TransferInput[] = [];
  const ids: string[] = [];
  for (const b of bookings) {
    const id = randomUUID();
    const exchangeNumber = newExchangeNumber();
    const { source, destination, value } = b;
    await repo.insertExchange(tx, caller.clientId, {
      id,
      exchange_number: exchangeNumber,
      fx_hold_id: b.hold.id,
      source_account_id: source.id,
      destination_account_id: destination.id,
      ...rateFields(b.hold),
      fixed_side: b.fixedSide,
      source_amount: value.sourceAmount,
      converted_amount: value.convertedAmount,
      destination_amount: value.destinationAmount,
      fee_amount: value.feeAmount,
      swift_fee_amount: value.swiftFeeAmount,
      supplier_payments_fee: value.supplierPaymentsFee,
      created_by: caller.userId,
      created_at: now,
    });
    ids.push(id);
    const reference =
      b.reference ?? `Exchange ${source.currency} to ${destination.currency} at ${formatRate(b.hold.fx_rate)}`;
    transfers.push(
      ...conversionTransfers({
        ids: {
          source: stableUuid('fx-exchange', id, 'source'),
          destination: stableUuid('fx-exchange', id, 'destination'),
        },
        from: { accountId: source.id, currency: source.currency, amount: value.sourceAmount },
        to: { accountId: destination.id, currency: destination.currency, amount: value.destinationAmount },
        reference,
        businessType: 'exchange',
        businessId: exchangeNumber,
      }),
    );
  }
  // Read before booking: the ledger locks the (shared) FX position accounts until commit, so keep that short.
  const rows: repo.ExchangeRow[] = [];
  for (const id of ids) rows.push((await repo.findExchange(tx, caller.clientId, id))!);
  await book(tx, transfers);
  return rows.map(exchangeView);
}

/** One of the caller's exchanges (GET bookfx/:id); unknown and another business's ids are the same 404. */
export async function getExchange(deps: AppDeps, caller: Caller, id: string): Promise<TExchange> {
  const row = isUuid(id) ? await repo.findExchange(deps.db, caller.clientId, id) : undefined;
  if (!row) throw new AppError('NOT_FOUND', { message: 'Exchange not found.' });
  return exchangeView(row);
}

/** The caller's exchanges, newest first, by keyset (POST reports/bookfx/pagination). */
export async function listExchanges(
  deps: AppDeps,
  caller: Caller,
  req: TExchangesRequest & { limit: number },
): Promise<TExchangesResponse> {
  const afterId = req.cursor === undefined ? undefined : decodeCursor(req.cursor);
  const rows = await repo.findExchanges(deps.db, caller.clientId, {
    sourceCurrency: req.source_currency,
    destinationCurrency: req.destination_currency,
    fromTime: req.from ? localDayStart(req.from, caller.utcOffset, 'from') : undefined,
    toTime: req.to ? localDayStart(req.to, caller.utcOffset, 'to', 1) : undefined,
    afterId,
    limit: req.limit + 1,
  });
  // A cursor naming none of the caller's exchanges would page nothing, silently: say so instead.
  if (rows.length === 0 && afterId !== undefined && !(await repo.exchangeExists(deps.db, caller.clientId, afterId))) {
    throw invalidCursor();
  }
  const page = rows.slice(0, req.limit);
  return {
    rows: page.map(exchangeView),
    nextCursor: rows.length > req.limit ? encodeCursor(page.at(-1)!.id) : null,
  };
}

function exchangeView(r: repo.ExchangeRow): TExchange {
  const account = (id: string, currency: string, accountNumber: string, label: string | null) => ({
    _id: id,
    currency,
    account_number: accountNumber,
    label,
  });
  return {
    _id: r.id,
    exchange_number: r.exchange_number,
    status: r.status,
    ...rateFields(r),
    source_account: account(r.source_account_id, r.source_currency, r.source_account_number, r.source_label),
    destination_account: account(
      r.destination_account_id,
      r.destination_currency,
      r.destination_account_number,
      r.destination_label,
    ),
    fixed_side: r.fixed_side,
    exchangeValue: storedExchangeValueView(r),
    fx_hold_id: r.fx_hold_id,
    created_at: r.created_at.toISOString(),
    created_by: { _id: r.created_by, name: r.created_by_name },
  };
}

// Crockford's base32 (no I, L, O, U): 8 characters are 40 random bits, read aloud without confusion.
const BASE32 = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** "FX-7K2M9Q4T": the short reference people and the statement see. */
function newExchangeNumber(): string {
  let bits = BigInt(`0x${randomBytes(5).toString('hex')}`);
  let text = '';
  for (let i = 0; i < 8; i += 1) {
    text = BASE32[Number(bits & 31n)] + text;
    bits >>= 5n;
  }
  return `FX-${text}`;
}

// The cursor names the last exchange of a page; opaque to the web.
const encodeCursor = (id: string) => Buffer.from(`x${id}`).toString('base64url');

/** The exchange id in a cursor this API wrote; anything else (garbage, edited) is a 400. */
function decodeCursor(cursor: string): string {
  const id = Buffer.from(cursor, 'base64url').toString().slice(1);
  // Base64 decoding skips characters it does not know, so only a cursor that encodes back the same is ours.
  if (!isUuid(id) || encodeCursor(id) !== cursor) throw invalidCursor();
  return id;
}

function invalidCursor() {
  const message = 'This page cursor is not valid. Start again from the first page.';
  return new AppError('VALIDATION_ERROR', { message, errors: [{ field: 'cursor', message }] });
}
