import { randomUUID } from 'node:crypto';
import type { TCurrencyAccount } from '@corridor/contracts/accounts/currency-account';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signIn } from '../../../test/auth.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { inconsistentAccounts, unbalancedCurrencies } from '../../../test/ledger-fixtures.ts';
import { stableUuid } from '../../ledger/ids.ts';
import { receivingJobs } from './receiving.jobs.ts';
import { SETTLE_QUEUE } from './receiving.service.ts';

const V1 = '/smebackend/api/v1';
const sweep = receivingJobs.find((j) => j.queue === 'incoming-payment.sweep')!;
const settle = receivingJobs.find((j) => j.queue === SETTLE_QUEUE)!;
/** Works the settlement queues, as a worker process does. */
let working: TestApp;
/** Queues jobs but works none, as an API-only process does (or a worker that died). */
let idle: TestApp;
const headers = new Map<TestApp, Record<string, string>>();

beforeAll(async () => {
  [working, idle] = await Promise.all([createTestApp({}, { workers: receivingJobs }), createTestApp()]);
  for (const t of [working, idle]) headers.set(t, (await signIn(t, 'admin@demo.test', undefined, '10.6.0.1')).headers);
});
afterAll(() => Promise.all([working.close(), idle.close()]));

const pay = (t: TestApp, body: object, key = randomUUID()) =>
  t.app.inject({
    method: 'POST',
    url: `${V1}/dev/incoming-payment`,
    headers: { ...headers.get(t), 'idempotency-key': key },
    payload: body,
  });
async function account(t: TestApp, currency: string): Promise<TCurrencyAccount> {
  const res = await t.app.inject({ method: 'GET', url: `${V1}/settings/account/summary`, headers: headers.get(t) });
  return (res.json().accounts as TCurrencyAccount[]).find((a) => a.currency === currency)!;
}
const ledger = async (t: TestApp, currency: string) => BigInt((await account(t, currency)).running_balance.amountMinor);
async function payment(t: TestApp, id: string) {
  const { rows } = await t.db.query<{ status: string; settle_due_at: Date | null }>(
    'SELECT status, settle_due_at FROM incoming_payments WHERE id = $1',
    [id],
  );
  return rows[0]!;
}
/** The test clock stands still; pg-boss starts jobs by the database's clock, so the two are lined up first. */
const syncClock = (t: TestApp) => t.clock.advance(Date.now() - t.clock.now().getTime());
async function settleJobs(t: TestApp, paymentId: string) {
  const { rows } = await t.db.query<{
    id: string;
    state: string;
    start_after: Date;
    started_on: Date | null;
    data: object;
  }>('SELECT id, state::text AS state, start_after, started_on, data FROM pgboss.job WHERE name = $1 AND id = $2', [
    SETTLE_QUEUE,
    stableUuid(SETTLE_QUEUE, paymentId),
  ]);
  return rows;
}

describe('[RECEIVE] a slow bank settles through a durable job', () => {
  it('queues the settlement with the payment, keyed by it, for the due time; a worker credits it then', async () => {
    const aud = await account(working, 'AUD');
    const before = await ledger(working, 'AUD');
    syncClock(working);
    const res = await pay(working, { accountId: aud._id, amount: '75', payerName: 'Slow Bank', settleAfterMs: 1_500 });
    const sent = res.json().payment;
    expect(sent.status).toBe('RECEIVED');
    const [job] = await settleJobs(working, sent.id);
    expect(job).toMatchObject({ data: { clientId: aud.client, paymentId: sent.id } });
    expect(job!.start_after.getTime()).toBe(new Date(sent.receivedAt).getTime() + 1_500);
    expect(await ledger(working, 'AUD')).toBe(before);

    await vi.waitFor(async () => expect(await ledger(working, 'AUD')).toBe(before + 7_500n), {
      timeout: 15_000,
      interval: 100,
    });
    expect((await payment(working, sent.id)).status).toBe('CREDITED');
    await vi.waitFor(async () => expect((await settleJobs(working, sent.id))[0]?.state).toBe('completed'));
    const [done] = await settleJobs(working, sent.id);
    expect(done!.started_on!.getTime()).toBeGreaterThanOrEqual(done!.start_after.getTime());
  });

  it('a replayed request queues nothing more, and a returned payment is voided by its job', async () => {
    const sgd = await account(working, 'SGD');
    const before = await ledger(working, 'SGD');
    const key = randomUUID();
    syncClock(working);
    const body = { accountId: sgd._id, amount: '40.13', payerName: 'Mismatch Co', settleAfterMs: 300 };
    const first = (await pay(working, body, key)).json().payment;
    const replay = await pay(working, body, key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(await settleJobs(working, first.id)).toHaveLength(1);
    await vi.waitFor(async () => expect((await payment(working, first.id)).status).toBe('RETURNED'), {
      timeout: 15_000,
      interval: 100,
    });
    expect(await ledger(working, 'SGD')).toBe(before);
    expect(await unbalancedCurrencies(working.db)).toEqual([]);
  });
});

describe('[RECEIVE] the sweep catches verdicts whose job died with its worker', () => {
  it('settles a RECEIVED payment once it is due, never before, and only once', async () => {
    const usd = await account(idle, 'USD');
    const before = await ledger(idle, 'USD');
    const sent = (
      await pay(idle, { accountId: usd._id, amount: '12.50', payerName: 'Lost Job', settleAfterMs: 60_000 })
    ).json().payment;
    // Its job was taken by a worker that died mid-settlement: still "active", nobody will finish it soon.
    await idle.db.query("UPDATE pgboss.job SET state = 'active', started_on = now() WHERE name = $1 AND id = $2", [
      SETTLE_QUEUE,
      stableUuid(SETTLE_QUEUE, sent.id),
    ]);

    await sweep.run({}, idle.deps);
    expect((await payment(idle, sent.id)).status).toBe('RECEIVED');

    idle.clock.advance(60_001);
    await sweep.run({}, idle.deps);
    expect((await payment(idle, sent.id)).status).toBe('CREDITED');
    expect(await ledger(idle, 'USD')).toBe(before + 1_250n);

    // The dead worker's job is retried in the end, and a second sweep runs: nothing moves twice.
    await settle.run({ clientId: usd.client, paymentId: sent.id }, idle.deps);
    await sweep.run({}, idle.deps);
    expect(await ledger(idle, 'USD')).toBe(before + 1_250n);
    expect(await unbalancedCurrencies(idle.db)).toEqual([]);
    expect(await inconsistentAccounts(idle.db)).toEqual([]);
  });

  it('a payment the bank holds stays RECEIVED and drops out of the sweep', async () => {
    const usd = await account(idle, 'USD');
    const sent = (
      await pay(idle, { accountId: usd._id, amount: '3.17', payerName: 'Held Co', settleAfterMs: 1_000 })
    ).json().payment;
    expect((await payment(idle, sent.id)).settle_due_at).not.toBeNull();
    idle.clock.advance(1_001);
    await sweep.run({}, idle.deps);
    expect(await payment(idle, sent.id)).toEqual({ status: 'RECEIVED', settle_due_at: null });
  });
});
