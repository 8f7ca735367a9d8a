import type { TPayout } from '@corridor/contracts/payouts/payout-common';
import {
  DEBITING_BY_FUNDING,
  type DepositMethod,
  FUNDED_START_BY_FUNDING,
  isAwaitingItsFunding,
  isFundedFromOutside,
  isHeldAtCreation,
  PAYOUT_FUNDING_MESSAGES,
  payoutTransferDeadline,
} from '@corridor/domain/payouts/funding';
import type { Caller } from '../../caller.ts';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { stableUuid } from '../../ledger/ids.ts';
import { type IdempotencyRequest, type IdempotentResult, runIdempotent } from '../../platform/idempotency.ts';
import { batchPayoutsMoved } from './payout-batch-hooks.service.ts';
import type { PayoutDeps } from './payout-deps.ts';
import { debitOf } from './payout-ledger.ts';
import { applyMove } from './payout-lifecycle.service.ts';
import type { PayoutParties } from './payout-parties.repository.ts';
import { type PayoutInput, readPayoutParties } from './payout-preparation.ts';
import { laterOf, queueSubmission } from './payout-rail.service.ts';
import { assertPayeeConfirmed } from './payout-vop.ts';
import * as repo from './payouts.repository.ts';
import { createPayout, createPayoutInTx, viewOf } from './payouts.service.ts';

/**
 * Payouts paid by card, by a transfer of the bank-transfer group, by ACH direct debit or by FPX: their money
 * comes in through a funding (modules/fundings, type FUNDING), never from the balance.
 *
 * - Created without approval, the payouts start in their funding's status (AWAITING_FUNDS_…) and ONE funding is
 *   opened for all of them in the same transaction (one createPayout, or a createGroupPayout's whole group): the card
 *   charged once for their debits with the card fee on top, or one transfer reference given. Under maker/checker they
 *   wait unfunded (AWAITING_APPROVAL_…) and the funding is opened when the checker approves them.
 * - When the funding's money arrives, the fundings module credits the account and calls `settlePayoutFunding` in the
 *   SAME transaction: each payout still awaiting its funds is held (the ledger's HOLD) and moves to PENDING, its
 *   submission to the rail queued. A payout stopped meanwhile (cancelled by the business) is skipped: its share stays
 *   in the account.
 * - ACH starts debiting (DEBITING_FUNDS_ACH_DIRECT_DEBIT) and FPX awaiting the business's payment at its bank
 *   (AWAITING_FUNDS_FPX_TRANSACTION); when the gateway reports the FPX payment approved, `debitingPayoutFunding` moves
 *   the payouts to DEBITING_FUNDS_FPX_TRANSACTION in the funding's transaction.
 * - When the funding fails (a card Rejected, a transfer cancelled or not in time), `failPayoutFunding` CANCELS each
 *   payout still awaiting it, with the funding's reason (§8's words for a card); nothing was held.
 * The fundings module is reached through the `OpenPayoutFunding` the routes hand in (modules/fundings
 * `openPayoutFunding`), so this module never imports it: fundings calls back here, not the other way.
 */
export type PayoutFundingRequest = {
  /** Derived from the request's key: a retried transaction opens, and charges, the same funding. */
  fundingId: string;
  accountId: string;
  method: DepositMethod;
  cardId: string | null;
  /** ach: the linked bank account debited. */
  achAccountId: string | null;
  /** What the account is credited: the payouts' debits together (the card fee comes on top). */
  amount: bigint;
  /** A transfer awaited past this is cancelled (null: no deadline). */
  expiresAt: Date | null;
};
export type OpenPayoutFunding = (tx: Queryable, caller: Caller, req: PayoutFundingRequest) => Promise<void>;

const noFunding: OpenPayoutFunding = async () => {
  throw new Error('A payout paid by card or transfer needs the fundings module (OpenPayoutFunding)');
};

/** POST createPayout, whatever pays for it: the balance (payouts.service) or a funding of its own. */
export async function createAnyPayout(
  deps: PayoutDeps,
  caller: Caller,
  req: PayoutInput,
  idem: IdempotencyRequest,
  openFunding: OpenPayoutFunding = noFunding,
): Promise<IdempotentResult<TPayout>> {
  // Read once, before the transaction: the payee check is a partner call, asked outside it, and a payout from the
  // balance is checked against the same read.
  const parties = await readPayoutParties(deps.db, caller, req, 'create');
  await assertPayeeConfirmed(deps, caller, req, parties);
  if (!isFundedFromOutside(req.additional_info?.deposit_method ?? 'account')) {
    return createPayout(deps, caller, req, idem, parties);
  }
  return runIdempotent(deps.db, caller.clientId, idem, async (tx) => {
    const [payout] = await createTogetherInTx(tx, deps, caller, [{ req, parties }], idem.key, openFunding, '');
    return { status: 201, body: payout! };
  });
}

/**
 * POST createGroupPayout: a group send created all or nothing, in one transaction. Paid by card or transfer, one
 * funding for all of it; paid from the balance, each payout is held in turn (auto book-FX buying what the account
 * lacks), so a group the balance cannot pay for in full is refused whole, naming the first payout it could not hold,
 * instead of stopping halfway with some payments made.
 */
export async function createGroupPayout(
  deps: PayoutDeps,
  caller: Caller,
  reqs: PayoutInput[],
  idem: IdempotencyRequest,
  openFunding: OpenPayoutFunding = noFunding,
): Promise<IdempotentResult<{ payouts: TPayout[] }>> {
  // As createAnyPayout: each payout's parties are read once, first and outside the transaction, for its payee check
  // and its rules.
  const payouts: { req: PayoutInput; parties: PayoutParties }[] = [];
  for (const req of reqs) {
    const parties = await readPayoutParties(deps.db, caller, req, 'create');
    await assertPayeeConfirmed(deps, caller, req, parties);
    payouts.push({ req, parties });
  }
  const first = reqs[0]!.additional_info;
  const method = first?.deposit_method ?? 'account';
  reqs.forEach((r, i) => {
    const info = r.additional_info;
    const isSameAch = info?.ach_account_id === first?.ach_account_id;
    if ((info?.deposit_method ?? 'account') !== method || info?.card_id !== first?.card_id || !isSameAch) {
      const field = `payouts.${i}.additional_info.deposit_method`;
      const message = isSameAch ? PAYOUT_FUNDING_MESSAGES.mixedMethods : PAYOUT_FUNDING_MESSAGES.mixedAchAccounts;
      throw new AppError('VALIDATION_ERROR', { message, errors: [{ field, message }] });
    }
  });
  return runIdempotent(deps.db, caller.clientId, idem, async (tx) => ({
    status: 201,
    body: { payouts: await createTogetherInTx(tx, deps, caller, payouts, idem.key, openFunding, 'payouts.') },
  }));
}

/**
 * Creates `payouts` in `tx`, in order, and opens one funding for those that await theirs (none when the balance pays).
 * `payouts`: each request with its parties, read already for its payee check.
 */
async function createTogetherInTx(
  tx: Queryable,
  deps: PayoutDeps,
  caller: Caller,
  payouts: { req: PayoutInput; parties: PayoutParties }[],
  key: string,
  openFunding: OpenPayoutFunding,
  fieldPrefix: string,
): Promise<TPayout[]> {
  const group = stableUuid('payout-group', caller.clientId, key);
  const created: TPayout[] = [];
  for (const [i, { req, parties }] of payouts.entries()) {
    const options = { idempotencyKey: payouts.length === 1 ? key : `${key}#${i}`, fundingGroup: group, parties };
    try {
      created.push(await createPayoutInTx(tx, deps, caller, req, options));
    } catch (err) {
      throw fieldPrefix ? atRecipient(err, `${fieldPrefix}${i}.`) : err;
    }
  }
  // Paid from the balance, each payout was held as it was created: its view stands.
  const ids = created.map((p) => p.payment_id);
  const rows = await repo.lockPayouts(tx, caller.clientId, ids);
  const awaiting = rows.filter((r) => !isHeldAtCreation(r.funding) && r.status === FUNDED_START_BY_FUNDING[r.funding]);
  if (awaiting.length === 0) return created;
  await fundPayouts(tx, deps, caller, awaiting, openFunding);
  const byId = new Map((await repo.lockPayouts(tx, caller.clientId, ids)).map((r) => [r.id, r]));
  const views: TPayout[] = [];
  for (const id of ids) views.push(await viewOf(tx, caller, byId.get(id)!));
  return views;
}

/** A recipient's refusal, its fields named under that recipient (payouts.{i}.…) so the group screen can show it. */
function atRecipient(err: unknown, prefix: string): unknown {
  if (!(err instanceof AppError)) return err;
  const errors = err.errors?.map((e) => ({ ...e, field: `${prefix}${e.field}` })) ?? [
    { field: `${prefix}beneficiary_id`, message: err.message },
  ];
  return new AppError(err.code, { message: err.message, errors, status: err.status });
}

/**
 * Opens ONE funding for `rows` (payouts of one group, now awaiting their funds; locked by the caller): created
 * together, or approved together. Its id derives from the payouts, so a retried transaction charges once.
 */
export async function fundPayouts(
  tx: Queryable,
  deps: PayoutDeps,
  caller: Caller,
  rows: repo.PayoutRow[],
  openFunding: OpenPayoutFunding = noFunding,
): Promise<void> {
  const first = rows[0]!;
  const ids = rows.map((r) => r.id).sort();
  const method = first.deposit_method as DepositMethod;
  const now = deps.clock.now();
  const fundingId = stableUuid('payout-funding', caller.clientId, first.funding_group ?? first.id, ...ids);
  await openFunding(tx, caller, {
    fundingId,
    accountId: first.source_account_id,
    method,
    cardId: first.card_id,
    achAccountId: first.ach_account_id,
    amount: rows.reduce((sum, r) => sum + debitOf(r), 0n),
    // A card, an ACH debit and an FPX payment answer on their own (FPX within its gateway window): no deadline.
    expiresAt:
      method === 'creditCard' || method === 'ach' || method === 'fpxTransfer'
        ? null
        : payoutTransferDeadline(
            now,
            rows.map((r) => r.fx_lock_expiry_at),
          ),
  });
  await repo.setFunding(tx, caller.clientId, ids, fundingId);
}

/** Approved payouts now awaiting their funds: one funding per group approved together. */
export async function fundApproved(
  tx: Queryable,
  deps: PayoutDeps,
  caller: Caller,
  rows: repo.PayoutRow[],
  openFunding: OpenPayoutFunding = noFunding,
): Promise<void> {
  const groups = new Map<string, repo.PayoutRow[]>();
  for (const r of rows) {
    if (r.funding_id || r.status !== FUNDED_START_BY_FUNDING[r.funding] || r.funding === 'WALLET') continue;
    const key = r.funding_group ?? r.id;
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  for (const group of groups.values()) await fundPayouts(tx, deps, caller, group, openFunding);
}

export type FundingRef = { clientId: string; fundingId: string };

// A payout whose transfer arrived unreconciled waits for compliance's decision (payout-reconciliation.service.ts).
const isAwaitingItsFunds = (row: repo.PayoutRow) =>
  isAwaitingItsFunding(row.status, row.funding) || row.status === 'PAYMENT_RECONCILIATION_RFI_RESPONDED';

/** The funding's money is in the account (credited in `tx`): its payouts are held and go on to the rail. */
export async function settlePayoutFunding(tx: Queryable, deps: PayoutDeps, f: FundingRef, at: Date): Promise<void> {
  const rows = await repo.lockPayoutsOfFunding(tx, f.clientId, f.fundingId);
  for (let row of rows) {
    if (!isAwaitingItsFunds(row)) continue;
    // An FPX payment settled before its approval was seen still passes through its debiting step.
    const debiting = DEBITING_BY_FUNDING[row.funding];
    if (debiting && row.status !== debiting) {
      row = await applyMove(tx, row, { to: debiting, by: 'funding', at: laterOf(at, row.updated_at) });
    }
    const moved = await applyMove(tx, row, { to: 'PENDING', by: 'funding', at: laterOf(at, row.updated_at) });
    await queueSubmission(tx, deps, moved);
  }
  await batchPayoutsMoved(
    tx,
    f.clientId,
    rows.map((r) => r.id),
    at,
  );
}

/** The funding's payment is under way at the bank (an FPX payment approved): its payouts follow it to debiting. */
export async function debitingPayoutFunding(tx: Queryable, f: FundingRef, at: Date): Promise<void> {
  for (const row of await repo.lockPayoutsOfFunding(tx, f.clientId, f.fundingId)) {
    const debiting = DEBITING_BY_FUNDING[row.funding];
    if (!debiting || row.status !== FUNDED_START_BY_FUNDING[row.funding]) continue;
    await applyMove(tx, row, { to: debiting, by: 'funding', at: laterOf(at, row.updated_at) });
  }
}

/** Whether any payout of the funding still waits for its money (a business may cancel them while it waits). */
export async function isFundingAwaited(tx: Queryable, f: FundingRef): Promise<boolean> {
  const rows = await repo.lockPayoutsOfFunding(tx, f.clientId, f.fundingId);
  return rows.some((r) => isAwaitingItsFunding(r.status, r.funding));
}

/** The funding failed: its payouts still awaiting it are CANCELLED with its reason; nothing was held. */
export async function failPayoutFunding(tx: Queryable, f: FundingRef, at: Date, reason: string): Promise<void> {
  const rows = await repo.lockPayoutsOfFunding(tx, f.clientId, f.fundingId);
  for (const row of rows) {
    if (!isAwaitingItsFunds(row)) continue;
    await applyMove(tx, row, { to: 'CANCELLED', by: 'funding', reason, at: laterOf(at, row.updated_at) });
  }
  await batchPayoutsMoved(
    tx,
    f.clientId,
    rows.map((r) => r.id),
    at,
  );
}
