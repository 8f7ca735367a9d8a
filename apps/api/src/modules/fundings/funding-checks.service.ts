import { CARD_MESSAGES, cardPaymentOutcome, cardRejectionMessage } from '@corridor/domain/fundings/cards';
import { ADD_MONEY_METHOD_LABELS, isPartnerMethod } from '@corridor/domain/fundings/methods';
import { canMoveFunding, type FundingStatus } from '@corridor/domain/fundings/statuses';
import { PAYOUT_FUNDING_MESSAGES } from '@corridor/domain/payouts/funding';
import { RECONCILIATION_MESSAGES } from '@corridor/domain/transactions/rfi';
import type { AppDeps } from '../../app-deps.ts';
import type { Queryable } from '../../db/client.ts';
import { stableUuid, systemAccountId } from '../../ledger/ids.ts';
import { book, ledgerTx } from '../../ledger/ledger.service.ts';
import type { TransferInput } from '../../ledger/ledger.types.ts';
import {
  debitingPayoutFunding,
  type FundingRef,
  failPayoutFunding,
  isFundingAwaited,
  settlePayoutFunding,
} from '../payouts/payout-funding.service.ts';
import { raiseReconciliation, reconciliationOf } from '../payouts/payout-reconciliation.service.ts';
import * as repo from './fundings.repository.ts';
import { markDebiting } from './partner-fundings.repository.ts';
import { applyPartnerState, type FundingMoves } from './partner-fundings.service.ts';

/** One status check of a funding, due at the job's start time; keyed by the funding and the check's number. */
export const CHECK_QUEUE = 'funding.check';
export type CheckJob = { clientId: string; fundingId: string; n: number };

const MAX_DELAY_MS = 60 * 60 * 1000;
/** Checks worked in one transaction. */
export const CHECK_BATCH = 50;

/** The wait before check `n` + 1: the partner's first delay, doubling, at most an hour (a transfer may never come). */
export const nextCheckDelay = (baseMs: number, n: number) => Math.min(baseMs * 2 ** Math.min(n, 20), MAX_DELAY_MS);

/** Queues check `n` of a funding for `at`, inside the transaction that scheduled it. */
export async function queueCheck(tx: Queryable, deps: Pick<AppDeps, 'jobs'>, job: CheckJob, at: Date) {
  await deps.jobs.send(
    CHECK_QUEUE,
    job,
    { startAfter: at, id: stableUuid(CHECK_QUEUE, job.fundingId, String(job.n)) },
    tx,
  );
}

type Verdict =
  | { kind: 'arrived' }
  | { kind: 'unreconciled' }
  | { kind: 'failed'; reason: string }
  | { kind: 'cancelled'; reason: string }
  | { kind: 'waiting'; baseMs: number };

/** Where the partner says a funding's money stands: the card processor by requestId, or the collection bank. */
async function verdictOf(deps: AppDeps, f: repo.FundingRow, now: Date): Promise<Verdict> {
  if (f.method === 'creditCard') {
    if (!f.request_id) return { kind: 'failed', reason: CARD_MESSAGES.missingRequestId };
    const st = await deps.partners.cardProcessor.requestStatus({ requestId: f.request_id, at: now });
    const outcome = cardPaymentOutcome(st.status);
    if (outcome === 'approved') return { kind: 'arrived' };
    if (outcome === 'failed') return { kind: 'failed', reason: cardRejectionMessage(st.rejectionReason) };
    return { kind: 'waiting', baseMs: 1000 };
  }
  const seen = await deps.partners.bankProxy.transferSeen({
    reference: f.reference,
    amountMinor: f.amount,
    currency: f.currency,
    createdAt: f.created_at,
    at: now,
  });
  if (seen) {
    const matches =
      f.type !== 'FUNDING' ||
      (await deps.partners.bankProxy.payerMatches({
        reference: f.reference,
        amountMinor: f.amount,
        currency: f.currency,
      }));
    return matches ? { kind: 'arrived' } : { kind: 'unreconciled' };
  }
  // A transfer paying for payouts is not awaited past its deadline (their rate is held only so long).
  if (f.expires_at && f.expires_at.getTime() <= now.getTime()) {
    return { kind: 'cancelled', reason: PAYOUT_FUNDING_MESSAGES.transferExpired };
  }
  return { kind: 'waiting', baseMs: deps.partners.bankProxy.checkAfterMs };
}

/**
 * Asks the partner where each funding stands and applies it, in ONE transaction with the fundings locked: a card
 * the processor APPROVED, or a transfer the bank saw, is credited (settlement → the business's account) and
 * COMPLETED; a Rejected card is FAILED with §8's words; anything still on its way is checked again later. A burst of
 * due checks (the bank reporting thousands of transfers at once) is worked in batches: one lock, one booking and one
 * commit for many fundings. All or nothing: when one funding of the batch throws, nothing of it is written, and the
 * caller checks them one by one (the job runner does). Safe to run twice: a check whose number the funding has
 * moved past, or a funding no longer waiting, is left alone. A funding paying for payouts (type FUNDING) has them held
 * and PENDING in the crediting transaction, or CANCELLED when it fails; a transfer for payouts not seen by its
 * deadline (expires_at) is CANCELLED.
 */
export async function checkFundings(deps: AppDeps, jobs: CheckJob[]): Promise<void> {
  if (jobs.length === 0) return;
  // ACH and FPX: their partner is asked after this transaction, outside any (partner-fundings.service.ts).
  const partnerFundings: repo.FundingRow[] = [];
  await ledgerTx(deps.db, async (tx) => {
    partnerFundings.length = 0;
    const rows = await repo.lockFundings(tx, jobs);
    const now = deps.clock.now();
    const arrived: repo.FundingRow[] = [];
    for (const job of jobs) {
      const f = rows.get(job.fundingId);
      if (!f || f.client_id !== job.clientId || f.next_check_at === null || f.check_count !== job.n) continue;
      if (isPartnerMethod(f.method)) {
        partnerFundings.push(f);
        continue;
      }
      // A transfer for payouts the business has since cancelled, all of them, is no longer awaited.
      const ref = { clientId: f.client_id, fundingId: f.id };
      if (f.type === 'FUNDING' && f.method !== 'creditCard' && (await reconcile(tx, deps, f, ref, now, arrived)))
        continue;
      if (f.type === 'FUNDING' && f.method !== 'creditCard' && !(await isFundingAwaited(tx, ref))) {
        await finish(tx, f, 'CANCELLED', now, PAYOUT_FUNDING_MESSAGES.paymentsCancelled);
        continue;
      }
      const verdict = await verdictOf(deps, f, now);
      if (verdict.kind === 'arrived') arrived.push(f);
      else if (verdict.kind === 'unreconciled') {
        // No more checks until the business answers (queueReconciliationDecision).
        await repo.scheduleCheck(tx, f.client_id, f.id, null, now);
        await raiseReconciliation(tx, ref, now);
      } else if (verdict.kind === 'failed') await finish(tx, f, 'FAILED', now, verdict.reason);
      else if (verdict.kind === 'cancelled') await finish(tx, f, 'CANCELLED', now, verdict.reason);
      else await again(tx, deps, f, now, verdict.baseMs);
    }
    await credit(tx, deps, arrived, now);
  });
  for (const f of partnerFundings) await applyPartnerState(deps, f, f.check_count, MOVES);
}

/** One status check of one funding (see checkFundings). */
export const checkFunding = (deps: AppDeps, job: CheckJob) => checkFundings(deps, [job]);

/**
 * A transfer under reconciliation: once the business has answered, compliance (the collection bank) decides, and the
 * transfer is credited (its payouts go on) or FAILED and sent back to the payer (its payouts CANCELLED, nothing
 * credited). Returns whether the funding was dealt with here.
 */
async function reconcile(
  tx: Queryable,
  deps: AppDeps,
  f: repo.FundingRow,
  ref: FundingRef,
  now: Date,
  arrived: repo.FundingRow[],
): Promise<boolean> {
  const rec = await reconciliationOf(tx, ref);
  if (rec.state === 'none') return false;
  if (rec.state === 'asked') {
    await repo.scheduleCheck(tx, f.client_id, f.id, null, now);
    return true;
  }
  const decision = await deps.partners.bankProxy.decideReconciliation({
    reference: f.reference,
    response: rec.response,
  });
  if (decision.accepted) arrived.push(f);
  else await finish(tx, f, 'FAILED', now, RECONCILIATION_MESSAGES.rejected);
  return true;
}

/** The business answered a reconciliation RFI on this funding's transfer: compliance decides at the next check. */
export async function queueReconciliationDecision(tx: Queryable, deps: AppDeps, ref: FundingRef): Promise<void> {
  const f = await repo.findFunding(tx, ref.clientId, ref.fundingId, true);
  if (f?.status !== 'AWAITING_FUNDS') return;
  const now = deps.clock.now();
  const at = new Date(now.getTime() + deps.partners.bankProxy.checkAfterMs);
  await repo.scheduleCheck(tx, f.client_id, f.id, at, now);
  await queueCheck(tx, deps, { clientId: f.client_id, fundingId: f.id, n: f.check_count + 1 }, at);
}

async function again(tx: Queryable, deps: AppDeps, f: repo.FundingRow, now: Date, baseMs: number) {
  let at = new Date(now.getTime() + nextCheckDelay(baseMs, f.check_count));
  // The last look is at the deadline itself.
  if (f.expires_at && f.expires_at.getTime() < at.getTime()) at = f.expires_at;
  await repo.scheduleCheck(tx, f.client_id, f.id, at, now);
  await queueCheck(tx, deps, { clientId: f.client_id, fundingId: f.id, n: f.check_count + 1 }, at);
}

async function finish(tx: Queryable, f: repo.FundingRow, to: FundingStatus, at: Date, reason: string | null) {
  if (!canMoveFunding(f.status, to)) throw new RangeError(`A funding cannot move from ${f.status} to ${to}.`);
  await repo.markFinal(tx, f.client_id, f.id, { status: to, at, reason, creditTransferId: null });
  if (f.type === 'FUNDING') {
    const why = reason ?? PAYOUT_FUNDING_MESSAGES.transferCancelled;
    await failPayoutFunding(tx, { clientId: f.client_id, fundingId: f.id }, at, why);
  }
}

/**
 * The money arrived: each amount into its business's account, each card fee (if any) to fee revenue; then the payouts
 * a funding pays for are held and go on to the rail, in this same transaction.
 */
async function credit(tx: Queryable, deps: AppDeps, fundings: repo.FundingRow[], at: Date) {
  for (const f of fundings) {
    if (!canMoveFunding(f.status, 'COMPLETED')) throw new RangeError(`A funding cannot move from ${f.status}.`);
  }
  // Booked last, in one statement: the shared settlement account stays locked only until the commit.
  await repo.markCompleted(
    tx,
    fundings.map((f) => ({ clientId: f.client_id, id: f.id, creditTransferId: creditIdOf(f) })),
    at,
  );
  await book(tx, fundings.flatMap(creditTransfers));
  for (const f of fundings) {
    if (f.type === 'FUNDING') await settlePayoutFunding(tx, deps, { clientId: f.client_id, fundingId: f.id }, at);
  }
}

const creditIdOf = (f: repo.FundingRow) => stableUuid('funding', f.id, 'credit');

function creditTransfers(f: repo.FundingRow): TransferInput[] {
  const settlement = systemAccountId('SETTLEMENT', f.currency);
  const origin = { businessType: 'funding', businessId: f.id, currency: f.currency };
  const transfers: TransferInput[] = [
    {
      ...origin,
      id: creditIdOf(f),
      debitAccountId: settlement,
      creditAccountId: f.currency_account_id,
      amount: f.amount,
      code: 'FUNDING',
      reference: `${ADD_MONEY_METHOD_LABELS[f.method]} ${f.reference}`,
    },
  ];
  if (f.fee > 0n) {
    transfers.push({
      ...origin,
      id: stableUuid('funding', f.id, 'fee'),
      debitAccountId: settlement,
      creditAccountId: systemAccountId('FEE_REVENUE', f.currency),
      amount: f.fee,
      code: 'FEE',
      reference: `Card fee ${f.reference}`,
    });
  }
  return transfers;
}

async function debiting(tx: Queryable, f: repo.FundingRow, at: Date) {
  await markDebiting(tx, f.client_id, f.id, at);
  if (f.type === 'FUNDING') await debitingPayoutFunding(tx, { clientId: f.client_id, fundingId: f.id }, at);
}

const MOVES: FundingMoves = { credit: (tx, deps, f, at) => credit(tx, deps, [f], at), finish, again, debiting };

/** Asks an ACH or FPX funding's partner now (someone is looking at it) and applies the answer. */
export const refreshPartnerFunding = (deps: AppDeps, f: repo.FundingRow) => applyPartnerState(deps, f, null, MOVES);

/** Makes every check that is due but whose job died with its worker. Returns how many it looked at. */
export async function sweepChecks(deps: AppDeps, limit = 500): Promise<number> {
  const due = await repo.findDueChecks(deps.db, deps.clock.now(), limit);
  const jobs = due.map((d) => ({ clientId: d.client_id, fundingId: d.id, n: d.check_count }));
  const failures: unknown[] = [];
  for (let i = 0; i < jobs.length; i += CHECK_BATCH) {
    const batch = jobs.slice(i, i + CHECK_BATCH);
    try {
      await checkFundings(deps, batch);
    } catch {
      // One funding spoiled the batch: each on its own, so the others go through; the culprit's error is kept.
      for (const job of batch) await checkFunding(deps, job).catch((err) => failures.push(err));
    }
  }
  if (failures.length > 0) throw failures[0];
  return due.length;
}
