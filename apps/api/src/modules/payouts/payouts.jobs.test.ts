import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createClient,
  createContact,
  createUser,
  fundAccount,
  signInAs,
  type TestClient,
  type TestUser,
} from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { overdrawnAccounts, unbalancedCurrencies } from '../../../test/ledger-fixtures.ts';
import { created, type Headers, payload, payoutCalls } from '../../../test/payouts-api.ts';
import { stableUuid } from '../../ledger/ids.ts';
import { getBalances } from '../../ledger/ledger.service.ts';
import { createSandboxPayoutRail } from '../../partners/payout-rail/sandbox.ts';
import * as eventsRepo from './payout-events.repository.ts';
import { ADVANCE_QUEUE, SUBMIT_QUEUE } from './payout-rail.service.ts';
import { payoutsJobs } from './payouts.jobs.ts';
import * as repo from './payouts.repository.ts';

const sweep = payoutsJobs.find((j) => j.queue === 'payout.sweep')!;
// A quick rail, so the workers take a payout to its end within a test.
const QUICK = { compliance: 100, rfi: 100, processing: 100, sentToBank: 100, outcome: 100 };

/** Works the payouts queues, as a worker process does. */
let working: TestApp;
/** Queues jobs but works none, as an API-only process does (or a worker that died). */
let idle: TestApp;
const people = new Map<
  TestApp,
  { client: TestClient; user: TestUser; headers: Headers; sgd: string; contact: string }
>();

beforeAll(async () => {
  [working, idle] = await Promise.all([
    createTestApp({}, { workers: payoutsJobs, partners: { payoutRail: createSandboxPayoutRail(QUICK) } }),
    createTestApp(),
  ]);
  for (const t of [working, idle]) {
    const client = await createClient(t.db);
    const user = await createUser(t.db, client);
    const sgd = await fundAccount(t.db, client, 'SGD', 10_000_00n);
    const contact = await createContact(t.db, client, user);
    people.set(t, { client, user, sgd, contact, headers: (await signInAs(t, user)).headers });
  }
});
afterAll(() => Promise.all([working.close(), idle.close()]));

/** The test clock stands still; pg-boss starts jobs by the database's clock, so the two are lined up first. */
const syncClock = (t: TestApp) => t.clock.advance(Date.now() - t.clock.now().getTime());
const status = async (t: TestApp, id: string) => (await repo.findPayout(t.db, people.get(t)!.client.id, id))!.status;

describe('[PAYOUTS] the workers drive a payout through the rail', () => {
  it('from createPayout to PAID, one durable job per step, money posted once', async () => {
    const { headers, contact, sgd } = people.get(working)!;
    const before = (await getBalances(working.db, [sgd])).get(sgd)!.ledger;
    syncClock(working);
    const p = created(
      await payoutCalls(working).create(
        headers,
        payload(contact, { source_currency: 'SGD', destination_amount: '42.00' }),
      ),
    );
    await vi.waitFor(async () => expect(await status(working, p.payment_id)).toBe('PAID'), {
      timeout: 20_000,
      interval: 100,
    });
    const debit = BigInt(p.exchangeValue.sourceAmountWithSupplierFee.amountMinor);
    expect((await getBalances(working.db, [sgd])).get(sgd)!.ledger).toBe(before - debit);
    const jobs = await working.db.query<{ name: string }>(
      'SELECT name FROM pgboss.job WHERE name = ANY($1) AND id = ANY($2::uuid[]) ORDER BY name',
      [
        [SUBMIT_QUEUE, ADVANCE_QUEUE],
        [
          stableUuid(SUBMIT_QUEUE, p.payment_id),
          ...[1, 2, 3].map((seq) => stableUuid(ADVANCE_QUEUE, p.payment_id, String(seq))),
        ],
      ],
    );
    expect(jobs.rows.map((r) => r.name)).toEqual([ADVANCE_QUEUE, ADVANCE_QUEUE, ADVANCE_QUEUE, SUBMIT_QUEUE]);
    expect(await unbalancedCurrencies(working.db)).toEqual([]);
  });
});

describe('[PAYOUTS] the sweep does what a dead job left undone', () => {
  it('submits a payout the rail never took, applies reports when due and never before, once', async () => {
    const { headers, contact, client } = people.get(idle)!;
    const p = created(
      await payoutCalls(idle).create(
        headers,
        payload(contact, { source_currency: 'SGD', destination_amount: '55.00' }),
      ),
    );
    // Young: its submission job may still run.
    await sweep.run({}, idle.deps);
    expect((await repo.findPayout(idle.db, client.id, p.payment_id))!.rail_reference).toBeNull();

    idle.clock.advance(61_000);
    await sweep.run({}, idle.deps);
    const submitted = (await repo.findPayout(idle.db, client.id, p.payment_id))!;
    expect(submitted).toMatchObject({ status: 'PENDING', rail_next_status: 'PROCESSING' });
    expect(submitted.rail_reference).toMatch(/^SBXP/);

    // The report is due 2 s after submission (the sandbox's delay): not before.
    await sweep.run({}, idle.deps);
    expect(await status(idle, p.payment_id)).toBe('PENDING');
    for (const expected of ['PROCESSING', 'SENT_TO_BANK', 'PAID']) {
      idle.clock.advance(10_001);
      await sweep.run({}, idle.deps);
      expect(await status(idle, p.payment_id)).toBe(expected);
    }
    // Nothing left to do, and nothing done twice.
    idle.clock.advance(60_000);
    await sweep.run({}, idle.deps);
    const events = await eventsRepo.findEvents(idle.db, client.id, [p.payment_id]);
    expect(events.map((e) => e.status)).toEqual(['PENDING', 'PROCESSING', 'SENT_TO_BANK', 'PAID']);
    // Each report is recorded at the rail's time, not the sweep's.
    expect(events[1]!.at.getTime()).toBe(submitted.rail_next_at!.getTime());
    expect(await overdrawnAccounts(idle.db)).toEqual([]);
    expect(await unbalancedCurrencies(idle.db)).toEqual([]);
  });
});
