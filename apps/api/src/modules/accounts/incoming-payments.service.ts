import { randomUUID } from 'node:crypto';
import type { TIncomingPayment, TIncomingPaymentResponse } from '@corridor/contracts/accounts/incoming-payment';
import { toMoney } from '@corridor/contracts/accounts/money';
import { canVfaReceive, type VfaStatus } from '@corridor/domain/vfa-status';
import type { AppDeps, Clock } from '../../app-deps.ts';
import type { Db, Queryable } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { type IdempotencyRequest, type IdempotentResult, runIdempotent } from '../../http/idempotency.ts';
import { stableUuid, systemAccountId } from '../../ledger/ids.ts';
import { book, ledgerTx, postPending, voidPending } from '../../ledger/ledger.service.ts';
import type { IncomingPaymentsPartner } from '../../partners/incoming-payments/incoming-payments.ts';
import { amountToCredit } from './account-limits.ts';
import { findOwnAccount } from './accounts.service.ts';
import type { Caller } from './caller.ts';
import * as repo from './incoming-payments.repository.ts';

export type IncomingPaymentInput = {
  accountId: string;
  amount: string;
  payerName: string;
  reference: string;
  settleAfterMs: number;
};

// Transfer ids derive from the payment id: each step of one payment books exactly once, however often retried.
const transferId = (paymentId: string, step: 'received' | 'settled') => stableUuid('incoming-payment', paymentId, step);

/** The bank's later verdict on one payment (modules/accounts/accounts.jobs.ts works it). */
export const SETTLE_QUEUE = 'incoming-payment.settle';
export type SettleJob = { clientId: string; paymentId: string };

/**
 * Money arrives as a bank reports it: RECEIVED first (a pending settlement → account transfer, visible but not
 * spendable), then CREDITED (posted) or RETURNED (voided). Only an open account whose VFA is COMPLETED receives.
 * Without a delay, the bank's verdict is applied in the same transaction; with one, a settlement job is queued in
 * that transaction for the due time, so a crash or restart cannot lose it (and the sweep catches a job that died
 * with its worker).
 */
export async function receivePayment(
  deps: AppDeps,
  bank: IncomingPaymentsPartner,
  caller: Caller,
  input: IncomingPaymentInput,
  idem: IdempotencyRequest,
): Promise<IdempotentResult<TIncomingPaymentResponse>> {
  return runIdempotent(deps.db, caller.clientId, idem, async (tx) => {
    const account = await findOwnAccount(tx, caller.clientId, input.accountId, 'share');
    if (!account.is_active || !canVfaReceive(account.vfa_status as VfaStatus | null) || !account.vfa_id) {
      throw new AppError('ACCOUNT_CANNOT_RECEIVE');
    }
    const amount = await amountToCredit(tx, account, input.amount, deps.config.AMOUNT_CEILING_MAJOR);
    const id = randomUUID();
    const now = deps.clock.now();
    const dueAt = input.settleAfterMs > 0 ? new Date(now.getTime() + input.settleAfterMs) : null;
    await repo.insertPayment(tx, caller.clientId, {
      id,
      account_id: account.id,
      virtualAccountId: account.vfa_id,
      currency: account.currency,
      amount,
      payer_name: input.payerName,
      reference: input.reference,
      transfer_id: transferId(id, 'received'),
      received_at: now,
      settle_due_at: dueAt,
    });
    await book(tx, [
      {
        id: transferId(id, 'received'),
        debitAccountId: systemAccountId('SETTLEMENT', account.currency),
        creditAccountId: account.id,
        amount,
        currency: account.currency,
        code: 'INCOMING_PAYMENT',
        reference: input.reference ? `${input.payerName} - ${input.reference}` : input.payerName,
        isPending: true,
        businessType: 'incoming_payment',
        businessId: id,
      },
    ]);
    if (dueAt) {
      const job: SettleJob = { clientId: caller.clientId, paymentId: id };
      await deps.jobs.send(SETTLE_QUEUE, job, { startAfter: dueAt, id: stableUuid(SETTLE_QUEUE, id) }, tx);
    } else {
      await settleInTx(tx, bank, caller.clientId, id, now);
    }
    return { status: 201, body: { payment: paymentView((await repo.findPayment(tx, caller.clientId, id))!) } };
  });
}

/** Applies the bank's verdict on a RECEIVED payment (idempotent: a settled payment is left as it is). */
export async function settleIncomingPayment(
  db: Db,
  bank: IncomingPaymentsPartner,
  clientId: string,
  paymentId: string,
  clock: Clock,
): Promise<TIncomingPayment | undefined> {
  return ledgerTx(db, async (tx) => {
    await settleInTx(tx, bank, clientId, paymentId, clock.now());
    const row = await repo.findPayment(tx, clientId, paymentId);
    return row && paymentView(row);
  });
}

/**
 * Settles every RECEIVED payment whose due time has passed: what a settlement job would have done had it not died
 * with its worker (killed mid-job, its retry still waiting for pg-boss to expire it). Settling is idempotent, so
 * racing the job is harmless. Returns how many payments it looked at.
 */
export async function settleDuePayments(
  db: Db,
  bank: IncomingPaymentsPartner,
  clock: Clock,
  limit = 500,
): Promise<number> {
  const due = await repo.findDuePayments(db, clock.now(), limit);
  for (const p of due) await settleIncomingPayment(db, bank, p.client_id, p.id, clock);
  return due.length;
}

async function settleInTx(tx: Queryable, bank: IncomingPaymentsPartner, clientId: string, id: string, at: Date) {
  const p = await repo.findPayment(tx, clientId, id, true);
  if (p?.status !== 'RECEIVED') return;
  const outcome = bank.outcomeOf({ amountMinor: p.amount, currency: p.currency, payerName: p.payer_name });
  if (outcome.kind === 'HELD') {
    // Nothing is due any more: the bank will say later, in its own time. The sweep stops looking at it.
    if (p.settle_due_at) await repo.clearSettleDue(tx, clientId, id);
    return;
  }
  const resolution = { id: transferId(id, 'settled'), pendingId: p.transfer_id };
  if (outcome.kind === 'CREDITED') {
    await postPending(tx, resolution);
    await repo.markSettled(tx, clientId, id, 'CREDITED', at, null);
  } else {
    await voidPending(tx, resolution);
    await repo.markSettled(tx, clientId, id, 'RETURNED', at, outcome.reason);
  }
}

function paymentView(p: repo.IncomingPaymentRow): TIncomingPayment {
  return {
    id: p.id,
    accountId: p.account_id,
    amount: toMoney(p.amount, p.currency),
    payerName: p.payer_name,
    reference: p.reference,
    status: p.status,
    returnReason: p.return_reason,
    receivedAt: p.received_at.toISOString(),
    settledAt: p.settled_at?.toISOString() ?? null,
  };
}
