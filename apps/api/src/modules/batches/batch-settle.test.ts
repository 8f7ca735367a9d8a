import type { TSavedCard } from '@corridor/contracts/fundings/cards';
import { BATCH_SETTLEMENT_MESSAGES } from '@corridor/domain/batches/settlement';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callerFor,
  createClient,
  createUser,
  fundAccount,
  newIdempotencyKey,
  openAccount,
  setApprovalRequired,
  signInAs,
} from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { V1 } from '../../../test/payouts-api.ts';
import type { Caller } from '../../caller.ts';
import { ledgerTx } from '../../ledger/ledger.service.ts';
import { sweepChecks } from '../fundings/funding-checks.service.ts';
import { decidePayoutsInTx } from '../payouts/approvals.service.ts';
import { holdBatchFx } from './batch-fx.service.ts';
import { FPX_NOT_FOR_BATCHES, payBatch } from './batch-payout.service.ts';
import { runBatchPayouts } from './batch-payout-run.ts';
import { settleBatch, sweepPendingBatches } from './batch-settle.service.ts';
import { uploadBatch } from './batch-upload.service.ts';
import { validateBatch } from './batch-validation.service.ts';
import { getBatch } from './batches.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HEADER =
  'source_currency,beneficiary_country_code,destination_currency,beneficiary_account_type,beneficiary_name,beneficiary_email,beneficiary_bank_name,beneficiary_account_number,source_amount,purpose_code';

function csvOf(n: number) {
  const lines = [HEADER];
  for (let i = 0; i < n; i += 1) {
    lines.push(
      `SGD,DE,EUR,COMPANY,Lieferant ${i} GmbH,ap${i}@lieferant.de,Commerzbank,DE89370400440532013000,${120 + i}.00,GOODS_PURCHASE`,
    );
  }
  return Buffer.from(`${lines.join('\n')}\n`);
}

type Business = { caller: Caller; checker: Caller; headers: Record<string, string> };

async function business(opts: { fund?: bigint; isApprovalRequired?: boolean } = {}): Promise<Business> {
  const client = await createClient(t.db, { name: 'Bulk Settle Pte Ltd' });
  const user = await createUser(t.db, client);
  const checker = await createUser(t.db, client, { isApprover: true });
  if (opts.fund) await fundAccount(t.db, client, 'SGD', opts.fund);
  else await openAccount(t.db, client, 'SGD');
  if (opts.isApprovalRequired) await setApprovalRequired(t.db, client, true);
  const headers = (await signInAs(t, user)).headers;
  return { caller: callerFor(client, user), checker: callerFor(client, checker), headers };
}

/** Uploaded, validated, held, paid with `pay` and its payouts created: the batch is pending. */
async function pendingBatch(b: Business, pay: Parameters<typeof payBatch>[3], rows = 3) {
  const batch = await uploadBatch(t.deps, b.caller, { fileName: 'suppliers.csv', bytes: csvOf(rows) });
  await validateBatch(t.deps, { clientId: b.caller.clientId, batchId: batch.id });
  await holdBatchFx(t.deps, b.caller, batch.id);
  await payBatch(t.deps, b.caller, batch.id, pay, newIdempotencyKey());
  await runBatchPayouts(t.deps, { clientId: b.caller.clientId, batchId: batch.id });
  const detail = await getBatch(t.deps, b.caller, batch.id);
  expect(detail.status).toBe('pending');
  return detail;
}

const statusOf = async (b: Business, id: string) => (await getBatch(t.deps, b.caller, id)).status;
async function payoutIds(batchId: string) {
  const { rows } = await t.db.query<{ id: string }>('SELECT id FROM payouts WHERE batch_id = $1 ORDER BY id', [
    batchId,
  ]);
  return rows.map((r) => r.id);
}
async function batchRow(id: string) {
  const { rows } = await t.db.query<{ status: string; failure_reason: string | null; version: number }>(
    'SELECT status, failure_reason, version FROM batches WHERE id = $1',
    [id],
  );
  return rows[0]!;
}
/** Moves the clock on and works the funding checks then due. */
async function later(ms: number) {
  t.clock.advance(ms);
  await sweepChecks(t.deps);
}

describe('[BULK] a pending batch moves on with its payouts', () => {
  it('paid by bank transfer: "Awaiting funds" until the bank sees the transfer, then paid', async () => {
    const b = await business();
    const batch = await pendingBatch(b, { depositMethod: 'bankTransfer' });
    expect(batch.statusLabel).toBe('Awaiting funds');
    // The page shows what to pay, where, and with which reference: the batch's ONE funding.
    expect(batch.funding).toMatchObject({ method: 'bankTransfer', status: 'AWAITING_FUNDS', redirectUrl: null });
    expect(batch.funding!.instructions).toMatchObject({
      bankName: 'Sandbox Bank Singapore',
      accountNumber: '7999000111',
      reference: batch.funding!.reference,
    });
    const { rows: sums } = await t.db.query<{ total: bigint }>(
      'SELECT sum(source_amount + supplier_payments_fee)::int8 AS total FROM payouts WHERE batch_id = $1',
      [batch.id],
    );
    expect(BigInt(batch.funding!.total.amountMinor)).toBeGreaterThanOrEqual(sums[0]!.total);
    await later(1000);
    expect(await statusOf(b, batch.id)).toBe('pending');
    await later(10_000);
    const after = await getBatch(t.deps, b.caller, batch.id);
    expect(after.status).toBe('paid');
    expect(after.statusLabel).toBe('Paid');
    expect(after.funding!.status).toBe('COMPLETED');
    const { rows } = await t.db.query<{ status: string }>('SELECT DISTINCT status FROM payouts WHERE batch_id = $1', [
      batch.id,
    ]);
    expect(rows.map((r) => r.status)).not.toContain('AWAITING_FUNDS_BANK_PROXY');
    // Each payout names the hold its credited money now sits in, so the rail can post it when sent to the bank.
    const { rows: held } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM payouts p JOIN ledger_transfers l ON l.id = p.hold_transfer_id
       WHERE p.batch_id = $1 AND l.status = 'PENDING'`,
      [batch.id],
    );
    expect(held[0]!.n).toBe((await payoutIds(batch.id)).length);
  });

  it('paid by PayNow from SGD: the funding gives the UEN to pay, and the batch is paid once it arrives', async () => {
    const b = await business();
    const batch = await pendingBatch(b, { depositMethod: 'payNow' });
    expect(batch.funding).toMatchObject({ method: 'payNow', status: 'AWAITING_FUNDS' });
    expect(batch.funding!.instructions).toMatchObject({ proxyType: 'UEN', proxyValue: '201999999K' });
    await later(10_000);
    expect(await statusOf(b, batch.id)).toBe('paid');
  });

  it('paid by a card the issuer rejects: payout_failed with the card’s reason', async () => {
    const b = await business();
    const res = await t.app.inject({
      method: 'POST',
      url: `${V1}/bpsp/saveCard`,
      headers: b.headers,
      payload: { cardNumber: '4000 0000 0000 0002', expiry: '12/30', cvv: '123', currency: 'SGD', isSaveCard: true },
    });
    expect(res.statusCode, res.body).toBe(201);
    const card = res.json() as TSavedCard;
    const batch = await pendingBatch(b, { depositMethod: 'creditCard', cardId: card._id });
    expect(batch.statusLabel).toBe('Awaiting funds');
    await later(5000);
    await later(5000);
    const row = await batchRow(batch.id);
    expect(row.status).toBe('payout_failed');
    expect(row.failure_reason).toMatch(/insufficient funds/i);
  });

  it('keeps the card a batch is paid with until its payouts are made and charged', async () => {
    const b = await business();
    const saved = await t.app.inject({
      method: 'POST',
      url: `${V1}/bpsp/saveCard`,
      headers: b.headers,
      payload: { cardNumber: '4111 1111 1111 1111', expiry: '12/30', cvv: '123', currency: 'SGD', isSaveCard: true },
    });
    const card = saved.json() as TSavedCard;
    const batch = await uploadBatch(t.deps, b.caller, { fileName: 'suppliers.csv', bytes: csvOf(2) });
    await validateBatch(t.deps, { clientId: b.caller.clientId, batchId: batch.id });
    await holdBatchFx(t.deps, b.caller, batch.id);
    await payBatch(t.deps, b.caller, batch.id, { depositMethod: 'creditCard', cardId: card._id }, newIdempotencyKey());
    const remove = () =>
      t.app.inject({ method: 'DELETE', url: `${V1}/bpsp/deleteCard/${card._id}`, headers: b.headers });
    // Its payouts are still being made: they would find no card.
    const refused = await remove();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('CARD_IN_USE');
    await runBatchPayouts(t.deps, { clientId: b.caller.clientId, batchId: batch.id });
    expect((await remove()).statusCode).toBe(200);
  });

  it('a maker’s batch: "Awaiting approval", then paid once the checker approves', async () => {
    const b = await business({ fund: 10_000_000n, isApprovalRequired: true });
    const batch = await pendingBatch(b, { depositMethod: 'account' });
    expect(batch.statusLabel).toBe('Awaiting approval');
    const ids = await payoutIds(batch.id);
    // One approved first: the others still wait, so does the batch.
    await ledgerTx(t.db, (tx) =>
      decidePayoutsInTx(tx, t.deps, b.checker, { action: 'APPROVE', payout_ids: ids.slice(0, 1) }),
    );
    expect(await statusOf(b, batch.id)).toBe('pending');
    await ledgerTx(t.db, (tx) => decidePayoutsInTx(tx, t.deps, b.checker, { action: 'APPROVE', payout_ids: ids }));
    expect(await statusOf(b, batch.id)).toBe('paid');
  });

  it('every payout rejected by the checker: payout_failed with the reason', async () => {
    const b = await business({ fund: 10_000_000n, isApprovalRequired: true });
    const batch = await pendingBatch(b, { depositMethod: 'account' });
    const ids = await payoutIds(batch.id);
    await ledgerTx(t.db, (tx) => decidePayoutsInTx(tx, t.deps, b.checker, { action: 'REJECT', payout_ids: ids }));
    const row = await batchRow(batch.id);
    expect(row.status).toBe('payout_failed');
    expect(row.failure_reason).toBe(BATCH_SETTLEMENT_MESSAGES.allRejected);
    expect((await getBatch(t.deps, b.caller, batch.id)).failureReason).toBe(BATCH_SETTLEMENT_MESSAGES.allRejected);
  });

  it('settled twice (the hook, then the sweep; or the sweep twice) moves the batch once', async () => {
    const b = await business({ fund: 10_000_000n, isApprovalRequired: true });
    const batch = await pendingBatch(b, { depositMethod: 'account' });
    const ids = await payoutIds(batch.id);
    // Nothing moved yet: neither the sweep nor a direct settle touches it.
    await sweepPendingBatches(t.deps);
    const waiting = await batchRow(batch.id);
    expect(waiting.status).toBe('pending');
    await ledgerTx(t.db, (tx) => decidePayoutsInTx(tx, t.deps, b.checker, { action: 'APPROVE', payout_ids: ids }));
    const paid = await batchRow(batch.id);
    expect(paid).toMatchObject({ status: 'paid', version: waiting.version + 1 });
    const ref = { clientId: b.caller.clientId, batchId: batch.id, at: t.clock.now() };
    expect(await ledgerTx(t.db, (tx) => settleBatch(tx, ref))).toBe(false);
    await sweepPendingBatches(t.deps);
    expect(await batchRow(batch.id)).toEqual(paid);
  });

  it('the sweep settles a pending batch whose payouts moved without the hook (another client’s is left alone)', async () => {
    const b = await business({ fund: 10_000_000n, isApprovalRequired: true });
    const batch = await pendingBatch(b, { depositMethod: 'account' });
    const other = await business({ fund: 10_000_000n, isApprovalRequired: true });
    const theirs = await pendingBatch(other, { depositMethod: 'account' });
    // As if moved by a path without the hook: the sweep reads the payouts and moves the batch on.
    await t.db.query("UPDATE payouts SET status = 'PENDING' WHERE batch_id = $1", [batch.id]);
    expect(await sweepPendingBatches(t.deps)).toBeGreaterThanOrEqual(1);
    expect(await statusOf(b, batch.id)).toBe('paid');
    expect(await statusOf(other, theirs.id)).toBe('pending');
  });

  it('FPX is refused for a batch with a clear message, and nothing is used up or paid', async () => {
    const b = await business();
    const batch = await uploadBatch(t.deps, b.caller, { fileName: 'suppliers.csv', bytes: csvOf(2) });
    await validateBatch(t.deps, { clientId: b.caller.clientId, batchId: batch.id });
    const held = await holdBatchFx(t.deps, b.caller, batch.id);
    await expect(
      payBatch(t.deps, b.caller, batch.id, { depositMethod: 'fpxTransfer' }, newIdempotencyKey()),
    ).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
      message: FPX_NOT_FOR_BATCHES,
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `${V1}/batch/${batch.id}/payout`,
      headers: { ...b.headers, 'idempotency-key': 'fpx-batch-1' },
      payload: { depositMethod: 'fpxTransfer', fpxPaymentId: '0b9e2c0e-6d1f-4a51-8f0e-2f2f6b0c9a11' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: FPX_NOT_FOR_BATCHES });
    const after = await getBatch(t.deps, b.caller, batch.id);
    expect(after.status).toBe('fx_completed');
    expect(after.fxHolds).toEqual(held.fxHolds);
    expect(await payoutIds(batch.id)).toEqual([]);
  });
});
