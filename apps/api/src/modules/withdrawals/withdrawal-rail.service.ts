import type { PayoutStatus } from '@corridor/domain/payouts/statuses';
import { movesTowards, reasonForRail, withdrawalStatusForRail } from '@corridor/domain/withdrawals/rail-events';
import { isFinalWithdrawalStatus } from '@corridor/domain/withdrawals/transitions';
import { WITHDRAW_MESSAGES } from '@corridor/domain/withdrawals/withdraw-rules';
import type { AppDeps } from '../../app-deps.ts';
import type { Queryable } from '../../db/client.ts';
import { stableUuid } from '../../ledger/ids.ts';
import { ledgerTx } from '../../ledger/ledger.service.ts';
import type { RailPayout, RailPayoutState, SubmitResult } from '../../partners/payout-rail/payout-rail.ts';
import { markBankAccountRejected } from '../bank-accounts/bank-accounts.service.ts';
import { applyMove, lockOwnWithdrawal } from './withdrawal-lifecycle.service.ts';
import * as repo from './withdrawals.repository.ts';

/**
 * The bank rail (partners/payout-rail, the one payouts use) drives a withdrawal from PENDING to its end; these steps
 * are what the withdrawal jobs run (withdrawals.jobs.ts), each safe to run twice:
 * - submit (queue withdrawal.submit, keyed by the withdrawal): a PENDING withdrawal is handed to the rail. Refused at
 *   the door, it is CANCELLED with the spec's "Invalid bank account details. Please delete and add again." (its hold
 *   released, the bank account marked refused); taken, its reference is kept and the rail's first report scheduled.
 * - a report (queue withdrawal.advance, keyed by the withdrawal and its report count): the rail's next report is
 *   stored on the withdrawal and a job queued for its time; the job applies it only if the withdrawal is still at
 *   that report, then stores and queues the one after. A retried or late job finds the count moved on.
 * - the sweep (every minute and at each worker start) does what a dead job left undone.
 */
export const SUBMIT_QUEUE = 'withdrawal.submit';
export const ADVANCE_QUEUE = 'withdrawal.advance';

export type SubmitJob = { clientId: string; withdrawalId: string };
export type AdvanceJob = SubmitJob & { seq: number };
/** What a step inside a caller's transaction needs; the jobs' own steps also open transactions (`db`). */
type TxRailDeps = Pick<AppDeps, 'jobs' | 'partners' | 'clock'>;
type RailDeps = TxRailDeps & Pick<AppDeps, 'db'>;

/** Unsubmitted withdrawals younger than this are left to their job. */
const SUBMIT_GRACE_MS = 60_000;

function railPayoutOf(row: repo.WithdrawalRow): RailPayout {
  return {
    payoutId: row.id,
    transactionNumber: row.reference,
    payoutMethod: row.payout_method,
    sourceCurrency: row.currency,
    sourceAmount: row.amount,
    destinationCurrency: row.currency,
    destinationAmount: row.amount,
    beneficiaryName: row.holder_name,
    destinationCountry: row.country_code,
  };
}

function railState(row: repo.WithdrawalRow): RailPayoutState {
  return {
    payout: railPayoutOf(row),
    reference: row.rail_reference ?? '',
    status: (row.rail_status ?? 'PENDING') as PayoutStatus,
    rfiResponse: null,
  };
}

/** Events never go back in time: a clock behind the last event (another process's) records at the last event. */
const laterOf = (a: Date, b: Date) => (a.getTime() >= b.getTime() ? a : b);

/** Queues a new withdrawal's submission in the caller's transaction. */
export async function queueSubmission(tx: Queryable, deps: Pick<AppDeps, 'jobs'>, clientId: string, id: string) {
  const job: SubmitJob = { clientId, withdrawalId: id };
  await deps.jobs.send(SUBMIT_QUEUE, job, { id: stableUuid(SUBMIT_QUEUE, id) }, tx);
}

/** Asks the rail what it reports next (after the report of `row.updated_at`), stores it and queues its job. */
async function scheduleNextReport(tx: Queryable, deps: Pick<AppDeps, 'jobs' | 'partners'>, row: repo.WithdrawalRow) {
  if (isFinalWithdrawalStatus(row.status)) return;
  const event = await deps.partners.payoutRail.nextEvent(railState(row));
  if (!event) return;
  const at = new Date(row.updated_at.getTime() + event.afterMs);
  await repo.setRailNext(tx, row.client_id, row.id, { status: event.status, at, reason: event.reason ?? null });
  const job: AdvanceJob = { clientId: row.client_id, withdrawalId: row.id, seq: row.rail_report_count };
  await deps.jobs.send(
    ADVANCE_QUEUE,
    job,
    { startAfter: at, id: stableUuid(ADVANCE_QUEUE, row.id, String(row.rail_report_count)) },
    tx,
  );
}

const isSubmittable = (row: repo.WithdrawalRow | undefined): row is repo.WithdrawalRow =>
  row?.status === 'PENDING' && !row.rail_reference;

/** Hands a PENDING withdrawal to the rail (the withdrawal.submit job); one already taken or moved on is left alone. */
export async function submitWithdrawal(deps: RailDeps, job: SubmitJob): Promise<void> {
  const current = await repo.findWithdrawal(deps.db, job.clientId, job.withdrawalId);
  if (!isSubmittable(current)) return;
  // Asked outside the transaction: submitting the same withdrawal again answers the same reference.
  const result = await deps.partners.payoutRail.submit(railPayoutOf(current));
  await ledgerTx(deps.db, async (tx) => {
    const row = await lockOwnWithdrawal(tx, job.clientId, job.withdrawalId);
    if (isSubmittable(row)) await takeSubmission(tx, deps, row, result);
  });
}

/** The same inside the caller's transaction `tx`, asking the rail in it (the demo seed). */
export async function submitWithdrawalInTx(tx: Queryable, deps: TxRailDeps, job: SubmitJob): Promise<void> {
  const row = await lockOwnWithdrawal(tx, job.clientId, job.withdrawalId);
  if (isSubmittable(row)) await takeSubmission(tx, deps, row, await deps.partners.payoutRail.submit(railPayoutOf(row)));
}

async function takeSubmission(tx: Queryable, deps: TxRailDeps, row: repo.WithdrawalRow, result: SubmitResult) {
  const at = laterOf(deps.clock.now(), row.updated_at);
  if (!result.accepted) {
    // Spec §8 (withdraw): the rail's refusal means the account's details are wrong; the account is marked so.
    const reason = WITHDRAW_MESSAGES.invalidBankAccount;
    await applyMove(tx, row, { to: 'CANCELLED', reason, at, actor: 'rail' });
    await markBankAccountRejected(tx, row.client_id, row.bank_account_id, reason, at);
    return;
  }
  await repo.setRailReference(tx, row.client_id, row.id, result.reference, at);
  await scheduleNextReport(tx, deps, {
    ...row,
    rail_reference: result.reference,
    rail_status: 'PENDING',
    updated_at: at,
  });
}

/** Applies the rail's report due at report `seq` (the withdrawal.advance job); one past that report is left alone. */
export async function applyDueReport(deps: RailDeps, job: AdvanceJob): Promise<void> {
  await ledgerTx(deps.db, (tx) => applyDueReportInTx(tx, deps, job));
}

export async function applyDueReportInTx(
  tx: Queryable,
  deps: TxRailDeps,
  job: AdvanceJob,
): Promise<repo.WithdrawalRow> {
  const row = await lockOwnWithdrawal(tx, job.clientId, job.withdrawalId);
  if (row.rail_report_count !== job.seq || !row.rail_next_status || !row.rail_next_at) return row;
  const railStatus = row.rail_next_status;
  // The report's own time: a late job or the sweep records when the rail said it, not when we noticed.
  const at = row.rail_next_at;
  const target = withdrawalStatusForRail(railStatus);
  let moved = row;
  for (const to of (target && movesTowards(row.status, target)) ?? []) {
    const reason = to === target ? reasonForRail(railStatus, row.rail_next_reason) : null;
    moved = await applyMove(tx, moved, { to, reason, at, actor: 'rail' });
  }
  if (railStatus === 'RFI_REQUESTED') {
    // The rail waits for an answer a withdrawal has no screen to give: it is told the withdrawal is withdrawn.
    await deps.partners.payoutRail.cancel(railState({ ...row, rail_status: railStatus }));
  }
  await repo.recordRailReport(tx, row.client_id, row.id, railStatus, at);
  const after = {
    ...moved,
    rail_status: railStatus,
    rail_report_count: row.rail_report_count + 1,
    rail_next_status: null,
    rail_next_at: null,
    updated_at: laterOf(moved.updated_at, at),
  };
  await scheduleNextReport(tx, deps, after);
  return after;
}

/**
 * What dead jobs left undone, in batches (the withdrawal.rail-sweep job): due reports, then withdrawals the rail never
 * took. Each withdrawal in its own transaction. Returns how many it looked at.
 */
export async function sweepRail(deps: RailDeps, limit = 500): Promise<number> {
  const now = deps.clock.now();
  const due = await repo.findDueRailReports(deps.db, now, limit);
  for (const d of due) {
    await applyDueReport(deps, { clientId: d.client_id, withdrawalId: d.id, seq: d.rail_report_count });
  }
  const unsubmitted = await repo.findUnsubmitted(deps.db, new Date(now.getTime() - SUBMIT_GRACE_MS), limit);
  for (const u of unsubmitted) await submitWithdrawal(deps, { clientId: u.client_id, withdrawalId: u.id });
  return due.length + unsubmitted.length;
}

/**
 * The rail's next report on a submitted withdrawal (the demo seed, which runs it on one timeline with the rest of the
 * history, at past times): when, and applying it; null once it is final or the rail will say nothing more.
 */
export async function nextRailStepInTx(
  tx: Queryable,
  deps: TxRailDeps,
  job: SubmitJob,
): Promise<{ at: Date; apply: () => Promise<void> } | null> {
  const row = await lockOwnWithdrawal(tx, job.clientId, job.withdrawalId);
  if (isFinalWithdrawalStatus(row.status) || !row.rail_next_status || !row.rail_next_at) return null;
  return {
    at: row.rail_next_at,
    apply: async () => {
      await applyDueReportInTx(tx, deps, { ...job, seq: row.rail_report_count });
    },
  };
}
