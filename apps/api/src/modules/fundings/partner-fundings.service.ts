import { ACH_MESSAGES } from '@corridor/domain/fundings/ach';
import { FPX_MESSAGES, fpxAmountProblem, fundingMoveForFpx } from '@corridor/domain/fundings/fpx';
import type { FundingStatus } from '@corridor/domain/fundings/statuses';
import type { AppDeps } from '../../app-deps.ts';
import type { Caller } from '../../caller.ts';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { stableUuid } from '../../ledger/ids.ts';
import { ledgerTx } from '../../ledger/ledger.service.ts';
import type { AchDebitState } from '../../partners/ach/ach.ts';
import type { FpxPayment } from '../../partners/fpx/fpx.ts';
import { achDebitState, recordAchDebitEnd, startAchDebit } from '../ach/ach.service.ts';
import type * as repo from './fundings.repository.ts';
import { findFunding } from './fundings.repository.ts';
import { setPartnerReference } from './partner-fundings.repository.ts';

/**
 * ACH and FPX as funding methods, beside the card and the transfer group: the method starts at its partner when the
 * funding is made (`startPartnerFunding`), and the funding's status checks ask that partner (`applyPartnerState`),
 * before their transaction so no lock is held while a partner answers. A payout paid by ACH or FPX brings a funding
 * like any other, so both work there by naming the method.
 */

/** How long an FPX funding waits for its payment to be started at the gateway and answered. */
const FPX_WINDOW_MS = 20 * 60_000;

/** Which partner methods the caller's business has (its entity and flags, read on every call). */
export { methodAccessOf } from '../clients/clients.service.ts';

/** createFunding's step for ACH (the debit asked now) and FPX (its payment is started by the next call). */
export async function startPartnerFunding(
  tx: Queryable,
  deps: AppDeps,
  caller: Caller,
  f: repo.NewFunding,
  req: { achAccountId?: string | undefined },
  key: string,
): Promise<void> {
  if (f.method === 'ach') {
    f.next_check_at = await startAchDebit(tx, deps, caller, {
      fundingId: f.id,
      achAccountId: req.achAccountId,
      amount: f.amount,
      currency: f.currency,
      reference: f.reference,
      idempotencyKey: stableUuid('funding-ach', caller.clientId, key),
      at: f.created_at,
    });
    return;
  }
  if (f.method !== 'fpxTransfer') throw new RangeError(`Not a partner method: ${f.method}`);
  const problem = fpxAmountProblem(f.amount);
  if (problem)
    throw new AppError('VALIDATION_ERROR', { message: problem, errors: [{ field: 'amount', message: problem }] });
  f.next_check_at = new Date(f.created_at.getTime() + deps.partners.fpx.statusPollMs);
}

/** The check's moves, handed in by funding-checks.service.ts (which owns them). */
export type FundingMoves = {
  credit(tx: Queryable, deps: AppDeps, f: repo.FundingRow, at: Date): Promise<void>;
  finish(tx: Queryable, f: repo.FundingRow, to: FundingStatus, at: Date, reason: string | null): Promise<void>;
  again(tx: Queryable, deps: AppDeps, f: repo.FundingRow, now: Date, baseMs: number): Promise<void>;
  /** An FPX payment approved: the funding is DEBITING_FUNDS (and the payouts it pays follow it). */
  debiting(tx: Queryable, f: repo.FundingRow, at: Date): Promise<void>;
};

type PartnerState =
  | { kind: 'ach'; state: AchDebitState | undefined }
  | { kind: 'fpx'; payment: FpxPayment | undefined };

async function partnerState(deps: AppDeps, f: repo.FundingRow, at: Date): Promise<PartnerState> {
  if (f.method === 'ach') return { kind: 'ach', state: await achDebitState(deps, f.client_id, f.id, at) };
  const payment = f.request_id ? await deps.partners.fpx.paymentStatus({ paymentId: f.request_id, at }) : undefined;
  return { kind: 'fpx', payment };
}

/**
 * Asks the partner where the funding stands, then applies it with the funding locked, if it is still waiting (and,
 * for a job, still at check `n`): ACH settled → credited; returned → FAILED. FPX approved → DEBITING_FUNDS; settled
 * → credited; declined, expired or never paid → FAILED "We were unable to process your payment". Otherwise checked
 * again later.
 */
export async function applyPartnerState(
  deps: AppDeps,
  seen: repo.FundingRow,
  n: number | null,
  moves: FundingMoves,
): Promise<void> {
  const now = deps.clock.now();
  const answer = await partnerState(deps, seen, now);
  await ledgerTx(deps.db, async (tx) => {
    const f = await findFunding(tx, seen.client_id, seen.id, true);
    if (!f || f.next_check_at === null || (n !== null && f.check_count !== n)) return;
    if (answer.kind === 'ach') return applyAch(tx, deps, f, answer.state, now, moves);
    return applyFpx(tx, deps, f, answer.payment, now, moves);
  });
}

async function applyAch(
  tx: Queryable,
  deps: AppDeps,
  f: repo.FundingRow,
  state: AchDebitState | undefined,
  now: Date,
  moves: FundingMoves,
) {
  if (!state) return moves.finish(tx, f, 'FAILED', now, ACH_MESSAGES.returned('No debit was made'));
  if (state.status === 'PENDING') return moves.again(tx, deps, f, now, deps.partners.ach.debitPollMs);
  await recordAchDebitEnd(tx, f.client_id, f.id, state, now);
  if (state.status === 'SETTLED') return moves.credit(tx, deps, f, now);
  return moves.finish(tx, f, 'FAILED', now, ACH_MESSAGES.returned(state.reason));
}

async function applyFpx(
  tx: Queryable,
  deps: AppDeps,
  f: repo.FundingRow,
  payment: FpxPayment | undefined,
  now: Date,
  moves: FundingMoves,
) {
  const poll = deps.partners.fpx.statusPollMs;
  if (!payment) {
    if (now.getTime() - f.created_at.getTime() >= FPX_WINDOW_MS) {
      return moves.finish(tx, f, 'FAILED', now, FPX_MESSAGES.failed);
    }
    return moves.again(tx, deps, f, now, poll);
  }
  // The gateway's payment must be this funding's: its reference and amount.
  const isOurs =
    payment.reference === f.reference && payment.amountMinor === f.amount && payment.currency === f.currency;
  const move = isOurs ? fundingMoveForFpx(payment.status) : 'FAILED';
  if (payment.fpxTransactionId && payment.fpxTransactionId !== f.partner_reference) {
    await setPartnerReference(tx, f.client_id, f.id, payment.fpxTransactionId);
  }
  if (move === null) return moves.again(tx, deps, f, now, poll);
  if (move === 'FAILED') return moves.finish(tx, f, 'FAILED', now, FPX_MESSAGES.failed);
  // Approved or settled: the bank has debited it (the tracker's debiting step), whether or not we saw it approved.
  if (f.status === 'AWAITING_FUNDS') await moves.debiting(tx, f, now);
  const debiting = { ...f, status: 'DEBITING_FUNDS' as const };
  if (move === 'COMPLETED') return moves.credit(tx, deps, debiting, now);
  return moves.again(tx, deps, debiting, now, poll);
}
