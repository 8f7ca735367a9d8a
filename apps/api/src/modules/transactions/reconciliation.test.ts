import { randomUUID } from 'node:crypto';
import type { TFunding } from '@corridor/contracts/fundings/funding';
import type { TPayout } from '@corridor/contracts/payouts/payout-common';
import type { TRfi } from '@corridor/contracts/transactions/rfi';
import type { TTransactionsResponse } from '@corridor/contracts/transactions/transactions';
import { RECONCILIATION_MESSAGES, RECONCILIATION_RFI_DOCUMENTS, RFI_MESSAGES } from '@corridor/domain/transactions/rfi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContact, openAccount, signedInBusiness } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { expectLedgerSound } from '../../../test/ledger-expect.ts';
import { FILES, multipart } from '../../../test/multipart.ts';
import { created, type Headers, payload, payoutCalls, V1 } from '../../../test/payouts-api.ts';
import { getBalances } from '../../ledger/ledger.service.ts';
import { sweepChecks } from '../fundings/funding-checks.service.ts';

let t: TestApp;
let api: ReturnType<typeof payoutCalls>;
let a: Headers;
let b: Headers;
let sgd: string;
let contact: string;

beforeAll(async () => {
  t = await createTestApp();
  api = payoutCalls(t);
  const { client, user, headers } = await signedInBusiness(t, { client: { name: 'Reconcile Me Pte Ltd' } });
  a = headers;
  // Empty: the transfer pays for the payouts.
  sgd = await openAccount(t.db, client, 'SGD');
  contact = await createContact(t.db, client, user, { beneficiary_name: 'Harbour Supplies Pte Ltd' });
  b = (await signedInBusiness(t, { client: { name: 'Someone Else Pte Ltd' } })).headers;
});
afterAll(() => t.close());

const byTransfer = (amount: string) => ({
  ...payload(contact, { source_currency: 'SGD', source_amount: amount }),
  additional_info: { deposit_method: 'bankTransfer' as const },
});
const get = (url: string, headers = a) => t.app.inject({ method: 'GET', url: `${V1}${url}`, headers });
const detail = async (id: string) => (await get(`/transactions/payouts/${id}`)).json() as TPayout;
const funding = async (id: string) => (await get(`/funding/${id}`)).json() as TFunding;
const upload = (id: string, headers = a) => {
  const form = multipart({}, [{ name: 'receipt.pdf', bytes: FILES.pdf }]);
  return t.app.inject({
    method: 'POST',
    url: `${V1}/rfi/${id}/document`,
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
};
const respond = (id: string, response: string, headers = a) =>
  t.app.inject({
    method: 'POST',
    url: `${V1}/respondToComplianceRequest`,
    headers,
    payload: { payment_id: id, response },
  });
async function later(ms: number) {
  t.clock.advance(ms);
  await sweepChecks(t.deps);
}
/** A bank-transfer payout whose transfer (amount ending 77) arrives unreconciled: its reconciliation RFI is open. */
async function unreconciled(amount = '100.77') {
  t.clock.advance(60_000);
  const p = created(await api.create(a, byTransfer(amount)));
  await later(5100);
  return p;
}

describe('[RECONCILIATION] a transfer the collection bank cannot match to the business', () => {
  it('asks for proof of payment, then credits the transfer and the payout goes on', async () => {
    const p = await unreconciled();
    const raised = await detail(p.payment_id);
    expect(raised).toMatchObject({ status: 'PAYMENT_RECONCILIATION_RFI_RAISED', progress_label: 'Processing' });
    expect(raised.tracker.map((s) => `${s.key}:${s.state}`).slice(0, 3)).toEqual([
      'initiated:done',
      'rfi_raised:done',
      'rfi_responded:current',
    ]);
    // Nothing credited while it is reconciled, and no more checks make it arrive.
    expect((await funding(p.funding_id!)).status).toBe('AWAITING_FUNDS');
    expect((await getBalances(t.db, [sgd])).get(sgd)!.ledger).toBe(0n);
    await later(60_000);
    expect((await detail(p.payment_id)).status).toBe('PAYMENT_RECONCILIATION_RFI_RAISED');

    const rfi = (await get(`/rfi/${p.payment_id}`)).json() as TRfi;
    expect(rfi).toMatchObject({ state: 'RFI_REQUESTED', can_respond: true, reason: RECONCILIATION_MESSAGES.raised });
    expect(rfi.requested_documents).toEqual([...RECONCILIATION_RFI_DOCUMENTS]);
    // The business cannot cancel a payment whose money has arrived.
    expect((await api.cancel(a, { payment_id: p.payment_id, reason: 'No' })).statusCode).toBe(409);
    expect((await respond(p.payment_id, 'Paid from our director’s account')).json().message).toBe(
      RFI_MESSAGES.needDocument,
    );
    expect((await upload(p.payment_id)).statusCode).toBe(201);
    const answered = await respond(p.payment_id, 'Paid from our director’s account');
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toMatchObject({ state: 'RFI_RESPONDED', can_respond: false });
    expect((await detail(p.payment_id)).status).toBe('PAYMENT_RECONCILIATION_RFI_RESPONDED');
    // Answering twice, or adding to a sent answer, is refused and changes nothing.
    expect((await respond(p.payment_id, 'again')).statusCode).toBe(409);
    expect((await upload(p.payment_id)).statusCode).toBe(409);

    await later(5100);
    const done = await detail(p.payment_id);
    expect(done.status).not.toMatch(/^PAYMENT_RECONCILIATION_|^CANCELLED$/);
    expect(done.tracker.find((s) => s.key === 'reconciled')?.state).toBe('done');
    expect((await funding(p.funding_id!)).status).toBe('COMPLETED');
    expect((await get(`/rfi/${p.payment_id}`)).json().state).toBe('CLEARED');
    await expectLedgerSound(t.db);
  });

  it('sends the transfer back when compliance refuses the answer (REJECT): nothing credited, the payout CANCELLED', async () => {
    const p = await unreconciled('250.77');
    const before = (await getBalances(t.db, [sgd])).get(sgd)!;
    expect((await upload(p.payment_id)).statusCode).toBe(201);
    expect((await respond(p.payment_id, 'Please REJECT this')).statusCode).toBe(200);
    await later(5100);
    const cancelled = await detail(p.payment_id);
    expect(cancelled.status).toBe('CANCELLED');
    expect(cancelled.tracker.at(-1)).toMatchObject({ key: 'cancelled', state: 'failed' });
    expect(await funding(p.funding_id!)).toMatchObject({
      status: 'FAILED',
      failureReason: RECONCILIATION_MESSAGES.rejected,
    });
    expect((await get(`/rfi/${p.payment_id}`)).json()).toMatchObject({
      state: 'RFI_REJECTED',
      state_label: 'Rejected',
    });
    expect((await getBalances(t.db, [sgd])).get(sgd)).toEqual(before);
    await expectLedgerSound(t.db);
  });

  it('lists a refused reconciliation under the Rejected filter (its RFI was refused), not under Cleared or Closed', async () => {
    const list = async (state: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `${V1}/transactions/clientrfi/pagination`,
        headers: a,
        payload: { state },
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().rows as TRfi[]).map((r) => `${r.state}:${r.amount.amountMinor}`);
    };
    // The first test's reconciliation was cleared (100.77), the second's refused (250.77): its payout is CANCELLED.
    expect(await list('RFI_REJECTED')).toEqual(['RFI_REJECTED:25077']);
    expect(await list('CLEARED')).toEqual(['CLEARED:10077']);
    expect(await list('CLOSED')).toEqual([]);
  });

  it('answers another business as not found and lists reconciliation RFIs with the open ones', async () => {
    const p = await unreconciled('80.77');
    for (const res of [
      await get(`/rfi/${p.payment_id}`, b),
      await upload(p.payment_id, b),
      await respond(p.payment_id, 'mine', b),
      await get(`/transactions/payouts/${p.payment_id}`, b),
      await get(`/rfi/${randomUUID()}`),
    ]) {
      expect(res.statusCode).toBe(404);
    }
    const open = await t.app.inject({
      method: 'POST',
      url: `${V1}/transactions/clientrfi/pagination`,
      headers: a,
      payload: { state: 'RFI_REQUESTED' },
    });
    expect(open.json().rows.map((r: TRfi) => r.payment_id)).toEqual([p.payment_id]);
    expect((await get(`/rfi/${p.payment_id}`)).json().documents).toEqual([]);
  });

  it('shows one row per payment in the transactions list: the payout, not the transfer that paid for it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${V1}/reports/transactions/pagination`,
      headers: a,
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    const { rows } = res.json() as TTransactionsResponse;
    expect(rows.map((r) => r.transactionType)).toEqual(['send', 'send', 'send']);
    expect(rows[0]).toMatchObject({
      status: 'PAYMENT_RECONCILIATION_RFI_RAISED',
      statusLabel: 'Proof of payment requested',
      progressLabel: 'Processing',
    });
  });
});
