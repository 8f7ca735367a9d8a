import { CARD_MESSAGES, cardPaymentOutcome, cardRejectionMessage } from '@corridor/domain/fundings/cards';
import { ADD_MONEY_METHOD_LABELS } from '@corridor/domain/fundings/methods';
import { canMoveFunding, type FundingStatus } from '@corridor/domain/fundings/statuses';
import type { AppDeps } from '../../app-deps.ts';
import type { Queryable } from '../../db/client.ts';
import { stableUuid, systemAccountId } from '../../ledger/ids.ts';
import { book, ledgerTx } from '../../ledger/ledger.service.ts';
import type { TransferInput } from '../../ledger/ledger.types.ts';
import * as repo from './fundings.repository.ts';

/** One status check of a funding, due at the job's start time; keyed by the funding and the check's number. */
export const CHECK_QUEUE = 'funding.check';
export type CheckJob = { clientId: string; fundingId: string; n: number };

const MAX_DELAY_MS = 60 * 60 * 1000;

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

/**
 * Asks the partner where a funding stands and applies it, in one transaction with the funding locked: a card the
 * processor APPROVED, or a transfer the bank saw, is credited (settlement → the business's account) and COMPLETED;
 * a Rejected card is FAILED with §8's words; anything still on its way is checked again later. Safe to run twice:
 * a check whose number the funding has moved past, or a funding no longer waiting, is left alone.
 */
export async function checkFunding(deps: AppDeps, job: CheckJob): Promise<void> {
  await ledgerTx(deps.db, async (tx) => {
    const f = await repo.findFunding(tx, job.clientId, job.fundingId, true);
    if (!f || f.next_check_at === null || f.check_count !== job.n) return;
    const now = deps.clock.now();
    if (f.method === 'creditCard') {
      if (!f.request_id) return finish(tx, f, 'FAILED', now, CARD_MESSAGES.missingRequestId);
      const st = await deps.partners.cardProcessor.requestStatus({ requestId: f.request_id, at: now });
      const outcome = cardPaymentOutcome(st.status);
      if (outcome === 'approved') return credit(tx, f, now);
      if (outcome === 'failed') return finish(tx, f, 'FAILED', now, cardRejectionMessage(st.rejectionReason));
      return again(tx, deps, f, now, 1000);
    }
    const seen = await deps.partners.bankProxy.transferSeen({
      reference: f.reference,
      amountMinor: f.amount,
      currency: f.currency,
      createdAt: f.created_at,
      at: now,
    });
    if (seen) return credit(tx, f, now);
    return again(tx, deps, f, now, deps.partners.bankProxy.checkAfterMs);
  });
}

async function again(tx: Queryable, deps: AppDeps, f: repo.FundingRow, now: Date, baseMs: number) {
  const at = new Date(now.getTime() + nextCheckDelay(baseMs, f.check_count));
  await repo.scheduleCheck(tx, f.client_id, f.id, at, now);
  await queueCheck(tx, deps, { clientId: f.client_id, fundingId: f.id, n: f.check_count + 1 }, at);
}

async function finish(tx: Queryable, f: repo.FundingRow, to: FundingStatus, at: Date, reason: string | null) {
  if (!canMoveFunding(f.status, to)) throw new RangeError(`A funding cannot move from ${f.status} to ${to}.`);
  await repo.markFinal(tx, f.client_id, f.id, { status: to, at, reason, creditTransferId: null });
}

/** The money arrived: the amount into the business's account, the card fee (if any) to fee revenue. */
async function credit(tx: Queryable, f: repo.FundingRow, at: Date) {
  if (!canMoveFunding(f.status, 'COMPLETED')) throw new RangeError(`A funding cannot move from ${f.status}.`);
  const creditId = stableUuid('funding', f.id, 'credit');
  const settlement = systemAccountId('SETTLEMENT', f.currency);
  const origin = { businessType: 'funding', businessId: f.id, currency: f.currency };
  const transfers: TransferInput[] = [
    {
      ...origin,
      id: creditId,
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
  await book(tx, transfers);
  await repo.markFinal(tx, f.client_id, f.id, { status: 'COMPLETED', at, reason: null, creditTransferId: creditId });
}

/** Makes every check that is due but whose job died with its worker. Returns how many it looked at. */
export async function sweepChecks(deps: AppDeps, limit = 500): Promise<number> {
  const due = await repo.findDueChecks(deps.db, deps.clock.now(), limit);
  for (const d of due) await checkFunding(deps, { clientId: d.client_id, fundingId: d.id, n: d.check_count });
  return due.length;
}
