import type { TBatch, TBatchDetail, TBatchRow } from '@corridor/contracts/batches/batch-common';
import { PURPOSE_MESSAGES } from '@corridor/domain/payouts/purpose';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BatchCalls, type BatchBusiness as Business, batchTestSetUp } from '../../../test/batch-business.ts';
import { batchCsv } from '../../../test/batch-files.ts';
import type { TestApp } from '../../../test/helpers.ts';
import type { AppDeps } from '../../app-deps.ts';
import { DEMO } from '../../seed/seed.ts';
import { VALIDATION_CHUNK, validateBatch } from './batch-validation.service.ts';

let t: TestApp;
let api: BatchCalls;
let a: Business;
let b: Business;

beforeAll(async () => {
  ({ t, api, a, b } = await batchTestSetUp('Bulk Validation'));
});
afterAll(() => t.close());

/** Uploads `csv` and runs the validation job as the worker would; answers the batch as its page reads it. */
async function validated(who: Business, csv: Buffer, deps: AppDeps = t.deps): Promise<TBatchDetail> {
  const res = await api.upload(who.headers, csv);
  if (res.statusCode !== 201) throw new Error(`upload ${res.statusCode}: ${res.body}`);
  const batch = res.json() as TBatch;
  await validateBatch(deps, { clientId: who.client.id, batchId: batch.id });
  return (await api.get(who.headers, batch.id)).json();
}

const rowsOf = async (who: Business, id: string, query = ''): Promise<TBatchRow[]> =>
  (await api.rows(who.headers, id, query)).json().rows;

/** Row 2: a sort code of 2 digits; row 3: a formula for a name and no amount; row 4: a purpose not on the list. */
const failing = () =>
  batchCsv(5, (i) => {
    if (i === 2) return { routing_code_value_1: '12' };
    if (i === 3) return { beneficiary_name: '=HYPERLINK("http://evil.example","Click")', source_amount: '' };
    if (i === 4) return { purpose_code: 'BRIBES' };
    return {};
  });

describe('[BATCHES] validating a batch with the single-send rules', () => {
  it('a clean file ends validated, priced per row, with totals per currency and progress step 2 at its end', async () => {
    const batch = await validated(a, batchCsv(3));
    expect(batch).toMatchObject({ status: 'validated', validCount: 3, invalidCount: 0, errorFilePath: null });
    expect(batch.progress).toMatchObject({
      step: 2,
      label: 'Validating transactions',
      done: 3,
      total: 3,
      percent: 100,
    });
    expect(batch.totals).toHaveLength(1);
    expect(batch.totals[0]).toMatchObject({ destinationCurrency: 'GBP', count: 3 });
    const rows = await rowsOf(a, batch.id);
    // 101.25 + 102.25 + 103.25 SGD, each its own debit with its fee inside.
    expect(rows.map((r) => r.sourceAmount?.amountMinor)).toEqual(['10125', '10225', '10325']);
    expect(BigInt(batch.totals[0]!.sourceAmount.amountMinor)).toBe(30675n);
    expect(rows.every((r) => r.status === 'valid' && BigInt(r.destinationAmount!.amountMinor) > 0n)).toBe(true);
  });

  it('failing rows end validation_failed, each with the messages of its fields', async () => {
    const batch = await validated(a, failing());
    expect(batch).toMatchObject({ status: 'validation_failed', validCount: 2, invalidCount: 3, canFixRows: true });
    expect(batch.errorFilePath).toBe(`/smebackend/api/v1/batch/${batch.id}/file`);
    const invalid = await rowsOf(a, batch.id, 'status=invalid');
    expect(invalid.map((r) => r.rowIndex)).toEqual([2, 3, 4]);
    expect(invalid[0]!.errors.map((e) => e.field)).toContain('routing_code_value_1');
    expect(invalid[1]!.errors).toContainEqual({
      field: 'source_amount',
      message: 'Enter source_amount or destination_amount.',
    });
    expect(invalid[2]!.errors).toEqual([{ field: 'purpose_code', message: PURPOSE_MESSAGES.notListed }]);
  });

  it('an INR row needs a purpose and an unsupported corridor says so, as a single send would', async () => {
    const csv = batchCsv(2, (i) =>
      i === 1
        ? {
            beneficiary_country_code: 'IN',
            destination_currency: 'INR',
            routing_code_type_1: 'IFSC',
            routing_code_value_1: 'HDFC0000240',
            purpose_code: '',
          }
        : { beneficiary_country_code: 'FJ', destination_currency: 'FJD' },
    );
    const batch = await validated(a, csv);
    const [inr, fjd] = await rowsOf(a, batch.id);
    expect(inr!.errors).toContainEqual({ field: 'purpose_code', message: PURPOSE_MESSAGES.required });
    expect(fjd!.errors[0]!.message).toContain('We do not support FJD payments');
  });

  it('the error file gives back every row as uploaded plus an errors column, formulas escaped again', async () => {
    const batch = await validated(a, failing());
    const res = await api.errorFile(a.headers, batch.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('batch-errors.csv');
    const records = parse(res.body, { bom: true }) as string[][];
    expect(records[0]!.at(-1)).toBe('errors');
    expect(records).toHaveLength(6);
    expect(records[1]!.at(-1)).toBe('');
    expect(records[3]![5]).toBe('\'=HYPERLINK("http://evil.example","Click")');
    expect(records[3]!.at(-1)).toContain('source_amount: Enter source_amount or destination_amount.');
    const clean = await validated(a, batchCsv(1));
    expect((await api.errorFile(a.headers, clean.id)).statusCode).toBe(409);
  });

  it('a failing row fixed in the browser is checked again at once; the last one fixed validates the batch', async () => {
    const batch = await validated(a, failing());
    const stillBad = await api.edit(a.headers, batch.id, 2, { routing_code_value_1: '99' });
    expect(stillBad.statusCode).toBe(200);
    expect(stillBad.json().row.status).toBe('invalid');
    expect(stillBad.json().row.cells.routing_code_value_1).toBe('99');
    const fixed = await api.edit(a.headers, batch.id, 2, { routing_code_value_1: '601613' });
    expect(fixed.json().row).toMatchObject({ status: 'valid', errors: [] });
    expect(fixed.json().batch).toMatchObject({ status: 'validation_failed', validCount: 3, invalidCount: 2 });
    // A valid row, another business, an unknown row: nothing to fix here.
    expect((await api.edit(a.headers, batch.id, 1, { beneficiary_name: 'X' })).statusCode).toBe(409);
    expect((await api.edit(b.headers, batch.id, 3, { source_amount: '10' })).statusCode).toBe(404);
    expect((await api.edit(a.headers, batch.id, 99, { source_amount: '10' })).statusCode).toBe(404);
    await api.edit(a.headers, batch.id, 3, { source_amount: '10', beneficiary_name: 'Plain Name Ltd' });
    const last = await api.edit(a.headers, batch.id, 4, { purpose_code: 'SALARY' });
    expect(last.json().batch).toMatchObject({ status: 'validated', validCount: 5, invalidCount: 0 });
    expect((await api.edit(a.headers, batch.id, 4, { purpose_code: 'SALARY' })).statusCode).toBe(409);
  });

  it('proceeds without the failing rows: they are left out, the batch is validated with the rest', async () => {
    const batch = await validated(a, failing());
    const res = await api.proceed(a.headers, batch.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'validated', validCount: 2, invalidCount: 0, excludedCount: 3 });
    expect(res.json().totals[0].count).toBe(2);
    expect((await api.proceed(a.headers, batch.id)).statusCode).toBe(409);
    expect((await api.proceed(b.headers, batch.id)).statusCode).toBe(404);
    const none = await validated(
      a,
      batchCsv(1, () => ({ routing_code_value_1: '1' })),
    );
    expect((await api.proceed(a.headers, none.id)).json().code).toBe('INVALID_TRANSITION');
  });

  it('deletes (cancels) a batch only where the state machine allows', async () => {
    const batch = await validated(a, batchCsv(1));
    const res = await api.remove(a.headers, batch.id);
    expect(res.json()).toMatchObject({ status: 'cancelled', isEditable: false, canDelete: false });
    expect((await api.remove(a.headers, batch.id)).statusCode).toBe(409);
    const paying = await validated(a, batchCsv(1));
    for (const status of ['payout_in_progress', 'paid', 'validation_in_progress']) {
      await t.db.query('UPDATE batches SET status = $2 WHERE id = $1', [paying.id, status]);
      const refused = await api.remove(a.headers, paying.id);
      expect(refused.statusCode, status).toBe(409);
      expect(refused.json().code).toBe('INVALID_TRANSITION');
    }
    expect((await api.get(a.headers, paying.id)).json().status).toBe('validation_in_progress');
  });

  it('a validation killed half-way goes on from the rows still pending, each row checked once', async () => {
    const res = await api.upload(a.headers, batchCsv(VALIDATION_CHUNK * 2 + 10));
    const batch = res.json() as TBatch;
    let txs = 0;
    // The third transaction (the second chunk) dies, as a killed worker would.
    const dying: AppDeps = {
      ...t.deps,
      db: {
        ...t.deps.db,
        tx: (fn) => {
          txs += 1;
          if (txs === 3) throw new Error('killed');
          return t.deps.db.tx(fn);
        },
      },
    };
    await expect(validateBatch(dying, { clientId: a.client.id, batchId: batch.id })).rejects.toThrow('killed');
    const half = (await api.get(a.headers, batch.id)).json();
    expect(half).toMatchObject({ status: 'validation_in_progress', progress: { done: VALIDATION_CHUNK } });
    await validateBatch(t.deps, { clientId: a.client.id, batchId: batch.id });
    await validateBatch(t.deps, { clientId: a.client.id, batchId: batch.id });
    const done = (await api.get(a.headers, batch.id)).json();
    expect(done).toMatchObject({ status: 'validated', validCount: VALIDATION_CHUNK * 2 + 10 });
    expect(done.progress).toMatchObject({ done: VALIDATION_CHUNK * 2 + 10, total: VALIDATION_CHUNK * 2 + 10 });
  });

  it('lists the business’s batches newest first, page by page', async () => {
    const first = (await api.list(a.headers, 'limit=2')).json();
    expect(first.rows).toHaveLength(2);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = (await api.list(a.headers, `limit=2&cursor=${first.nextCursor}`)).json();
    expect(second.rows[0].createdAt <= first.rows[1].createdAt).toBe(true);
    expect(second.rows.map((r: TBatch) => r.id)).not.toContain(first.rows[0].id);
    expect((await api.list(b.headers)).json().rows).toEqual([]);
    expect((await api.list(a.headers, 'cursor=nope')).statusCode).toBe(400);
  });

  it('the demo SG business has a validated batch and one whose validation failed', async () => {
    const { rows } = await t.db.query<{
      status: string;
      row_count: number;
      valid_count: number;
      invalid_count: number;
    }>(
      `SELECT b.status, b.row_count, b.valid_count, b.invalid_count FROM batches b JOIN clients c ON c.id = b.client_id
       WHERE c.client_name = $1 ORDER BY b.created_at`,
      [DEMO.sg.name],
    );
    expect(rows).toEqual([
      { status: 'validated', row_count: 5, valid_count: 5, invalid_count: 0 },
      { status: 'validation_failed', row_count: 5, valid_count: 2, invalid_count: 3 },
    ]);
  });
});
