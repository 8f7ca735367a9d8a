import { randomUUID } from 'node:crypto';
import type { TFxHold } from '@corridor/contracts/fx/fx-common';
import type { TLockFxRateRequest } from '@corridor/contracts/fx/lock-fx-rate';
import { HOLD_DEFAULT_DAYS, LOCK_MAX_MONTHS, latestLockExpiry, QUOTE_TTL_SECONDS } from '@corridor/domain/fx';
import type { AppDeps } from '../../app-deps.ts';
import type { Caller } from '../../caller.ts';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { isUuid, stableUuid } from '../../ledger/ids.ts';
import { loadActiveClient } from '../clients/clients.service.ts';
import * as repo from './fx.repository.ts';
import type { ClientRate } from './fx-pricing.ts';
import { verifyQuote } from './fx-quotes.service.ts';
import { holdStatusAt, holdView, rateFields } from './fx-views.ts';

const DAY_MS = 86_400_000;

/**
 * Turns a valid quote into a single-use hold for the caller's business (POST lockFxRate). The hold's id derives
 * from the user and the signature, so the same person locking the same quote again gets the same hold instead of a
 * second one.
 */
export async function lockFxRate(deps: AppDeps, caller: Caller, req: TLockFxRateRequest): Promise<TFxHold> {
  const quote = await verifyQuote(deps, caller, req.rate_signature);
  const now = deps.clock.now();
  const expiry = req.hold_expiry_at
    ? new Date(req.hold_expiry_at)
    : new Date(now.getTime() + HOLD_DEFAULT_DAYS * DAY_MS);
  if (expiry.getTime() <= now.getTime()) throw expiryError('The hold must end in the future.');
  if (expiry.getTime() > latestLockExpiry(now).getTime()) {
    throw expiryError(`A rate can be held for at most ${LOCK_MAX_MONTHS} months.`);
  }
  // Spec §3 `lockAndHoldFx`: holding a rate past the default timer is a service the business must have; without it
  // every business may still hold a rate for the default days (bookings, bulk payments and payouts rely on that).
  if (expiry.getTime() > now.getTime() + HOLD_DEFAULT_DAYS * DAY_MS && !(await canLockAndHold(deps, caller))) {
    throw expiryError(
      `Your business can hold a rate for up to ${HOLD_DEFAULT_DAYS} days. Contact us to hold rates for longer.`,
    );
  }
  // Per user: two people of one business quoted in the same second get the same signed quote (quotes are cached per
  // business, pair and second), and each must get a hold of their own, not find the other's already used.
  const id = stableUuid('fx-hold', caller.clientId, caller.userId, req.rate_signature);
  await repo.insertHold(deps.db, caller.clientId, {
    id,
    created_by: caller.userId,
    source_currency: quote.source_currency,
    destination_currency: quote.destination_currency,
    base_fx_rate: quote.base_fx_rate,
    fx_rate: quote.fx_rate,
    margin: quote.margin,
    quoted_at: new Date(quote.quoted_at),
    hold_expiry_at: expiry,
    // A lockFxRate hold locks the rate exactly as long as it may be used.
    lock_expiry_at: expiry,
    created_at: now,
  });
  const hold = (await repo.findHold(deps.db, caller.clientId, id))!;
  if (req.hold_expiry_at && hold.hold_expiry_at.getTime() !== expiry.getTime()) {
    throw new AppError('CONFLICT', { message: 'This quote is already held until another time. Get a new quote.' });
  }
  return holdView(hold, now);
}

/** One of the caller's holds (GET getHoldFx); an unknown id and another business's id are the same 404. */
export async function getHoldFx(deps: AppDeps, caller: Caller, holdId: string): Promise<TFxHold> {
  return holdView(await ownHold(deps.db, caller, holdId), deps.clock.now());
}

/**
 * The caller's hold for `pair`, if it can be used now: ACTIVE and before its expiry. `lock` (inside the transaction
 * that uses it) holds the row until commit, so two bookings cannot both use one hold. Without `pair.source`, a hold
 * into `pair.destination` from any currency (auto book-FX picks the source account by the hold's pair).
 */
export async function usableHold(
  q: Queryable,
  caller: Pick<Caller, 'clientId'>,
  holdId: string,
  pair: { source?: string; destination: string },
  now: Date,
  opts: { lock?: boolean } = {},
): Promise<repo.HoldRow> {
  const hold = await ownHold(q, caller, holdId, opts.lock);
  const status = holdStatusAt(hold, now);
  if (status === 'USED') throw new AppError('FX_HOLD_USED');
  if (status === 'EXPIRED') throw new AppError('FX_HOLD_EXPIRED');
  if (
    (pair.source !== undefined && hold.source_currency !== pair.source) ||
    hold.destination_currency !== pair.destination
  ) {
    const message = `This held rate is for ${hold.source_currency} to ${hold.destination_currency}.`;
    throw new AppError('VALIDATION_ERROR', { message, errors: [{ field: 'fx_hold_id', message }] });
  }
  return hold;
}

/** Uses up a hold that `usableHold` locked, in the same transaction as what it was used for. */
export async function markHoldUsed(tx: Queryable, caller: Pick<Caller, 'clientId'>, holdId: string, at: Date) {
  await repo.markHoldUsed(tx, caller.clientId, holdId, at);
}

/**
 * Records a rate used at once (auto book-FX with no hold of the caller's for the pair, a payout at the live rate, a
 * forward contract settling at its locked rate) as a hold that is already USED, inside the transaction that uses it:
 * every exchange and payout then names the rate it was booked at. `quotedAt`: when the rate was quoted, if not now (a
 * forward contract's booking). `lockExpiryAt`: how long the rate stays locked for what used it (a payout waiting for
 * its approver keeps the rate until then); by default as long as a quote lives.
 */
export async function recordSpotHold(
  tx: Queryable,
  caller: Pick<Caller, 'clientId' | 'userId'>,
  rate: ClientRate,
  now: Date,
  opts: { quotedAt?: Date; lockExpiryAt?: Date } = {},
): Promise<ClientRate & { id: string; lock_expiry_at: Date }> {
  const hold = spotHold(caller, rate, now, opts);
  await repo.insertHold(tx, caller.clientId, hold, now);
  return { id: hold.id, ...rateFields(rate), lock_expiry_at: hold.lock_expiry_at };
}

export type SpotHold = repo.NewHold;

/**
 * The hold `recordSpotHold` writes (as USED at `now`), for a caller that writes it in the same statement as what uses
 * it (createPayout, in one round trip with the payout).
 */
export function spotHold(
  caller: Pick<Caller, 'userId'>,
  rate: ClientRate,
  now: Date,
  opts: { quotedAt?: Date; lockExpiryAt?: Date } = {},
): SpotHold {
  // It could have been used for as long as a quote lives; it is used at once.
  const expiry = new Date(now.getTime() + QUOTE_TTL_SECONDS * 1000);
  return {
    id: randomUUID(),
    created_by: caller.userId,
    source_currency: rate.source_currency,
    destination_currency: rate.destination_currency,
    base_fx_rate: rate.base_fx_rate,
    fx_rate: rate.fx_rate,
    margin: rate.margin,
    quoted_at: opts.quotedAt ?? now,
    hold_expiry_at: expiry,
    lock_expiry_at: opts.lockExpiryAt ?? expiry,
    created_at: now,
  };
}

/** Writes EXPIRED on ACTIVE holds past their expiry (the fx.expire-holds job); returns how many. */
export async function expireHolds(deps: AppDeps, limit = 1_000): Promise<number> {
  return repo.expireHolds(deps.db, deps.clock.now(), limit);
}

async function canLockAndHold(deps: AppDeps, caller: Caller): Promise<boolean> {
  return (await loadActiveClient(deps.db, caller.clientId))?.lockAndHoldFx === true;
}

async function ownHold(q: Queryable, caller: Pick<Caller, 'clientId'>, holdId: string, lock = false) {
  const hold = isUuid(holdId) ? await repo.findHold(q, caller.clientId, holdId, lock) : undefined;
  if (!hold) throw new AppError('NOT_FOUND', { message: 'Rate hold not found.' });
  return hold;
}

function expiryError(message: string) {
  return new AppError('VALIDATION_ERROR', { message, errors: [{ field: 'hold_expiry_at', message }] });
}

/** A hold as other modules read it (payouts keep the one they used up). */
export type { HoldRow } from './fx.repository.ts';
