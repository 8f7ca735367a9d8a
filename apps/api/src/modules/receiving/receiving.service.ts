import { randomUUID } from 'node:crypto';
import type { TAccountDetailsResponse } from '@corridor/contracts/accounts/account-details';
import type { TCreateVfaRequest, TCreateVfaResponse } from '@corridor/contracts/accounts/create-vfa';
import type { TIncomingPayment, TIncomingPaymentResponse } from '@corridor/contracts/accounts/incoming-payment';
import { toMoney } from '@corridor/contracts/money';
import { canReceiveIn, entityConfig } from '@corridor/domain/entities';
import { canVfaReceive, type VfaStatus } from '@corridor/domain/vfa-status';
import type { AppDeps } from '../../app-deps.ts';
import type { Caller } from '../../caller.ts';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { stableUuid, systemAccountId } from '../../ledger/ids.ts';
import { book, ledgerTx, postPending, voidPending } from '../../ledger/ledger.service.ts';
import type { IncomingPaymentsPartner } from '../../partners/incoming-payments/incoming-payments.ts';
import { type IdempotencyRequest, type IdempotentResult, runIdempotent } from '../../platform/idempotency.ts';
import { amountToCredit } from '../accounts/account-limits.service.ts';
import { recordProvisionedVfa, vfaOf } from '../accounts/account-vfa.service.ts';
import { findOwnAccount, type OwnAccount } from '../accounts/accounts.service.ts';
import * as repo from './receiving.repository.ts';

// A VFA in one of these is live: asking again returns it rather than provisioning a second one.
const LIVE: readonly VfaStatus[] = ['PENDING', 'IN_PROGRESS', 'COMPLETED'];

const canReceive = (a: OwnAccount) => a.is_active && canVfaReceive(a.vfa_status as VfaStatus | null);

/** Asks the bank for receiving details for an open account in a currency the entity can receive. */
export async function createVfa(deps: AppDeps, caller: Caller, req: TCreateVfaRequest): Promise<TCreateVfaResponse> {
  if (req.clientId !== caller.clientId) throw new AppError('NOT_FOUND', { message: 'Account not found.' });
  await deps.db.tx(async (tx) => {
    const account = await findOwnAccount(tx, caller, req.accountId, 'update');
    if (!account.is_active) throw new AppError('ACCOUNT_CLOSED');
    if (!canReceiveIn(caller.legalEntity, account.currency)) {
      throw new AppError('CURRENCY_NOT_OFFERED', {
        message: `Receiving ${account.currency} is not offered for your business.`,
      });
    }
    const current = account.vfa_status as VfaStatus | null;
    if (current && LIVE.includes(current)) return;
    const now = deps.clock.now();
    const result = await deps.partners.bank.provisionVirtualAccount({
      accountId: account.id,
      currency: account.currency,
      entity: caller.legalEntity,
    });
    await recordProvisionedVfa(tx, account, result, now);
  });
  return { vfa: vfaOf(await findOwnAccount(deps.db, caller, req.accountId))! };
}

/** The "Share account details" data of an account that can receive. */
export async function accountDetails(
  deps: AppDeps,
  caller: Caller,
  accountId: string,
): Promise<TAccountDetailsResponse> {
  const account = await findOwnAccount(deps.db, caller, accountId);
  if (!canReceive(account) || !account.vfa_account_number) throw new AppError('ACCOUNT_CANNOT_RECEIVE');
  const option = entityConfig(caller.legalEntity)?.offeredReceivingCurrencies.find(
    (o) => o.currency === account.currency,
  );
  const details = await deps.partners.bank.accountDetails({
    accountNumber: account.vfa_account_number,
    currency: account.currency,
    isLocal: option?.label === 'LOCAL',
  });
  const accountName = caller.clientName;
  return {
    accountId: account.id,
    currency: account.currency,
    local: details.local && { accountName, ...details.local },
    global: { accountName, ...details.global },
  };
}

export type IncomingPaymentInput = {
  accountId: string;
  amount: string;
  payerName: string;
  reference: string;
  settleAfterMs: number;
};

// Transfer ids derive from the payment id: each step of one payment books exactly once, however often retried.
const transferId = (paymentId: string, step: 'received' | 'settled') => stableUuid('incoming-payment', paymentId, step);

/** The bank's later verdict on one payment (receiving.jobs.ts works it). */
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
  caller: Caller,
  input: IncomingPaymentInput,
  idem: IdempotencyRequest,
): Promise<IdempotentResult<TIncomingPaymentResponse>> {
  return runIdempotent(deps.db, caller.clientId, idem, async (tx) => {
    const account = await findOwnAccount(tx, caller, input.accountId, 'share');
    if (!canReceive(account) || !account.vfa_id) throw new AppError('ACCOUNT_CANNOT_RECEIVE');
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
      await settleInTx(tx, deps.partners.bank, caller.clientId, id, now);
    }
    return { status: 201, body: { payment: paymentView((await repo.findPayment(tx, caller.clientId, id))!) } };
  });
}

/** Applies the bank's verdict on a RECEIVED payment (idempotent: a settled payment is left as it is). */
export async function settleIncomingPayment(deps: AppDeps, job: SettleJob): Promise<TIncomingPayment | undefined> {
  return ledgerTx(deps.db, async (tx) => {
    await settleInTx(tx, deps.partners.bank, job.clientId, job.paymentId, deps.clock.now());
    const row = await repo.findPayment(tx, job.clientId, job.paymentId);
    return row && paymentView(row);
  });
}

/**
 * Settles every RECEIVED payment whose due time has passed: what a settlement job would have done had it not died
 * with its worker (killed mid-job, its retry still waiting for pg-boss to expire it). Settling is idempotent, so
 * racing the job is harmless. Returns how many payments it looked at.
 */
export async function settleDuePayments(deps: AppDeps, limit = 500): Promise<number> {
  const due = await repo.findDuePayments(deps.db, deps.clock.now(), limit);
  for (const p of due) await settleIncomingPayment(deps, { clientId: p.client_id, paymentId: p.id });
  return due.length;
}

/**
 * Records a payment the bank received and credited earlier (demo data, an import from another system), whose
 * ledger transfer `transferId` the caller has booked and posted already.
 */
export async function recordCreditedPayment(
  tx: Queryable,
  owner: Pick<Caller, 'clientId'>,
  p: {
    id: string;
    accountId: string;
    vfaId: string;
    currency: string;
    amount: bigint;
    payerName: string;
    reference: string;
    transferId: string;
    receivedAt: Date;
  },
): Promise<void> {
  await repo.insertPayment(tx, owner.clientId, {
    id: p.id,
    account_id: p.accountId,
    virtualAccountId: p.vfaId,
    currency: p.currency,
    amount: p.amount,
    payer_name: p.payerName,
    reference: p.reference,
    transfer_id: p.transferId,
    received_at: p.receivedAt,
  });
  await repo.markSettled(tx, owner.clientId, p.id, 'CREDITED', p.receivedAt, null);
}

async function settleInTx(tx: Queryable, bank: IncomingPaymentsPartner, clientId: string, id: string, at: Date) {
  const p = await repo.findPayment(tx, clientId, id, true);
  if (p?.status !== 'RECEIVED') return;
  const outcome = await bank.outcomeOf({ amountMinor: p.amount, currency: p.currency, payerName: p.payer_name });
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
