import { randomUUID } from 'node:crypto';
import type { TPayout } from '@corridor/contracts/payouts/payout-common';
import { HOLD_DEFAULT_DAYS } from '@corridor/domain/fx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { getBalances, getPending } from '../../ledger/ledger.service.ts';
import * as eventsRepo from './payout-events.repository.ts';
import { holdTransferId } from './payout-ledger.ts';
import { applyDueReport, SUBMIT_QUEUE, submitPayout, sweepPayouts } from './payout-rail.service.ts';
import * as repo from './payouts.repository.ts';

// Maker/checker (spec §6): a business with is_api_payout_approval_required, a maker, two checkers, a user without
// the approver right, and a user whose menus do not include Approvals.
let t: TestApp;
let api: ReturnType<typeof payoutCalls>;
let client: TestClient;
let maker: TestUser;
let checker: TestUser;
let h: Record<'maker' | 'checker' | 'checker2' | 'plain' | 'noMenu' | 'other', Headers>;
let sgd: string;
let contact: string;
let otherPayout: TPayout;

beforeAll(async () => {
  t = await createTestApp();
  api = payoutCalls(t);
  client = await createClient(t.db, { name: 'Four Eyes Pte Ltd', isApprovalRequired: true });
  maker = await createUser(t.db, client, { name: 'Mia Maker', isMaker: true });
  checker = await createUser(t.db, client, { name: 'Chen Checker', isApprover: true });
  const checker2 = await createUser(t.db, client, { name: 'Cara Checker', isApprover: true });
  const plain = await createUser(t.db, client, { name: 'Paul Plain' });
  const noMenu = await createUser(t.db, client, { name: 'Nora Sender', isApprover: true, menus: ['/r/send'] });
  sgd = await fundAccount(t.db, client, 'SGD', 100_000_00n);
  contact = await createContact(t.db, client, maker);
  const other = await createClient(t.db);
  const otherUser = await createUser(t.db, other, { isApprover: true });
  await fundAccount(t.db, other, 'SGD', 1_000_00n);
  const otherContact = await createContact(t.db, other, otherUser);
  h = {
    maker: (await signInAs(t, maker)).headers,
    checker: (await signInAs(t, checker)).headers,
    checker2: (await signInAs(t, checker2)).headers,
    plain: (await signInAs(t, plain)).headers,
    noMenu: (await signInAs(t, noMenu)).headers,
    other: (await signInAs(t, otherUser)).headers,
  };
  otherPayout = created(await api.create(h.other, payload(otherContact, { source_currency: 'SGD' })));
});
afterAll(() => t.close());

const available = async () => (await getBalances(t.db, [sgd])).get(sgd)!.available;
const make = async (amount = '100', headers = h.maker) =>
  created(await api.create(headers, payload(contact, { source_currency: 'SGD', destination_amount: amount })));
const row = async (p: TPayout) => (await repo.findPayout(t.db, client.id, p.payment_id))!;
const submitJobs = async (p: TPayout) =>
  (
    await t.db.query('SELECT id FROM pgboss.job WHERE name = $1 AND id = $2', [
      SUBMIT_QUEUE,
      stableUuid(SUBMIT_QUEUE, p.payment_id),
    ])
  ).rows.length;
const approve = (ids: string[], headers = h.checker) => api.decide(headers, { action: 'APPROVE', payout_ids: ids });
const reject = (ids: string[], reason?: string, headers = h.checker) =>
  api.decide(headers, { action: 'REJECT', payout_ids: ids, ...(reason === undefined ? {} : { reason }) });

describe('[APPROVALS] a maker’s payout waits for a checker', () => {
  it('awaits approval with its money held and nothing sent to the rail', async () => {
    const before = await available();
    const p = await make('150');
    expect(p).toMatchObject({
      status: 'AWAITING_APPROVAL_CREDIT_CARD_ACCOUNT',
      progress_label: 'Processing',
      approval: { is_required: true, decision: null },
      actions: { can_approve: false, can_reject: false, can_cancel: true },
    });
    expect(await available()).toBe(before - BigInt(p.exchangeValue.sourceAmountWithSupplierFee.amountMinor));
    expect(await submitJobs(p)).toBe(0);
    const v = (await api.validate(h.maker, payload(contact, { source_currency: 'SGD' }))).json();
    expect(v.is_approval_required).toBe(true);
    expect(v.warnings).toContain('This payout will wait for an approver before it is sent.');
  });

  it('checkers see the queue with their buttons; the maker sees no buttons on their own', async () => {
    const p = await make('160');
    const queue = (await api.list(h.checker, { awaiting_approval: true })).json();
    const mine = queue.rows.find((r: TPayout) => r.payment_id === p.payment_id);
    expect(mine.actions).toEqual({ can_approve: true, can_reject: true, can_cancel: false });
    expect(queue.rows.every((r: TPayout) => r.status.startsWith('AWAITING_APPROVAL'))).toBe(true);
    const own = (await api.list(h.maker, { awaiting_approval: true })).json();
    expect(own.rows.find((r: TPayout) => r.payment_id === p.payment_id).actions.can_approve).toBe(false);
    const plain = (await api.list(h.plain, { awaiting_approval: true })).json();
    expect(plain.rows.find((r: TPayout) => r.payment_id === p.payment_id).actions.can_approve).toBe(false);
  });
});

describe('[APPROVALS] checkers decide', () => {
  it('approving many sends each to the rail, money still held, the decision recorded', async () => {
    const [p1, p2] = [await make('170'), await make('171')];
    const before = await available();
    const res = await approve([p1!.payment_id, p2!.payment_id, otherPayout.payment_id, 'nonsense']);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      action: 'APPROVE',
      results: [
        { payment_id: p1!.payment_id, ok: true, status: 'PENDING', code: null, message: null },
        { payment_id: p2!.payment_id, ok: true, status: 'PENDING', code: null, message: null },
        {
          payment_id: otherPayout.payment_id,
          ok: false,
          status: null,
          code: 'NOT_FOUND',
          message: 'Payout not found.',
        },
        { payment_id: 'nonsense', ok: false, status: null, code: 'NOT_FOUND', message: 'Payout not found.' },
      ],
      succeeded: 2,
      failed: 2,
    });
    expect(await available()).toBe(before);
    for (const p of [p1!, p2!]) {
      expect(await submitJobs(p)).toBe(1);
      const d = (await api.detail(h.maker, p.payment_id)).json() as TPayout;
      expect(d.approval).toMatchObject({
        is_required: true,
        decision: 'APPROVED',
        decided_by: { _id: checker.id, name: 'Chen Checker' },
        reason: null,
      });
      expect(d.events.at(-1)).toMatchObject({
        status: 'PENDING',
        from_status: 'AWAITING_APPROVAL_CREDIT_CARD_ACCOUNT',
        actor: { type: 'checker', user: { _id: checker.id } },
      });
      expect(d.tracker.map((s) => [s.key, s.state])).toEqual([
        ['initiated', 'done'],
        ['approved', 'done'],
        ['processing', 'current'],
        ['sent_to_bank', 'upcoming'],
        ['sent_to_recipient', 'upcoming'],
        ['payment_complete', 'upcoming'],
      ]);
    }
    // The other business's payout is untouched.
    expect((await api.detail(h.other, otherPayout.payment_id)).json().status).toBe('PENDING');
  });

  it('rejecting needs a reason, releases the money and keeps the reason', async () => {
    const p = await make('180');
    const before = await available();
    const noReason = await reject([p.payment_id]);
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual([{ field: 'reason', message: 'Please give a reason for rejecting.' }]);
    expect((await row(p)).status).toBe('AWAITING_APPROVAL_CREDIT_CARD_ACCOUNT');
    const res = await reject([p.payment_id], '  Wrong invoice amount  ');
    expect(res.json().results[0]).toMatchObject({ ok: true, status: 'APPROVAL_REJECTED' });
    expect(await available()).toBe(before + BigInt(p.exchangeValue.sourceAmountWithSupplierFee.amountMinor));
    expect(await getPending(t.db, holdTransferId(p.payment_id))).toMatchObject({ state: 'VOIDED' });
    const d = (await api.detail(h.maker, p.payment_id)).json() as TPayout;
    expect(d).toMatchObject({
      status: 'APPROVAL_REJECTED',
      is_final: true,
      approval: { decision: 'REJECTED', reason: 'Wrong invoice amount', decided_by: { _id: checker.id } },
    });
    expect(d.events.at(-1)).toMatchObject({ status: 'APPROVAL_REJECTED', reason: 'Wrong invoice amount' });
    expect(await overdrawnAccounts(t.db)).toEqual([]);
    expect(await unbalancedCurrencies(t.db)).toEqual([]);
  });

  it('nobody decides on their own payout', async () => {
    const own = await make('190', h.checker);
    expect((await approve([own.payment_id])).json().results[0]).toMatchObject({
      ok: false,
      code: 'APPROVAL_OWN_PAYOUT',
      message: 'You cannot approve or reject a payout you created.',
    });
    expect((await reject([own.payment_id], 'mine')).json().results[0]).toMatchObject({ code: 'APPROVAL_OWN_PAYOUT' });
    expect((await approve([own.payment_id], h.checker2)).json().results[0]).toMatchObject({ ok: true });
  });

  it('only users with the approver right decide, and only with the Approvals menu', async () => {
    const p = await make('200');
    for (const headers of [h.maker, h.plain]) {
      const res = await approve([p.payment_id], headers);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'APPROVER_REQUIRED',
        message: 'Only approvers can approve or reject payouts.',
      });
    }
    expect((await approve([p.payment_id], h.noMenu)).statusCode).toBe(403);
    expect((await row(p)).status).toBe('AWAITING_APPROVAL_CREDIT_CARD_ACCOUNT');
    // The right is read at the decision: taken away, it counts at once.
    await t.db.query('UPDATE users SET is_approver = false WHERE id = $1', [checker.id]);
    expect((await approve([p.payment_id])).statusCode).toBe(403);
    await t.db.query('UPDATE users SET is_approver = true WHERE id = $1', [checker.id]);
  });

  it('two checkers deciding the same payout at once: one decision counts, the payout is sent once', async () => {
    const p = await make('213');
    const before = await available();
    const [first, second] = await Promise.all([
      approve([p.payment_id]),
      reject([p.payment_id], 'Duplicate invoice', h.checker2),
    ]);
    const results = [first.json().results[0], second.json().results[0]];
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.find((r) => !r.ok)).toMatchObject({ code: 'INVALID_TRANSITION' });
    const d = (await api.detail(h.maker, p.payment_id)).json() as TPayout;
    // Exactly one move out of awaiting approval, by whoever came first, and the money where that decision puts it.
    expect(d.events.map((e) => e.status)).toEqual([d.events[0]!.status, d.status]);
    if (d.status === 'PENDING') {
      expect(await submitJobs(p)).toBe(1);
      expect(await available()).toBe(before);
    } else {
      expect(d.status).toBe('APPROVAL_REJECTED');
      expect(await submitJobs(p)).toBe(0);
      expect(await available()).toBeGreaterThan(before);
    }
    expect(await overdrawnAccounts(t.db)).toEqual([]);
    expect(await unbalancedCurrencies(t.db)).toEqual([]);
  });

  it('approving twice, or a cancelled or rejected payout, is refused for that payout', async () => {
    const [twice, cancelled, rejected] = [await make('210'), await make('211'), await make('212')];
    expect((await approve([twice.payment_id])).json().results[0].ok).toBe(true);
    expect((await api.cancel(h.maker, { payment_id: cancelled.payment_id })).json().status).toBe('USER_REJECTED');
    expect((await reject([rejected.payment_id], 'no')).json().results[0].ok).toBe(true);
    const res = (await approve([twice.payment_id, cancelled.payment_id, rejected.payment_id], h.checker2)).json();
    for (const r of res.results) {
      expect(r).toMatchObject({
        ok: false,
        code: 'INVALID_TRANSITION',
        message: 'This payout is not awaiting approval.',
      });
    }
    expect((await reject([twice.payment_id], 'late', h.checker2)).json().results[0].code).toBe('INVALID_TRANSITION');
    expect((await row(twice)).status).toBe('PENDING');
    expect(((await api.detail(h.maker, twice.payment_id)).json() as TPayout).approval.decide_by).toBeNull();
    expect((await row(rejected)).approval_decided_by).toBe(checker.id);
  });
});

describe('[APPROVALS] nothing else moves a payout out of awaiting approval', () => {
  it('createPayout with any flag, a replay, the rail’s jobs and the sweep leave it waiting', async () => {
    const body = payload(contact, { source_currency: 'SGD', destination_amount: '240' });
    for (const extra of [{ status: 'PENDING' }, { approved: true }, { skip_approval: true }]) {
      const res = await api.create(h.maker, { ...body, ...extra } as typeof body);
      expect(res.statusCode).toBe(400);
    }
    const flagged = await api.create(h.maker, {
      ...body,
      transaction: { ...body.transaction, status: 'PENDING' } as typeof body.transaction,
    });
    expect(flagged.statusCode).toBe(400);
    const key = randomUUID();
    const p = created(await api.create(h.checker, body, key));
    created(await api.create(h.checker, body, key));
    await submitPayout(t.deps, { clientId: client.id, payoutId: p.payment_id });
    await applyDueReport(t.deps, { clientId: client.id, payoutId: p.payment_id, seq: 1 });
    await sweepPayouts(t.deps);
    expect((await api.validate(h.checker, body)).statusCode).toBe(200);
    expect((await row(p)).status).toBe('AWAITING_APPROVAL_CREDIT_CARD_ACCOUNT');
    expect(await submitJobs(p)).toBe(0);
    // The maker may cancel it (the domain allows that), which releases it, but does not send it.
    const cancelled = (await api.cancel(h.checker, { payment_id: p.payment_id })).json();
    expect(cancelled.status).toBe('USER_REJECTED');
  });
});

describe('[APPROVALS] a rate held for a payout awaiting approval lapses', () => {
  /** Ten days on, every session has ended: sign in again. */
  async function tenDaysLater() {
    t.clock.advance(HOLD_DEFAULT_DAYS * 86_400_000 + 1_000);
    h.maker = (await signInAs(t, maker)).headers;
    h.checker = (await signInAs(t, checker)).headers;
  }

  it('a payout whose held rate lapsed before approval is cancelled instead (FX_EXPIRED_CANCELLED)', async () => {
    const p = await make('220');
    const lapses = new Date(new Date(p.created_at).getTime() + HOLD_DEFAULT_DAYS * 86_400_000);
    expect((await row(p)).fx_lock_expiry_at).toEqual(lapses);
    // The checkers are told by when to decide.
    expect(p.approval.decide_by).toBe(lapses.toISOString());
    const before = await available();
    await tenDaysLater();
    const res = (await approve([p.payment_id])).json();
    expect(res.results[0]).toMatchObject({ ok: false, code: 'FX_HOLD_EXPIRED' });
    expect((await row(p)).status).toBe('FX_EXPIRED_CANCELLED');
    expect(await available()).toBe(before + BigInt(p.exchangeValue.sourceAmountWithSupplierFee.amountMinor));
    expect(((await api.detail(h.maker, p.payment_id)).json() as TPayout).approval.decide_by).toBeNull();
  });

  it('the sweep cancels payouts still awaiting approval whose rate lapsed', async () => {
    const p = await make('230');
    const q = await make('231');
    await approve([q.payment_id]);
    await tenDaysLater();
    await sweepPayouts(t.deps);
    expect((await row(p)).status).toBe('FX_EXPIRED_CANCELLED');
    const events = await eventsRepo.findEvents(t.db, client.id, [p.payment_id]);
    expect(events.at(-1)).toMatchObject({ status: 'FX_EXPIRED_CANCELLED', actor_type: 'system' });
    // An approved payout is not the sweep's to expire.
    expect((await row(q)).status).not.toBe('FX_EXPIRED_CANCELLED');
  });
});
