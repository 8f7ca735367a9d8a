import type { PayoutStatus } from '@corridor/domain/payouts/statuses';
import type { AppDeps } from '../../app-deps.ts';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { stableUuid } from '../../ledger/ids.ts';
import { ledgerTx } from '../../ledger/ledger.service.ts';
import type { RailPayout, RailPayoutState, SubmitResult } from '../../partners/payout-rail/payout-rail.ts';
import type { PayoutDeps } from './payout-deps.ts';
import { debitOf } from './payout-ledger.ts';
import { applyMove, lockOwnPayout } from './payout-lifecycle.service.ts';
import * as sweepsRepo from './payout-sweeps.repository.ts';
import * as repo from './payouts.repository.ts';

/**
 * The bank rail drives a payout from PENDING to its end (partners/payout-rail): these steps are what the payouts jobs
 * run (payouts.jobs.ts), each safe to run twice.
 *
 * - submit (queue payout.submit, keyed by the payout): a PENDING payout is handed to the rail. Refused at the door,
 *   it is CANCELLED with the rail's words (its money released); taken, its reference is kept and the rail's first
 *   report is scheduled.
 * - a report (queue payout.advance, keyed by the payout and its event count): the rail's next report (`nextEvent`)
 *   is stored on the payout (rail_next_status, rail_next_at) and a job queued for its time; the job applies it only
 *   if the payout is still at the step it was queued for, then stores and queues the one after. A retried or late job
 *   finds the count moved on and does nothing, so a report is never applied twice.
 * - the sweep (every minute and at each worker start) does what a dead job left undone: submits PENDING payouts the
 *   rail never took, applies reports that are due, and cancels payouts still awaiting approval whose rate lock ended
 *   (FX_EXPIRED_CANCELLED, their money released).
 * The rail is asked inside the transaction that applies a report: the sandbox answers from the payout alone.
 */
export const SUBMIT_QUEUE = 'payout.submit';
export const ADVANCE_QUEUE = 'payout.advance';

export type SubmitJob = { clientId: string; payoutId: string };
export type AdvanceJob = { clientId: string; payoutId: string; seq: number };

/** Unsubmitted payouts younger than this are left to their job. */
const SUBMIT_GRACE_MS = 60_000;
export const RATE_LAPSED_REASON = 'The rate held for this payout expired before it was approved.';

export function railPayoutOf(row: repo.PayoutRow): RailPayout {
  return {
    payoutId: row.id,
    transactionNumber: row.transaction_number,
    payoutMethod: row.payout_method,
    sourceCurrency: row.source_currency,
    sourceAmount: debitOf(row),
    destinationCurrency: row.destination_currency,
    destinationAmount: row.destination_amount,
    beneficiaryName: row.beneficiary_name,
    destinationCountry: row.destination_country,
  };
}

function railState(row: repo.PayoutRow): RailPayoutState {
  return {
    payout: railPayoutOf(row),
    reference: row.rail_reference ?? '',
    status: row.status,
    rfiResponse: row.rfi_response,
  };
}

/** Queues a PENDING payout's submission in the caller's transaction (creation without approval, an approval). */
export async function queueSubmission(
  tx: Queryable,
  deps: Pick<AppDeps, 'jobs'>,
  row: Pick<repo.PayoutRow, 'client_id' | 'id'>,
) {
  const job: SubmitJob = { clientId: row.client_id, payoutId: row.id };
  await deps.jobs.send(SUBMIT_QUEUE, job, { id: stableUuid(SUBMIT_QUEUE, row.id) }, tx);
}

/**
 * Asks the rail what it reports next about `row` (just moved, at `row.updated_at`), stores it on the payout and
 * queues the job that applies it then; nothing is stored when the rail will say nothing more (a final status, an RFI
 * waiting for the business's answer).
 */
export async function scheduleNextReport(tx: Queryable, deps: Pick<AppDeps, 'jobs' | 'partners'>, row: repo.PayoutRow) {
  const event = await deps.partners.payoutRail.nextEvent(railState(row));
  // Nothing stored: the move that led here cleared what was expected before.
  if (!event) return;
  const at = new Date(row.updated_at.getTime() + event.afterMs);
  await repo.setRailNext(tx, row.client_id, row.id, { status: event.status, at, reason: event.reason ?? null });
  const job: AdvanceJob = { clientId: row.client_id, payoutId: row.id, seq: row.event_count };
  await deps.jobs.send(
    ADVANCE_QUEUE,
    job,
    { startAfter: at, id: stableUuid(ADVANCE_QUEUE, row.id, String(row.event_count)) },
    tx,
  );
}

/** Hands a PENDING payout to the rail (the payout.submit job). Does nothing for one already taken or moved on. */
export async function submitPayout(deps: PayoutDeps, job: SubmitJob): Promise<void> {
  const current = await repo.findPayout(deps.db, job.clientId, job.payoutId);
  if (!isSubmittable(current)) return;
  // Asked outside the transaction: submitting the same payout again answers the same reference.
  const result = await deps.partners.payoutRail.submit(railPayoutOf(current));
  await ledgerTx(deps.db, async (tx) => {
    const row = await lockOwnPayout(tx, job.clientId, job.payoutId);
    if (isSubmittable(row)) await takeSubmission(tx, deps, row, result);
  });
}

/** The same inside the caller's transaction `tx`, asking the rail in it (the demo seed). */
export async function submitPayoutInTx(tx: Queryable, deps: PayoutDeps, job: SubmitJob): Promise<void> {
  const row = await lockOwnPayout(tx, job.clientId, job.payoutId);
  if (isSubmittable(row)) await takeSubmission(tx, deps, row, await deps.partners.payoutRail.submit(railPayoutOf(row)));
}

const isSubmittable = (row: repo.PayoutRow | undefined): row is repo.PayoutRow =>
  row?.status === 'PENDING' && !row.rail_reference;

async function takeSubmission(tx: Queryable, deps: PayoutDeps, row: repo.PayoutRow, result: SubmitResult) {
  const at = laterOf(deps.clock.now(), row.updated_at);
  if (!result.accepted) {
    await applyMove(tx, row, { to: 'CANCELLED', by: 'rail', reason: result.message, at });
    return;
  }
  await repo.setRailReference(tx, row.client_id, row.id, result.reference);
  // The rail's reports count from when it took the payout.
  await scheduleNextReport(tx, deps, { ...row, rail_reference: result.reference, updated_at: at });
}

/** Applies the rail's report due at step `seq` (the payout.advance job); a payout past that step is left alone. */
export async function applyDueReport(deps: PayoutDeps, job: AdvanceJob): Promise<void> {
  await ledgerTx(deps.db, (tx) => applyDueReportInTx(tx, deps, job));
}

/** The same inside the caller's transaction `tx`; returns the payout's status after it. */
export async function applyDueReportInTx(tx: Queryable, deps: PayoutDeps, job: AdvanceJob): Promise<PayoutStatus> {
  const row = await lockOwnPayout(tx, job.clientId, job.payoutId);
  if (row.event_count !== job.seq || !row.rail_next_status || !row.rail_next_at) return row.status;
  const moved = await applyMove(tx, row, {
    to: row.rail_next_status,
    by: 'rail',
    reason: row.rail_next_reason,
    // The report's own time: a late job or the sweep records when the rail said it, not when we noticed.
    at: row.rail_next_at,
  });
  await scheduleNextReport(tx, deps, moved);
  return moved.status;
}

/** Cancels a payout still awaiting approval whose rate lock has ended (the sweep; approving one does it too). */
export async function expireRateLock(tx: Queryable, row: repo.PayoutRow, now: Date): Promise<repo.PayoutRow> {
  return applyMove(tx, row, { to: 'FX_EXPIRED_CANCELLED', by: 'system', reason: RATE_LAPSED_REASON, at: now });
}

/**
 * What dead jobs left undone, in batches (the payout.sweep job): due reports, unsubmitted payouts, lapsed rate locks.
 * Each payout in its own transaction, so one that fails (its rail unreachable, say) leaves the others done; the
 * failures are thrown together at the end, for the job to be retried. Returns how many payouts it looked at.
 */
export async function sweepPayouts(deps: PayoutDeps, limit = 500): Promise<number> {
  const now = deps.clock.now();
  const failures: unknown[] = [];
  const each = async (rows: sweepsRepo.DueRow[], fn: (row: sweepsRepo.DueRow) => Promise<void>) => {
    for (const row of rows) await fn(row).catch((err: unknown) => failures.push(err));
    return rows.length;
  };
  const job = (r: sweepsRepo.DueRow) => ({ clientId: r.client_id, payoutId: r.id });
  let looked = await each(await sweepsRepo.findDueRailReports(deps.db, now, limit), (r) =>
    applyDueReport(deps, { ...job(r), seq: r.event_count }),
  );
  const submitBefore = new Date(now.getTime() - SUBMIT_GRACE_MS);
  looked += await each(await sweepsRepo.findUnsubmitted(deps.db, submitBefore, limit), (r) =>
    submitPayout(deps, job(r)),
  );
  looked += await each(await sweepsRepo.findLapsedRateLocks(deps.db, now, limit), (r) =>
    ledgerTx(deps.db, async (tx) => {
      const row = await lockOwnPayout(tx, r.client_id, r.id);
      if (row.event_count === r.event_count) await expireRateLock(tx, row, now);
    }),
  );
  if (failures.length > 0) throw new AggregateError(failures, `${failures.length} payouts could not be swept`);
  return looked;
}

/**
 * The business answers the rail's request for information (RFI_REQUESTED → RFI_RESPONDED): the rail takes the
 * answer and reports on from there. The RFI screens (their own issue) call it; tests drive the RFI course with it.
 */
export async function respondToRfi(
  deps: PayoutDeps,
  who: { clientId: string; userId: string },
  payoutId: string,
  response: string,
): Promise<PayoutStatus> {
  return ledgerTx(deps.db, async (tx) => {
    const row = await lockOwnPayout(tx, who.clientId, payoutId);
    if (row.status !== 'RFI_REQUESTED') {
      throw new AppError('INVALID_TRANSITION', { message: 'There is no open request for information on this payout.' });
    }
    const answer = await deps.partners.payoutRail.respondToRfi(railState(row), response);
    if (!answer.accepted) throw new AppError('INVALID_TRANSITION', { message: answer.message });
    await repo.setRfiResponse(tx, row.client_id, row.id, response);
    const at = laterOf(deps.clock.now(), row.updated_at);
    const moved = await applyMove(tx, row, { to: 'RFI_RESPONDED', by: 'user', userId: who.userId, at });
    await scheduleNextReport(tx, deps, { ...moved, rfi_response: response });
    return moved.status;
  });
}

/** Events never go back in time: a clock behind the last event (another process's) records at the last event. */
export const laterOf = (a: Date, b: Date) => (a.getTime() >= b.getTime() ? a : b);

/**
 * Asks the rail to drop a payout the business cancels, when the rail has it already (submitted, or waiting on an
 * RFI answer); refused once the bank has it (409 INVALID_TRANSITION with the rail's words).
 */
export async function cancelAtRail(deps: Pick<AppDeps, 'partners'>, row: repo.PayoutRow): Promise<void> {
  if (!row.rail_reference) return;
  const answer = await deps.partners.payoutRail.cancel(railState(row));
  if (!answer.accepted) throw new AppError('INVALID_TRANSITION', { message: answer.message });
}

/** A course's next report: when the rail makes it, and applying it (in the transaction it was read in). */
export type RailStep = { at: Date; apply: () => Promise<void> };

/**
 * The rail's next report on a submitted payout on its way to `until` (the demo seed, which runs several courses and
 * the money history on one timeline, at past times), or null once it is there. Throws if the course stops before.
 */
export async function nextRailStepInTx(
  tx: Queryable,
  deps: PayoutDeps,
  job: SubmitJob,
  until: PayoutStatus,
): Promise<RailStep | null> {
  const row = await lockOwnPayout(tx, job.clientId, job.payoutId);
  if (row.status === until) return null;
  if (!row.rail_next_status || !row.rail_next_at) {
    throw new Error(`Payout ${row.id} stopped at ${row.status}, before ${until}`);
  }
  return {
    at: row.rail_next_at,
    apply: async () => {
      await applyDueReportInTx(tx, deps, { ...job, seq: row.event_count });
    },
  };
}

/**
 * Submits a payout and applies the rail's reports one after another, ignoring their times, until it is in `until`
 * (tests that need a payout at some step). Throws if the course never gets there.
 */
export async function runRailCourseInTx(
  tx: Queryable,
  deps: PayoutDeps,
  job: SubmitJob,
  until: PayoutStatus,
): Promise<void> {
  await submitPayoutInTx(tx, deps, job);
  for (let step = 0; step < 20; step += 1) {
    const next = await nextRailStepInTx(tx, deps, job, until);
    if (!next) return;
    await next.apply();
  }
  throw new Error(`Payout ${job.payoutId} never reached ${until}`);
}
