import { randomUUID } from 'node:crypto';
import type { TIncomingPayment, TIncomingPaymentResponse } from '@corridor/contracts/accounts/incoming-payment';
import { toMoney } from '@corridor/contracts/accounts/money';
import { parseAmount } from '@corridor/domain/money';
import { canVfaReceive, type VfaStatus } from '@corridor/domain/vfa-status';
import type { AppDeps, Clock } from '../../app-deps.ts';
import type { Db, Queryable } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { type IdempotencyRequest, type IdempotentResult, runIdempotent } from '../../http/idempotency.ts';
import { stableUuid, systemAccountId } from '../../ledger/ids.ts';
import { book, ledgerTx, postPending, voidPending } from '../../ledger/ledger.service.ts';
import type { IncomingPaymentsPartner } from '../../partners/incoming-payments/incoming-payments.ts';
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

/**
 * Money arrives as a bank reports it: RECEIVED first (a pending settlement → account transfer, visible but not
 * spendable), then CREDITED (posted) or RETURNED (voided). Only an open account whose VFA is COMPLETED receives.
 * Without a delay, the bank's verdict is applied in the same transaction; with one, a timer applies it later.
 */
export async function receivePayment(
  deps: AppDeps,
  bank: IncomingPaymentsPartner,
  caller: Caller,
  input: IncomingPaymentInput,
  idem: IdempotencyRequest,
): Promise<IdempotentResult<TIncomingPaymentResponse>> {
  const result = await runIdempotent(deps.db, caller.clientId, idem, async (tx) => {
    const account = await findOwnAccount(tx, caller.clientId, input.accountId, 'share');
    if (!account.is_active || !canVfaReceive(account.vfa_status as VfaStatus | null) || !account.vfa_id) {
      throw new AppError('ACCOUNT_CANNOT_RECEIVE');
    }
    const parsed = parseAmount(input.amount, account.currency);
    if (!parsed.ok) {
      throw new AppError('VALIDATION_ERROR', {
        message: parsed.message,
        errors: [{ field: 'amount', message: parsed.message }],
      });
    }
    const id = randomUUID();
    const now = deps.clock.now();
    await repo.insertPayment(tx, caller.clientId, {
      id,
      account_id: account.id,
      virtualAccountId: account.vfa_id,
      currency: account.currency,
      amount: parsed.minor,
      payer_name: input.payerName,
      reference: input.reference,
      transfer_id: transferId(id, 'received'),
      received_at: now,
    });
    await book(tx, [
      {
        id: transferId(id, 'received'),
        debitAccountId: systemAccountId('SETTLEMENT', account.currency),
        creditAccountId: account.id,
        amount: parsed.minor,
        currency: account.currency,
        code: 'INCOMING_PAYMENT',
        reference: input.reference ? `${input.payerName} - ${input.reference}` : input.payerName,
        isPending: true,
        businessType: 'incoming_payment',
        businessId: id,
      },
    ]);
    if (input.settleAfterMs === 0) await settleInTx(tx, bank, caller.clientId, id, now);
    return { status: 201, body: { payment: paymentView((await repo.findPayment(tx, caller.clientId, id))!) } };
  });
  if (input.settleAfterMs > 0 && !result.isReplay) {
    const paymentId = result.body.payment.id;
    // The bank's later notice. A job queue would carry this across restarts; the dev sandbox uses a timer.
    setTimeout(() => {
      settleIncomingPayment(deps.db, bank, caller.clientId, paymentId, deps.clock).catch((err) =>
        console.error('sandbox incoming payment settlement failed', err),
      );
    }, input.settleAfterMs).unref();
  }
  return result;
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

async function settleInTx(tx: Queryable, bank: IncomingPaymentsPartner, clientId: string, id: string, at: Date) {
  const p = await repo.findPayment(tx, clientId, id, true);
  if (p?.status !== 'RECEIVED') return;
  const outcome = bank.outcomeOf({ amountMinor: p.amount, currency: p.currency, payerName: p.payer_name });
  if (outcome.kind === 'HELD') return;
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
