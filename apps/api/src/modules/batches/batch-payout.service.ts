import type { TBatchDetail } from '@corridor/contracts/batches/batch-common';
import type { TBatchPayoutRequest } from '@corridor/contracts/batches/batch-payout';
import { BATCH_STEP } from '@corridor/domain/batches/progress';
import type { BatchStatus } from '@corridor/domain/batches/statuses';
import { FUNDING_BY_DEPOSIT_METHOD, isHeldAtCreation } from '@corridor/domain/payouts/funding';
import type { AppDeps } from '../../app-deps.ts';
import type { Caller } from '../../caller.ts';
import { AppError } from '../../errors.ts';
import { stableUuid } from '../../ledger/ids.ts';
import { type IdempotencyRequest, type IdempotentResult, runIdempotent } from '../../platform/idempotency.ts';
import { callerEntry, recordAudit } from '../audit/audit.service.ts';
import { markHoldUsed } from '../fx/fx-holds.service.ts';
import { ownBatch, requireBulkUploads } from './batch-access.ts';
import * as payRepo from './batch-pay.repository.ts';
import { priceBatch, settingOf, usableRates } from './batch-pay-pricing.ts';
import { PAY_QUEUE, type PayJob } from './batch-payout-run.ts';
import { batchProgress } from './batch-progress.ts';
import { reserve } from './batch-reservation.ts';
import * as repo from './batches.repository.ts';
import { detailOf } from './batches.service.ts';

/**
 * Paying a batch (progress step 7 "Creating transactions").
 *
 * POST batch/{id}/payout, in ONE transaction: the batch's held rates used up (one expired: refused, hold again —
 * never a stale rate), its valid rows priced at them with a single payout's rules, the MYR daily limit on their total,
 * and — paid from the balance — the whole total reserved at once (a pending transfer, auto book-FX buying a shortfall
 * first when the business has it on), so the money is there before any payout exists and a chunk can never fail on
 * it. The batch moves to payout_in_progress and its job (batch-payout-run.ts) is queued. Idempotent by its
 * Idempotency-Key (a replay gets the first answer; the key with another body is refused) and by the batch: paying it
 * again the same way, under another key, answers the batch as it is.
 */
const PAYING: readonly BatchStatus[] = ['payout_in_progress', 'pending', 'paid', 'payout_failed'];

/**
 * FPX pays one payment at the business's bank page, started by the browser after the funding opens; a batch's funding
 * opens in its job, long after the pay call answered, so there is no page to send the browser to. Refused, and the web
 * does not offer it: balance, bank transfer (PayNow/PayID) and card pay a batch.
 */
export const FPX_NOT_FOR_BATCHES =
  'FPX is not available for bulk payments. Pay this batch from your balance, by bank transfer or by card.';

export async function payBatch(
  deps: AppDeps,
  caller: Caller,
  batchId: string,
  body: TBatchPayoutRequest,
  idem: IdempotencyRequest,
): Promise<IdempotentResult<TBatchDetail>> {
  await requireBulkUploads(deps.db, caller);
  if (body.depositMethod === 'fpxTransfer' || body.fpxPaymentId !== undefined) {
    const message = FPX_NOT_FOR_BATCHES;
    throw new AppError('VALIDATION_ERROR', { message, errors: [{ field: 'depositMethod', message }] });
  }
  return runIdempotent(deps.db, caller.clientId, idem, async (tx) => {
    const b = await ownBatch(tx, caller, batchId, true);
    if (PAYING.includes(b.status)) {
      if (b.deposit_method === body.depositMethod) return { status: 201, body: await detailOf(tx, caller, b) };
      throw new AppError('CONFLICT', { message: 'This batch is already being paid.' });
    }
    if (b.status !== 'fx_completed') {
      throw new AppError('INVALID_TRANSITION', { message: 'Lock in the rates for this batch before you pay it.' });
    }
    const now = deps.clock.now();
    const { held, rates } = await usableRates(tx, caller, b, now);
    const setting = await settingOf(tx, deps, caller, b, body, rates);
    const { priced, dailyLimitMyr } = await priceBatch(tx, deps, caller, b, setting);
    const total = priced.reduce((sum, p) => sum + p.debit, 0n);
    if (isHeldAtCreation(FUNDING_BY_DEPOSIT_METHOD[setting.depositMethod])) {
      await reserve(tx, deps, caller, setting, total);
    }
    for (const h of held) await markHoldUsed(tx, caller, h.fx_hold_id, now);
    await payRepo.setPayment(
      tx,
      caller.clientId,
      b.id,
      {
        deposit_method: setting.depositMethod,
        paid_by: caller.userId,
        card_id: setting.cardId,
        ach_account_id: setting.achAccountId,
      },
      { dailyLimitMyr, at: now },
    );
    if (!(await repo.moveBatch(tx, caller.clientId, b.id, 'fx_completed', 'payout_in_progress', now))) {
      throw new AppError('CONFLICT', { message: 'This batch changed meanwhile. Reload it and try again.' });
    }
    // One row for the whole batch, not one per payout: the person decided once, and a thousand appends would queue
    // on the business's chain head for the length of this transaction.
    await recordAudit(
      tx,
      callerEntry(caller, 'batch.paid', now, {
        target: { type: 'batch', id: b.reference },
        details: {
          batch_id: b.id,
          payments: priced.length,
          source_amount: total.toString(),
          source_currency: b.source_currency,
          deposit_method: setting.depositMethod,
        },
      }),
      deps,
    );
    const step = { step: BATCH_STEP.creating, done: 0, total: priced.length };
    await batchProgress.report(tx, caller.clientId, b.id, step, now);
    const job: PayJob = { clientId: caller.clientId, batchId: b.id };
    await deps.jobs.send(PAY_QUEUE, job, { id: stableUuid(PAY_QUEUE, b.id) }, tx);
    return { status: 201, body: await detailOf(tx, caller, (await repo.findBatch(tx, caller.clientId, b.id))!) };
  });
}
