import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batchCsv } from '../../../test/batch-files.ts';
import {
  CONTACTS,
  callerFor,
  createClient,
  createContact,
  createUser,
  fundAccount,
  newIdempotencyKey,
  setInstitutionType,
  signInAs,
} from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { payload, payoutCalls } from '../../../test/payouts-api.ts';
import { holdBatchFx } from './batch-fx.service.ts';
import { payBatch } from './batch-payout.service.ts';
import { runBatchPayouts } from './batch-payout-run.ts';
import { uploadBatch } from './batch-upload.service.ts';
import { validateBatch } from './batch-validation.service.ts';

// Spec §9's MYR daily limit counts a bulk batch from the moment it is paid, not only once its job has written its
// payouts: otherwise a single payout (or another batch) made meanwhile passes the day.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** `amounts` in MYR to UK suppliers, paid in GBP (the tests' sample rows). */
const csvOf = (amounts: string[]) =>
  batchCsv(amounts.length, (i) => ({ source_currency: 'MYR', source_amount: amounts[i - 1]! }));

async function malaysianEnterprise() {
  const client = await createClient(t.db, { entity: 'MY', name: 'Klang Valley Bulk Sdn Bhd' });
  await setInstitutionType(t.db, client, 'Enterprise');
  const user = await createUser(t.db, client);
  await fundAccount(t.db, client, 'MYR', 500_000_00n);
  const contact = await createContact(t.db, client, user, CONTACTS.MYR);
  return { client, caller: callerFor(client, user), headers: (await signInAs(t, user)).headers, contact };
}

type Payer = Awaited<ReturnType<typeof malaysianEnterprise>>;

/** Uploaded, validated, its rates held and paid from the balance: its job has not written its payouts yet. */
async function paidBatch(b: Payer, amounts: string[]) {
  const batch = await uploadBatch(t.deps, b.caller, { fileName: 'suppliers.csv', bytes: csvOf(amounts) });
  await validateBatch(t.deps, { clientId: b.client.id, batchId: batch.id });
  await holdBatchFx(t.deps, b.caller, batch.id);
  return payBatch(t.deps, b.caller, batch.id, { depositMethod: 'account' }, newIdempotencyKey()).then(() => batch.id);
}

const dailyTotal = async (b: Payer) =>
  (await payoutCalls(t).get(`/transaction/dailyAmount/${b.client.id}`, b.headers)).json().total_amount
    .amountMinor as string;

describe('[BULK] the MYR daily limit counts a batch from the moment it is paid', () => {
  it('a payout made while the batch’s payouts are being written is refused, and nothing is counted twice', async () => {
    const b = await malaysianEnterprise();
    const batchId = await paidBatch(b, ['20000.00', '20000.00']);
    const counted = BigInt(await dailyTotal(b));
    expect(counted).toBeGreaterThanOrEqual(40_000_00n);

    const single = await payoutCalls(t).create(
      b.headers,
      payload(b.contact, { source_currency: 'MYR', destination_currency: 'MYR', destination_amount: '20000' }),
    );
    expect(single.statusCode).toBe(400);
    expect(single.json().message).toMatch(/^You can only transfer up to MYR 50,000 per day\./);

    // Written, its payouts count instead of the batch's total: the same figure, not twice.
    await runBatchPayouts(t.deps, { clientId: b.client.id, batchId });
    expect(BigInt(await dailyTotal(b))).toBe(counted);
  });

  it('a second batch that would pass the day with the first is refused before anything is held', async () => {
    const b = await malaysianEnterprise();
    await paidBatch(b, ['15000.00', '15000.00']);
    await expect(paidBatch(b, ['15000.00', '15000.00'])).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
  });
});
