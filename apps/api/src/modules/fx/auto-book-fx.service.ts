import type { TExchange } from '@corridor/contracts/fx/fx-common';
import { type ExchangeValueMinor, exchangeValue } from '@corridor/domain/fx-math';
import { formatRate } from '@corridor/domain/rates';
import type { Caller } from '../../caller.ts';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { getBalances } from '../../ledger/ledger.service.ts';
import { findOwnAccount, type OwnAccount, openAccountsOf } from '../accounts/accounts.service.ts';
import { loadActiveClient } from '../clients/clients.service.ts';
import { bookExchangesInTx, type ExchangeBooking } from './exchanges.service.ts';
import type { HoldRow } from './fx.repository.ts';
import type { FixedSide } from './fx-amounts.service.ts';
import { markHoldUsed, recordSpotHold, usableHold } from './fx-holds.service.ts';
import { type ClientRate, clientRate, type RateDeps } from './fx-pricing.ts';

/** A debit about to be booked from one of the caller's accounts, which auto book-FX may have to fund first. */
export type ShortfallRequest = {
  /** The account the debit comes out of. */
  accountId: string;
  /** Its currency (the debit's): checked against the account. */
  currency: string;
  /** The whole debit, in minor units of `currency`. */
  amountMinor: bigint;
  /** What the debit is ("Payout PO-1234"): the conversions' ledger references name it. */
  reference: string;
  /**
   * The caller's holds into `currency` (say, the rates its user locked on the payout screen): a conversion from a
   * source currency with one of these books at its rate and uses it up; any other converts at the live client rate.
   */
  holdIds?: readonly string[];
};

/**
 * Auto book-FX (spec §3 `is_auto_book_fx`, `disable_auto_bookfx`, `auto_bookfx_sequence`), inside the caller's
 * transaction `tx`, just before it books a debit of `amountMinor` from `accountId`. If the account's available
 * balance falls short and the business has auto book-FX on, the shortfall is bought into the account from the
 * business's other open accounts — by `auto_bookfx_sequence` (unnumbered accounts last, then by currency code),
 * skipping those with `disable_auto_bookfx` — each converting just enough: the remaining shortfall as a fixed
 * destination (source rounded up), or, when it holds less, its whole available balance (destination rounded down),
 * and the walk goes on. Each conversion is an exchange at a held rate: a hold of `holdIds` for its pair (then USED),
 * else the live client rate recorded as a hold already USED; its ledger legs are bookFx's, through FX_POSITION,
 * their reference saying it was automatic.
 *
 * Returns the exchanges booked: none when nothing is short or auto book-FX is off (the debit then fails on its
 * own). When all the accounts together cannot cover the shortfall it throws INSUFFICIENT_FUNDS before writing
 * anything; any later failure is the caller's to roll back with its transaction, like the debit.
 *
 * Balances are read without locking them: a concurrent debit that takes a source account's money first makes the
 * ledger refuse the conversion (INSUFFICIENT_FUNDS), never overdraws it.
 */
export async function coverShortfallByAutoBookFx(
  tx: Queryable,
  deps: RateDeps,
  caller: Pick<Caller, 'clientId' | 'userId'>,
  req: ShortfallRequest,
): Promise<TExchange[]> {
  if (req.amountMinor <= 0n) throw new AppError('INVALID_AMOUNT');
  const target = await findOwnAccount(tx, caller, req.accountId);
  if (!target.is_active) throw new AppError('ACCOUNT_CLOSED');
  if (target.currency !== req.currency) {
    const message = `This account holds ${target.currency}, not ${req.currency}.`;
    throw new AppError('VALIDATION_ERROR', { message, errors: [{ field: 'currency', message }] });
  }
  const available = (await getBalances(tx, [target.id])).get(target.id)?.available ?? 0n;
  const shortfall = req.amountMinor - available;
  if (shortfall <= 0n) return [];
  const client = await loadActiveClient(tx, caller.clientId);
  if (!client?.is_auto_book_fx) return [];

  const now = deps.clock.now();
  const holds = await heldRates(tx, caller, req.holdIds ?? [], target.currency, now);
  const sources = (await openAccountsOf(tx, caller))
    .filter((a) => a.id !== target.id && a.currency !== target.currency && !a.disable_auto_bookfx)
    .sort(bySequence);
  const balances = await getBalances(
    tx,
    sources.map((a) => a.id),
  );

  // Plan every conversion first: nothing is written unless the shortfall can be covered.
  type Planned = {
    source: OwnAccount;
    rate: ClientRate;
    hold?: HoldRow;
    fixedSide: FixedSide;
    value: ExchangeValueMinor;
  };
  const plan: Planned[] = [];
  let remaining = shortfall;
  for (const source of sources) {
    if (remaining <= 0n) break;
    const has = balances.get(source.id)?.available ?? 0n;
    if (has <= 0n) continue;
    const hold = holds.get(source.currency);
    const rate = hold ?? (await liveRate(tx, deps, caller.clientId, source.currency, target.currency));
    if (!rate) continue;
    const at = (fixedSide: FixedSide, amount: bigint) =>
      exchangeValue({
        sourceCurrency: source.currency,
        destinationCurrency: target.currency,
        rate: rate.fx_rate,
        fixedSide,
        amount,
      });
    const whole = at('destination', remaining);
    if (whole.sourceAmount <= has) {
      plan.push({ source, rate, hold, fixedSide: 'destination', value: whole });
      remaining = 0n;
      break;
    }
    const all = at('source', has);
    if (all.destinationAmount < 1n) continue; // too little to buy one smallest unit
    plan.push({ source, rate, hold, fixedSide: 'source', value: all });
    remaining -= all.destinationAmount;
  }
  if (remaining > 0n) throw new AppError('INSUFFICIENT_FUNDS');

  const bookings: ExchangeBooking[] = [];
  for (const p of plan) {
    let held: ExchangeBooking['hold'];
    if (p.hold) {
      await markHoldUsed(tx, caller, p.hold.id, now);
      held = p.hold;
    } else {
      held = await recordSpotHold(tx, caller, p.rate, now);
    }
    bookings.push({
      hold: held,
      source: p.source,
      destination: target,
      fixedSide: p.fixedSide,
      value: p.value,
      reference: `Auto exchange ${p.source.currency} to ${target.currency} at ${formatRate(held.fx_rate)} for ${req.reference}`,
    });
  }
  return bookExchangesInTx(tx, caller, now, bookings);
}

/** Sequence 1, 2, 3 …, then the accounts with none; ties (and the unnumbered) by currency code, one per account. */
function bySequence(a: OwnAccount, b: OwnAccount): number {
  const sa = a.auto_bookfx_sequence ?? Number.POSITIVE_INFINITY;
  const sb = b.auto_bookfx_sequence ?? Number.POSITIVE_INFINITY;
  if (sa !== sb) return sa < sb ? -1 : 1;
  return a.currency < b.currency ? -1 : a.currency > b.currency ? 1 : 0;
}

/**
 * The caller's usable holds into `destination`, by source currency, locked until commit so no other booking uses
 * them meanwhile. Another business's hold is not found (404); a used or expired one, or one into another currency,
 * is refused; two for one source currency are ambiguous and refused.
 */
async function heldRates(
  tx: Queryable,
  caller: Pick<Caller, 'clientId'>,
  holdIds: readonly string[],
  destination: string,
  now: Date,
): Promise<Map<string, HoldRow>> {
  const bySource = new Map<string, HoldRow>();
  // In one order, so two transactions locking the same holds cannot deadlock.
  for (const id of [...new Set(holdIds)].sort()) {
    const hold = await usableHold(tx, caller, id, { destination }, now, { lock: true });
    if (bySource.has(hold.source_currency)) {
      const message = `Only one held rate from ${hold.source_currency} can be used.`;
      throw new AppError('VALIDATION_ERROR', { message, errors: [{ field: 'fx_hold_id', message }] });
    }
    bySource.set(hold.source_currency, hold);
  }
  return bySource;
}

/** The client's live rate on a pair, or none when the pair cannot be priced now (that account is passed over). */
async function liveRate(tx: Queryable, deps: RateDeps, clientId: string, source: string, destination: string) {
  try {
    return await clientRate(deps, clientId, source, destination, tx);
  } catch (err) {
    if (err instanceof AppError && err.code === 'FX_RATE_UNAVAILABLE') return undefined;
    throw err;
  }
}
