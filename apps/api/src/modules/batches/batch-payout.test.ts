import type { TBatchDetail } from '@corridor/contracts/batches/batch-common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BATCH_V1 } from '../../../test/batch-files.ts';
import {
  callerFor,
  createClient,
  createUser,
  fundAccount,
  newIdempotencyKey,
  openAccount,
  setApprovalRequired,
  signInAs,
  type TestClient,
} from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { inconsistentAccounts, overdrawnAccounts, unbalancedCurrencies } from '../../../test/ledger-fixtures.ts';
import type { Caller } from '../../caller.ts';
import type { Queryable } from '../../db/client.ts';
import { getBalances } from '../../ledger/ledger.service.ts';
import { BATCH_HOLD_MINUTES, holdBatchFx } from './batch-fx.service.ts';
import { RATES_EXPIRED } from './batch-pay-pricing.ts';
import { payBatch } from './batch-payout.service.ts';
import { PAY_QUEUE, runBatchPayouts } from './batch-payout-run.ts';
import { uploadBatch } from './batch-upload.service.ts';
import { validateBatch } from './batch-validation.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HEADER =
  'source_currency,beneficiary_country_code,destination_currency,beneficiary_account_type,beneficiary_name,beneficiary_email,beneficiary_bank_name,beneficiary_account_number,source_amount,purpose_code';

/** A file of `n` rows: EUR suppliers in Germany, amounts 100.00 SGD, 100.01… (every third row the same supplier). */
function csvOf(n: number) {
  const lines = [HEADER];
  for (let i = 0; i < n; i += 1) {
    const name = i % 3 === 0 ? 'Rheinland Industriebedarf GmbH' : `Lieferant ${i} GmbH`;
    lines.push(
      `SGD,DE,EUR,COMPANY,${name},ap${i % 3 === 0 ? 0 : i}@lieferant.de,Commerzbank,DE89370400440532013000,${100 + Math.floor(i / 100)}.${String(i % 100).padStart(2, '0')},GOODS_PURCHASE`,
    );
  }
  return Buffer.from(`${lines.join('\n')}\n`);
}

type Business = { client: TestClient; caller: Caller; account: string };

async function business(opts: { fund?: bigint; isApprovalRequired?: boolean } = {}): Promise<Business> {
  const client = await createClient(t.db, { name: 'Bulk Payer Pte Ltd' });
  const user = await createUser(t.db, client);
  const account = opts.fund
    ? await fundAccount(t.db, client, 'SGD', opts.fund)
    : await openAccount(t.db, client, 'SGD');
  if (opts.isApprovalRequired) await setApprovalRequired(t.db, client, true);
  return { client, caller: callerFor(client, user), account };
}

/** Uploaded, validated and its rates held: the review screen. */
async function heldBatch(b: Business, rows: number): Promise<TBatchDetail> {
  const batch = await uploadBatch(t.deps, b.caller, { fileName: 'suppliers.csv', bytes: csvOf(rows) });
  await validateBatch(t.deps, { clientId: b.client.id, batchId: batch.id });
  return holdBatchFx(t.deps, b.caller, batch.id);
}

const available = async (id: string) => (await getBalances(t.db, [id])).get(id)!.available;

async function payoutsOf(batchId: string) {
  const { rows } = await t.db.query<{ id: string; status: string; debit: bigint; hold: string | null; row: number }>(
    `SELECT p.id, p.status, p.source_amount + p.supplier_payments_fee AS debit, p.batch_row_index AS row,
       (SELECT status FROM ledger_transfers WHERE id = p.hold_transfer_id) AS hold
     FROM payouts p WHERE p.batch_id = $1 ORDER BY p.batch_row_index`,
    [batchId],
  );
  return rows;
}

async function payoutAccount(clientId: string) {
  const { rows } = await t.db.query<{ id: string }>(
    "SELECT id FROM currency_accounts WHERE client_id = $1 AND currency = 'SGD'",
    [clientId],
  );
  return rows[0]?.id;
}

async function pendingReservations(accountId: string) {
  const { rows } = await t.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ledger_transfers t WHERE t.business_type = 'batch' AND t.status = 'PENDING'
       AND t.debit_account_id = $1 AND NOT EXISTS (SELECT 1 FROM ledger_transfers r WHERE r.pending_id = t.id)`,
    [accountId],
  );
  return rows[0]!.n;
}

describe('[BULK] holding FX and paying a batch', () => {
  it('holds one rate per pair, reserves the total when paid, and its job creates every payout once', async () => {
    const b = await business({ fund: 100_000_000n });
    const held = await heldBatch(b, 30);
    expect(held.status).toBe('fx_completed');
    expect(held.fxHolds.map((h) => h.destinationCurrency)).toEqual(['EUR']);
    expect(held.totals).toHaveLength(1);
    expect(held.totals[0]!.count).toBe(30);
    expect(Date.parse(held.holdExpiresAt!)).toBe(t.clock.now().getTime() + BATCH_HOLD_MINUTES * 60_000);

    const paying = (await payBatch(t.deps, b.caller, held.id, { depositMethod: 'account' }, newIdempotencyKey())).body;
    expect(paying.status).toBe('payout_in_progress');
    expect(paying.progress).toMatchObject({ step: 7, done: 0, total: 30 });
    const total = BigInt(held.totals[0]!.sourceAmount.amountMinor);
    expect(await available(b.account)).toBe(100_000_000n - total);
    expect(await pendingReservations(b.account)).toBe(1);
    // Paying again answers the batch as it is: no second reservation, no second job.
    const again = (await payBatch(t.deps, b.caller, held.id, { depositMethod: 'account' }, newIdempotencyKey())).body;
    expect(again.status).toBe('payout_in_progress');
    expect(await pendingReservations(b.account)).toBe(1);
    const jobs = await t.db.query("SELECT 1 FROM pgboss.job WHERE name = $1 AND data->>'batchId' = $2", [
      PAY_QUEUE,
      held.id,
    ]);
    expect(jobs.rows).toHaveLength(1);
    // The decision is in the audit log once, with the batch's total, in the transaction that reserved it.
    const audit = await t.db.query<{ target_id: string; details: Record<string, unknown> }>(
      "SELECT target_id, details FROM audit_log WHERE client_id = $1 AND action = 'batch.paid'",
      [b.client.id],
    );
    expect(audit.rows).toEqual([
      {
        target_id: held.reference,
        details: {
          batch_id: held.id,
          payments: 30,
          source_amount: total.toString(),
          source_currency: held.sourceCurrency,
          deposit_method: 'account',
        },
      },
    ]);

    await runBatchPayouts(t.deps, { clientId: b.client.id, batchId: held.id });
    const payouts = await payoutsOf(held.id);
    expect(payouts).toHaveLength(30);
    expect(new Set(payouts.map((p) => p.status))).toEqual(new Set(['PENDING']));
    expect(new Set(payouts.map((p) => p.hold))).toEqual(new Set(['PENDING']));
    // The reservation became the payouts' own holds: the same money, held once.
    expect(await pendingReservations(b.account)).toBe(0);
    expect(await available(b.account)).toBe(100_000_000n - payouts.reduce((s, p) => s + p.debit, 0n));
    const { rows } = await t.db.query<{ linked: number; contacts: number }>(
      `SELECT count(payout_id)::int AS linked, count(DISTINCT beneficiary_id)::int AS contacts FROM batch_rows
       WHERE batch_id = $1`,
      [held.id],
    );
    // One contact per distinct supplier of the file: every third row is the same one.
    expect(rows[0]).toEqual({ linked: 30, contacts: 21 });
    const after = (await payBatch(t.deps, b.caller, held.id, { depositMethod: 'account' }, newIdempotencyKey())).body;
    expect(after.status).toBe('paid');
    expect(after.progress).toMatchObject({ step: 7, done: 30, total: 30 });

    // The job again (a retry after a crash): nothing more.
    await runBatchPayouts(t.deps, { clientId: b.client.id, batchId: held.id });
    expect(await payoutsOf(held.id)).toHaveLength(30);
    expect(await unbalancedCurrencies(t.db)).toEqual([]);
    expect(await overdrawnAccounts(t.db)).toEqual([]);
    expect(await inconsistentAccounts(t.db)).toEqual([]);
  });

  it('refuses to pay at an expired rate until the rates are held again, and then pays at the new one', async () => {
    const b = await business({ fund: 10_000_000n });
    const held = await heldBatch(b, 3);
    t.clock.advance((BATCH_HOLD_MINUTES + 1) * 60_000);
    const late = payBatch(t.deps, b.caller, held.id, { depositMethod: 'account' }, newIdempotencyKey());
    await expect(late).rejects.toMatchObject({ code: 'FX_HOLD_EXPIRED', message: RATES_EXPIRED, status: 409 });
    expect(await available(b.account)).toBe(10_000_000n);
    const again = await holdBatchFx(t.deps, b.caller, held.id);
    expect(again.status).toBe('fx_completed');
    expect(again.fxHolds[0]!.fxHoldId).not.toBe(held.fxHolds[0]!.fxHoldId);
    const paid = (await payBatch(t.deps, b.caller, held.id, { depositMethod: 'account' }, newIdempotencyKey())).body;
    expect(paid.status).toBe('payout_in_progress');
    await runBatchPayouts(t.deps, { clientId: b.client.id, batchId: held.id });
    const { rows } = await t.db.query<{ fx_rate: string }>(
      'SELECT DISTINCT fx_rate::text AS fx_rate FROM payouts WHERE batch_id = $1',
      [held.id],
    );
    expect(rows).toEqual([{ fx_rate: again.fxHolds[0]!.fxRate }]);
  });

  it('refuses a batch the balance cannot cover, before anything is reserved or used up', async () => {
    const b = await business({ fund: 20_000n });
    const held = await heldBatch(b, 3);
    const res = payBatch(t.deps, b.caller, held.id, { depositMethod: 'account' }, newIdempotencyKey());
    await expect(res).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS', status: 400 });
    expect(await available(b.account)).toBe(20_000n);
    const { rows } = await t.db.query<{ status: string }>('SELECT status FROM batches WHERE id = $1', [held.id]);
    expect(rows[0]!.status).toBe('fx_completed');
    const holds = await t.db.query<{ status: string }>('SELECT status FROM fx_holds WHERE id = $1', [
      held.fxHolds[0]!.fxHoldId,
    ]);
    expect(holds.rows[0]!.status).toBe('ACTIVE');
  });

  it('another business’s batch is a 404 to hold and to pay', async () => {
    const b = await business({ fund: 10_000_000n });
    const stranger = await business({ fund: 10_000_000n });
    const held = await heldBatch(b, 2);
    await expect(holdBatchFx(t.deps, stranger.caller, held.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      payBatch(t.deps, stranger.caller, held.id, { depositMethod: 'account' }, newIdempotencyKey()),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('paid by bank transfer: payouts await ONE funding for the whole batch, which is pending', async () => {
    const b = await business();
    const held = await heldBatch(b, 4);
    await payBatch(t.deps, b.caller, held.id, { depositMethod: 'bankTransfer' }, newIdempotencyKey());
    await runBatchPayouts(t.deps, { clientId: b.client.id, batchId: held.id });
    const payouts = await payoutsOf(held.id);
    expect(new Set(payouts.map((p) => p.status))).toEqual(new Set(['AWAITING_FUNDS_BANK_PROXY']));
    const { rows } = await t.db.query<{ amount: bigint }>(
      'SELECT DISTINCT f.amount FROM payouts p JOIN fundings f ON f.id = p.funding_id WHERE p.batch_id = $1',
      [held.id],
    );
    expect(rows).toEqual([{ amount: payouts.reduce((s, p) => s + p.debit, 0n) }]);
    const { rows: batch } = await t.db.query<{ status: string }>('SELECT status FROM batches WHERE id = $1', [held.id]);
    expect(batch[0]!.status).toBe('pending');
  });

  it('a maker’s batch: every payout waits for a checker with its money held; the batch is pending', async () => {
    const b = await business({ fund: 10_000_000n, isApprovalRequired: true });
    const held = await heldBatch(b, 3);
    await payBatch(t.deps, b.caller, held.id, { depositMethod: 'account' }, newIdempotencyKey());
    await runBatchPayouts(t.deps, { clientId: b.client.id, batchId: held.id });
    const payouts = await payoutsOf(held.id);
    expect(new Set(payouts.map((p) => p.status))).toEqual(new Set(['AWAITING_APPROVAL_CREDIT_CARD_ACCOUNT']));
    expect(new Set(payouts.map((p) => p.hold))).toEqual(new Set(['PENDING']));
    const { rows } = await t.db.query<{ status: string }>('SELECT status FROM batches WHERE id = $1', [held.id]);
    expect(rows[0]!.status).toBe('pending');
  });

  it('a row that can no longer be paid when its turn comes is left out with its error; the others are paid', async () => {
    const b = await business({ fund: 10_000_000n });
    const held = await heldBatch(b, 4);
    await payBatch(t.deps, b.caller, held.id, { depositMethod: 'account' }, newIdempotencyKey());
    // Its contact's details broken after validation (as a bank-details rule that changed would): no contact, no payout.
    await t.db.query(
      `UPDATE batch_rows SET data = jsonb_set(data, '{beneficiary_account_number}', '"not an IBAN"')
       WHERE batch_id = $1 AND row_index = 2`,
      [held.id],
    );
    await runBatchPayouts(t.deps, { clientId: b.client.id, batchId: held.id });
    expect((await payoutsOf(held.id)).map((p) => p.row)).toEqual([1, 3, 4]);
    const { rows } = await t.db.query<{ status: string; errors: { field: string }[] }>(
      'SELECT status, errors FROM batch_rows WHERE batch_id = $1 AND row_index = 2',
      [held.id],
    );
    expect(rows[0]!.status).toBe('invalid');
    expect(rows[0]!.errors[0]?.field).toBe('beneficiary_account_number');
    // What was reserved for it is released: only the three payouts' holds remain.
    expect(await pendingReservations(b.account)).toBe(0);
    const paid = await payoutsOf(held.id);
    expect(await available(b.account)).toBe(10_000_000n - paid.reduce((s, p) => s + p.debit, 0n));
  });

  it('over HTTP: a replayed payout call answers the same batch; a bad deposit method changes nothing', async () => {
    const client = await createClient(t.db, { name: 'Bulk Http Pte Ltd' });
    const user = await createUser(t.db, client);
    await fundAccount(t.db, client, 'SGD', 10_000_000n);
    const b = { client, caller: callerFor(client, user), account: '' };
    const held = await heldBatch(b, 2);
    const { headers } = await signInAs(t, user);
    const pay = (payload: object, key: string) =>
      t.app.inject({
        method: 'POST',
        url: `${BATCH_V1}/${held.id}/payout`,
        headers: { ...headers, 'idempotency-key': key },
        payload,
      });
    const bad = await pay({ depositMethod: 'cheque' }, 'k-0');
    expect(bad.statusCode).toBe(400);
    const card = await pay({ depositMethod: 'creditCard' }, 'k-1');
    expect(card.statusCode, card.body).toBe(400);
    expect(card.json()).toMatchObject({ errors: [{ field: 'cardId' }] });
    const first = await pay({ depositMethod: 'account' }, 'k-2');
    expect(first.statusCode, first.body).toBe(201);
    const again = await pay({ depositMethod: 'account' }, 'k-3');
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ id: held.id, status: 'payout_in_progress' });
    // The same key again is a replay of the first answer, marked so; with another way of paying it is refused.
    const replayed = await pay({ depositMethod: 'account' }, 'k-2');
    expect(replayed.statusCode).toBe(201);
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(replayed.json()).toEqual(first.json());
    const reused = await pay({ depositMethod: 'bankTransfer' }, 'k-2');
    expect(reused.statusCode).toBe(422);
    expect(reused.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    // Without a key nothing is paid: the call moves money, as every other that does.
    const keyless = await t.app.inject({
      method: 'POST',
      url: `${BATCH_V1}/${held.id}/payout`,
      headers,
      payload: { depositMethod: 'account' },
    });
    expect(keyless.statusCode).toBe(400);
    expect(keyless.json().errors).toEqual([
      { field: 'Idempotency-Key', message: 'An Idempotency-Key header (1 to 255 visible characters) is required.' },
    ]);
    expect(await pendingReservations((await payoutAccount(client.id))!)).toBe(1);
  });

  it('stopped between chunks, it goes on where it stopped: the reservation left is what the unpaid rows need', async () => {
    const b = await business({ fund: 10_000_000n });
    const held = await heldBatch(b, 10);
    await payBatch(t.deps, b.caller, held.id, { depositMethod: 'account' }, newIdempotencyKey());
    const total = BigInt(held.totals[0]!.sourceAmount.amountMinor);
    // Four rows a chunk, and the process dies as its second chunk starts.
    let chunks = 0;
    const dying = {
      ...t.deps,
      config: { ...t.deps.config, BATCH_PAY_CHUNK: 4 },
      db: {
        ...t.db,
        tx: <T>(fn: (tx: Queryable) => Promise<T>) => {
          chunks += 1;
          if (chunks === 2) throw new Error('killed');
          return t.db.tx(fn);
        },
      },
    };
    await expect(runBatchPayouts(dying, { clientId: b.client.id, batchId: held.id })).rejects.toThrow('killed');
    const first = await payoutsOf(held.id);
    expect(first.map((p) => p.row)).toEqual([1, 2, 3, 4]);
    expect(await pendingReservations(b.account)).toBe(1);
    // Held: the four payouts' own holds and the reservation for the six rows left, together the whole total.
    expect(await available(b.account)).toBe(10_000_000n - total);

    await runBatchPayouts(
      { ...t.deps, config: { ...t.deps.config, BATCH_PAY_CHUNK: 4 } },
      {
        clientId: b.client.id,
        batchId: held.id,
      },
    );
    const all = await payoutsOf(held.id);
    expect(all.map((p) => p.row)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(await pendingReservations(b.account)).toBe(0);
    expect(await available(b.account)).toBe(10_000_000n - all.reduce((s, p) => s + p.debit, 0n));
    expect(all.reduce((s, p) => s + p.debit, 0n)).toBe(total);
    expect(await unbalancedCurrencies(t.db)).toEqual([]);
  });
});
