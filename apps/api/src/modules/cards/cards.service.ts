import { randomUUID } from 'node:crypto';
import type { TSaveCardRequest, TSavedCard, TSavedCardList } from '@corridor/contracts/fundings/cards';
import { CARD_MCC, checkCardInput, dedupeSavedCards } from '@corridor/domain/fundings/cards';
import { toMinor } from '@corridor/domain/money';
import { TERMINAL_PAYOUT_STATUSES } from '@corridor/domain/payouts/transitions';
import type { AppDeps } from '../../app-deps.ts';
import type { Caller } from '../../caller.ts';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { isUuid } from '../../ledger/ids.ts';
import * as repo from './cards.repository.ts';

export type OwnCard = repo.SavedCardRow;

const cardNotFound = () => new AppError('CARD_NOT_FOUND');

function cardView(c: repo.SavedCardRow): TSavedCard {
  return {
    _id: c.id,
    brand: c.brand,
    type: c.card_type,
    lastFour: c.last_four,
    expiry: `${String(c.expiry_month).padStart(2, '0')}/${String(c.expiry_year % 100).padStart(2, '0')}`,
    isSaveCard: c.is_save_card,
    created_at: c.created_at.toISOString(),
  };
}

/** The saved-card list (spec §4): newest first, one row per card however often it was saved. */
export async function listSavedCards(deps: Pick<AppDeps, 'db'>, caller: Caller): Promise<TSavedCardList> {
  const rows = await repo.listSavedCards(deps.db, caller.clientId);
  const unique = dedupeSavedCards(
    rows.map((r) => ({ row: r, fingerprint: r.fingerprint, createdAt: r.created_at.toISOString() })),
  );
  return { cards: unique.map((u) => cardView(u.row)) };
}

/**
 * Hands the card to the processor, which verifies it with a 1-unit charge (mcc 7399) and answers a token. The
 * number and CVV go no further than that call: we keep the token, BIN, last four and expiry. A card the domain
 * refuses (Luhn, expired, CVV) never reaches the processor.
 */
export async function saveCard(deps: AppDeps, caller: Caller, req: TSaveCardRequest): Promise<TSavedCard> {
  const now = deps.clock.now();
  const card = checkCardInput(req, now);
  if (!card.ok) {
    throw new AppError('VALIDATION_ERROR', { message: card.errors[0]!.message, errors: card.errors });
  }
  const saved = await deps.partners.cardProcessor.saveCard({
    cardNumber: card.digits,
    expiryMonth: card.expiryMonth,
    expiryYear: card.expiryYear,
    cvv: req.cvv,
    clientId: caller.clientId,
    currency: req.currency,
    verificationAmountMinor: toMinor('1', req.currency),
    mccCode: CARD_MCC,
  });
  if (!saved.success) throw new AppError('CARD_VERIFICATION_FAILED');
  const row: Omit<repo.SavedCardRow, 'client_id' | 'is_active'> = {
    id: randomUUID(),
    ipp_mapping_id: saved.ippMappingId,
    customer_id: saved.customerId,
    fingerprint: saved.fingerprint,
    brand: saved.brand,
    card_type: saved.type,
    bin: card.bin,
    last_four: card.lastFour,
    expiry_month: card.expiryMonth,
    expiry_year: card.expiryYear,
    country: saved.country,
    is_save_card: req.isSaveCard,
    created_by: caller.userId,
    created_at: now,
  };
  await repo.insertCard(deps.db, caller.clientId, row);
  return cardView({ ...row, client_id: caller.clientId, is_active: true });
}

/**
 * Deletes a saved card (every token of it) and tells the processor; another business's card is CARD_NOT_FOUND, and
 * one a payment still waits to charge is CARD_IN_USE.
 */
export async function deleteCard(deps: AppDeps, caller: Caller, id: string): Promise<TSavedCardList> {
  const tokens = await deps.db.tx(async (tx) => {
    const card = isUuid(id) ? await repo.findActiveCard(tx, caller.clientId, id) : undefined;
    if (!card?.is_save_card) throw cardNotFound();
    // Held first: a payout being made with it at this moment either committed already (and is seen below) or waits,
    // then finds the card deleted (036's trigger).
    await repo.lockSavedTokens(tx, caller.clientId, card.fingerprint);
    // A payment made with it and not yet charged (waiting for approval) is charged when approved: it needs the card.
    if (await repo.isCardAwaitedByPayouts(tx, caller.clientId, card.fingerprint, TERMINAL_PAYOUT_STATUSES)) {
      throw new AppError('CARD_IN_USE');
    }
    return repo.deactivateCard(tx, caller.clientId, card.fingerprint, deps.clock.now());
  });
  for (const token of tokens) await deps.partners.cardProcessor.deleteCard(token);
  return listSavedCards(deps, caller);
}

/**
 * An active card of the caller's business, for a charge; anything else is CARD_NOT_FOUND. `forCharge` (inside the
 * charging transaction) holds it until commit: a card kept for one payment and charged at the same moment by another
 * request is then found retired, not charged twice.
 */
export async function findOwnCard(
  q: Queryable,
  caller: Pick<Caller, 'clientId'>,
  id: string,
  opts: { forCharge?: boolean } = {},
): Promise<OwnCard> {
  const card = isUuid(id) ? await repo.findActiveCard(q, caller.clientId, id, opts.forCharge) : undefined;
  if (!card) throw cardNotFound();
  return card;
}

/** A card the person did not ask to keep serves one payment: retired once it is charged (in that transaction). */
export async function retireIfOneTime(q: Queryable, caller: Pick<Caller, 'clientId'>, card: OwnCard, at: Date) {
  if (!card.is_save_card) await repo.retireOneTimeCard(q, caller.clientId, card.id, at);
}

/** The cards past fundings were paid with (deleted ones included), by id. */
export async function cardsByIds(q: Queryable, caller: Pick<Caller, 'clientId'>, ids: string[]) {
  return new Map((await repo.findCards(q, caller.clientId, ids)).map((c) => [c.id, c]));
}
