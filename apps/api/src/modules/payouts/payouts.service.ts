import { randomUUID } from 'node:crypto';
import type { TCancelPayoutRequest } from '@corridor/contracts/payouts/cancel-payout';
import type { TPayout, TPayoutPricing } from '@corridor/contracts/payouts/payout-common';
import type { TValidatePayoutResponse } from '@corridor/contracts/payouts/validate-payout';
import { HOLD_DEFAULT_DAYS } from '@corridor/domain/fx';
import { formatMoney } from '@corridor/domain/money';
import { initialPayoutStatus, isHeldAtCreation } from '@corridor/domain/payouts/funding';
import { statementNarrative } from '@corridor/domain/payouts/narrative';
import { transactionNumber } from '@corridor/domain/payouts/references';
import { balanceShortWarning, PAYOUT_WARNINGS } from '@corridor/domain/payouts/warnings';
import type { Caller } from '../../caller.ts';
import { allInOrder, type Queryable } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { book } from '../../ledger/ledger.service.ts';
import { type IdempotencyRequest, type IdempotentResult, runIdempotent } from '../../platform/idempotency.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { hasApproverRight } from '../auth/users.service.ts';
import { coverShortfallByAutoBookFx } from '../fx/auto-book-fx.service.ts';
import { exchangeValueView, rateFields } from '../fx/fx-amounts.service.ts';
import { markHoldUsed, type SpotHold, spotHold } from '../fx/fx-holds.service.ts';
import { payoutAudit } from './payout-audit.ts';
import type { PayoutDeps } from './payout-deps.ts';
import { attachPayoutDocuments, payoutsDocuments } from './payout-documents.service.ts';
import * as eventsRepo from './payout-events.repository.ts';
import { holdTransfer, holdTransferId } from './payout-ledger.ts';
import { applyMove, lockOwnPayout } from './payout-lifecycle.service.ts';
import type { PayoutParties } from './payout-parties.repository.ts';
import { insufficientFunds, type PayoutInput, type PreparedPayout, preparePayout } from './payout-preparation.ts';
import { cancelAtRail, laterOf, queueSubmission } from './payout-rail.service.ts';
import { payoutView } from './payout-view.ts';
import { checkPayee } from './payout-vop.ts';
import * as repo from './payouts.repository.ts';

const DAY_MS = 86_400_000;

/** The priced payout as the send screens show it (spec §3 exchange value and rate fields). */
function pricingView(p: PreparedPayout, beneficiaryId: string): TPayoutPricing {
  return {
    beneficiary_id: beneficiaryId,
    payout_method: p.payoutMethod,
    ...rateFields(p.rate.rate),
    fixed_side: p.priced.fixedSide,
    fee_payer: p.priced.feePayer,
    swift_fee_payer: p.priced.swiftFeePayer,
    fx_hold_id: p.rate.hold?.id ?? null,
    supplier_fee_percent: p.supplierFeePercent ?? null,
    exchangeValue: exchangeValueView(p.priced.value, p.rate.rate.source_currency, p.rate.rate.destination_currency),
  };
}

/** POST validatePayout: every rule createPayout applies, the price and the payee's check (EUR); writes nothing. */
export async function validatePayout(
  deps: PayoutDeps,
  caller: Caller,
  req: PayoutInput,
): Promise<TValidatePayoutResponse> {
  const p = await preparePayout(deps.db, deps, caller, req, 'validate');
  const warnings: string[] = [];
  if (p.rate.rate.source_currency !== p.rate.rate.destination_currency && !p.rate.hold) {
    warnings.push(PAYOUT_WARNINGS.liveRate);
  }
  if (p.available !== null && p.available < p.debit) {
    const short = formatMoney(p.debit - p.available, p.account.currency, { withCode: true });
    warnings.push(balanceShortWarning(short));
  }
  const isApprovalRequired = p.client.is_api_payout_approval_required;
  if (isApprovalRequired) warnings.push(PAYOUT_WARNINGS.approval);
  return {
    valid: true,
    ...pricingView(p, req.beneficiary_id),
    source_account: {
      _id: p.account.id,
      currency: p.account.currency,
      account_number: p.account.account_number,
      label: p.account.label,
    },
    client_preferences: p.clientPreferences,
    is_approval_required: isApprovalRequired,
    warnings,
    vop: await checkPayee(
      deps,
      { preference: p.vopPreference, payee: p.beneficiary },
      req.transaction.destination_currency,
    ),
  };
}

/**
 * POST createPayout from the balance: in one transaction with the Idempotency-Key, the rules again (holding what they
 * rely on), the rate used up (a held one) or recorded (the live one, as a used hold), the payout and its first event
 * written, a shortfall bought by auto book-FX, and its debit held by one pending transfer; a PENDING payout's
 * submission to the rail is queued in the same transaction. Anything refused rolls all of it back. `parties`: what
 * `readPayoutParties` read before the transaction (createAnyPayout checked the payee on them).
 */
export async function createPayout(
  deps: PayoutDeps,
  caller: Caller,
  req: PayoutInput,
  idem: IdempotencyRequest,
  parties: PayoutParties,
): Promise<IdempotentResult<TPayout>> {
  return runIdempotent(deps.db, caller.clientId, idem, async (tx) => ({
    status: 201,
    body: await createPayoutInTx(tx, deps, caller, req, { idempotencyKey: idem.key, parties }),
  }));
}

export type CreateOptions = {
  idempotencyKey: string | null;
  /** A payout paid by card or transfer is written unheld, in this group (payout-funding.service.ts opens its funding). */
  fundingGroup?: string | null;
  /** The payout's parties, read already; read in `tx` without them. */
  parties?: PayoutParties;
};

/** createPayout's work inside the caller's transaction `tx` (the request's, or the demo seed's). */
export async function createPayoutInTx(
  tx: Queryable,
  deps: PayoutDeps,
  caller: Caller,
  req: PayoutInput,
  { idempotencyKey, fundingGroup = null, parties }: CreateOptions,
): Promise<TPayout> {
  const p = await preparePayout(tx, deps, caller, req, 'create', parties);
  const isHeld = isHeldAtCreation(p.funding);
  const now = deps.clock.now();
  const id = randomUUID();
  const status = initialPayoutStatus(p.funding, p.client.is_api_payout_approval_required);
  const rate = await rateUsed(tx, caller, p, now, status !== 'PENDING');
  const value = p.priced.value;
  const t = req.transaction;
  const b = p.beneficiary;
  const payout: Omit<repo.NewPayout, 'transaction_number'> = {
    id,
    idempotency_key: idempotencyKey,
    beneficiary_id: b.id,
    beneficiary_name: b.name,
    beneficiary_email: b.email,
    beneficiary_account_type: b.accountType,
    beneficiary_country_code: b.countryCode,
    destination_country: b.corridor.destinationCountry,
    beneficiary_bank_name: b.fields.beneficiary_bank_name,
    beneficiary_account_number: b.fields.beneficiary_account_number,
    beneficiary_details: b.fields,
    payout_method: p.payoutMethod,
    source_account_id: p.account.id,
    source_currency: t.source_currency,
    destination_currency: t.destination_currency,
    fixed_side: p.priced.fixedSide,
    fee_payer: p.priced.feePayer,
    swift_fee_payer: p.priced.swiftFeePayer,
    base_fx_rate: p.rate.rate.base_fx_rate,
    fx_rate: p.rate.rate.fx_rate,
    margin: p.rate.rate.margin,
    fx_hold_id: rate.holdId,
    fx_lock_expiry_at: rate.lockExpiryAt,
    source_amount: value.sourceAmount,
    converted_amount: value.convertedAmount,
    destination_amount: value.destinationAmount,
    fee_amount: value.feeAmount,
    swift_fee_amount: value.swiftFeeAmount,
    supplier_payments_fee: value.supplierPaymentsFee,
    daily_limit_myr: p.dailyLimitMyr,
    funding: p.funding,
    deposit_method: p.depositMethod,
    funding_id: null,
    card_id: p.cardId,
    ach_account_id: p.achAccountId,
    funding_group: isHeld ? null : (fundingGroup ?? id),
    purpose_code: p.purposeCode,
    statement_narrative: statementNarrative(t.statement_narrative, caller.clientName),
    external_reference_id: req.additional_info?.external_reference_id || null,
    client_preferences: p.clientPreferences,
    status,
    event_count: 1,
    hold_transfer_id: holdTransferId(id),
    is_approval_required: p.client.is_api_payout_approval_required,
    created_by: caller.userId,
    created_at: now,
    updated_at: now,
  };
  const event: Omit<eventsRepo.NewEvent, 'payoutId'> = {
    seq: 1,
    fromStatus: null,
    status,
    at: now,
    actorType: 'user',
    actorUserId: caller.userId,
    reason: null,
  };
  const { number, maker } = await insertWithNumber(tx, caller, payout, event, p.account, rate.spot);
  await attachPayoutDocuments(tx, caller, p.documents, id, now);
  if (isHeld && p.client.is_auto_book_fx) await coverShortfall(tx, deps, caller, p, number);
  const view = payoutView(
    createdRow({ ...payout, transaction_number: number }, caller.clientId, p.account, maker.maker_name),
    [
      {
        ...event,
        payout_id: id,
        from_status: null,
        actor_type: 'user',
        actor_user_id: caller.userId,
        actor_name: maker.maker_name,
      },
    ],
    { userId: caller.userId, isApprover: maker.maker_is_approver },
    p.documents,
  );
  // Last, so what one business's payouts queue on — its account row (locked by the hold: its balance is checked one
  // debit at a time) and the head of its audit chain — stays locked for as short a time as possible before the
  // commit; the shared clearing account is only read (migration 024). The submission job, the hold and the audit row
  // need nothing from each other: they go to the database together (one round trip). An overdraft is
  // the ledger's to refuse (INSUFFICIENT_FUNDS), and rolls everything back.
  const row = { ...payout, transaction_number: number };
  await allInOrder([
    status === 'PENDING' ? queueSubmission(tx, deps, { client_id: caller.clientId, id }) : null,
    isHeld ? bookHold(tx, row, p) : null,
    recordAudit(tx, payoutAudit(caller, 'payout.created', now, row), deps),
  ]);
  return view;
}

/** The row a just-created payout reads back as, built from what was written (no second read in the transaction). */
function createdRow(
  payout: repo.NewPayout,
  clientId: string,
  account: { account_number: string; label: string | null },
  makerName: string,
): repo.PayoutRow {
  return {
    ...payout,
    client_id: clientId,
    approval_decision: null,
    approval_decided_by: null,
    approval_decided_at: null,
    approval_reason: null,
    rail_reference: null,
    rail_next_status: null,
    rail_next_at: null,
    rail_next_reason: null,
    rfi_response: null,
    source_account_number: account.account_number,
    source_account_label: account.label,
    created_by_name: makerName,
    approval_decided_by_name: null,
  };
}

/**
 * The rate the payout is paid at: a held rate is used up now; the live rate is recorded as a used hold (`spot`,
 * written with the payout). A payout that waits for an approver keeps a live rate for the default hold time (spec §9:
 * 10 days), then expires unapproved.
 */
async function rateUsed(tx: Queryable, caller: Caller, p: PreparedPayout, now: Date, isWaiting: boolean) {
  const { hold, rate } = p.rate;
  if (hold) {
    await markHoldUsed(tx, caller, hold.id, now);
    return { holdId: hold.id, lockExpiryAt: hold.lock_expiry_at, spot: null };
  }
  if (rate.source_currency === rate.destination_currency) return { holdId: null, lockExpiryAt: null, spot: null };
  const lockExpiryAt = isWaiting ? new Date(now.getTime() + HOLD_DEFAULT_DAYS * DAY_MS) : undefined;
  const spot = spotHold(caller, rate, now, { lockExpiryAt });
  return { holdId: spot.id, lockExpiryAt: spot.lock_expiry_at, spot };
}

/**
 * Writes the payout under SME_{account}_{time}: two payouts from one account in the same millisecond take the next
 * free one (the database's unique number decides, waiting for a concurrent insert of the same number to end).
 */
async function insertWithNumber(
  tx: Queryable,
  caller: Caller,
  payout: Omit<repo.NewPayout, 'transaction_number'>,
  event: Omit<eventsRepo.NewEvent, 'payoutId'>,
  account: { account_number: string },
  spot: SpotHold | null,
) {
  for (let i = 0; i < 1_000; i += 1) {
    const number = transactionNumber(account.account_number, new Date(payout.created_at.getTime() + i));
    const maker = await repo.insertPayout(tx, caller.clientId, { ...payout, transaction_number: number }, event, spot);
    if (maker) return { number, maker };
  }
  throw new AppError('CONFLICT', { message: 'Too many payouts from this account at once. Please try again.' });
}

/** The pending transfer holding the payout's whole debit; an overdraft is refused on the amount the user typed. */
async function bookHold(tx: Queryable, row: repo.NewPayout, p: PreparedPayout) {
  try {
    await book(tx, [holdTransfer(row)]);
  } catch (err) {
    if (err instanceof AppError && err.code === 'INSUFFICIENT_FUNDS') throw insufficientFunds(p.typedField);
    throw err;
  }
}

/** Auto book-FX buys what the account lacks (nothing when it has enough) from the business's other accounts. */
async function coverShortfall(tx: Queryable, deps: PayoutDeps, caller: Caller, p: PreparedPayout, reference: string) {
  try {
    await coverShortfallByAutoBookFx(tx, deps, caller, {
      accountId: p.account.id,
      currency: p.account.currency,
      amountMinor: p.debit,
      reference: `payout ${reference}`,
    });
  } catch (err) {
    if (err instanceof AppError && err.code === 'INSUFFICIENT_FUNDS') throw insufficientFunds(p.typedField, true);
    throw err;
  }
}

/**
 * POST setCancelStatus: the maker cancels their payout before the bank has it (USER_REJECTED, its money released);
 * the rail is told first when it has the payout. Only the user who made it.
 */
export async function cancelPayout(
  deps: PayoutDeps,
  caller: Caller,
  req: TCancelPayoutRequest,
  idem: IdempotencyRequest,
): Promise<IdempotentResult<TPayout>> {
  return runIdempotent(deps.db, caller.clientId, idem, async (tx) => {
    const row = await lockOwnPayout(tx, caller.clientId, req.payment_id);
    if (row.created_by !== caller.userId) {
      throw new AppError('FORBIDDEN', { message: 'Only the person who made this payout can cancel it.' });
    }
    await cancelAtRail(deps, row);
    const at = laterOf(deps.clock.now(), row.updated_at);
    await applyMove(tx, row, {
      to: 'USER_REJECTED',
      by: 'user',
      userId: caller.userId,
      reason: req.reason || null,
      at,
    });
    await recordAudit(tx, payoutAudit(caller, 'payout.cancelled', at, row, req.reason), deps);
    return { status: 200, body: await viewOf(tx, caller, (await repo.findPayout(tx, caller.clientId, row.id))!) };
  });
}

/** The payout as the caller sees it (what they may do with it depends on their approver right). */
export async function viewOf(q: Queryable, caller: Caller, row: repo.PayoutRow): Promise<TPayout> {
  const events = await eventsRepo.findEvents(q, caller.clientId, [row.id]);
  const documents = (await payoutsDocuments(q, caller.clientId, [row.id])).get(row.id) ?? [];
  const viewer = { userId: caller.userId, isApprover: await hasApproverRight(q, caller) };
  return payoutView(row, events, viewer, documents);
}
