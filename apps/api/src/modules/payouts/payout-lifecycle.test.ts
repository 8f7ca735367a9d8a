import type { TPayout } from '@corridor/contracts/payouts/payout-common';
import type { PayoutStatus } from '@corridor/domain/payouts/statuses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createClient,
  createContact,
  createPayout,
  createUser,
  fundAccount,
  type TestClient,
  type TestUser,
} from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { expectLedgerSound } from '../../../test/ledger-expect.ts';
import { systemAccountId } from '../../ledger/ids.ts';
import { getBalances, getPending } from '../../ledger/ledger.service.ts';
import { RAIL_MESSAGES } from '../../partners/payout-rail/sandbox.ts';
import * as eventsRepo from './payout-events.repository.ts';
import { applyDueReport, respondToRfi, submitPayout } from './payout-rail.service.ts';
import * as repo from './payouts.repository.ts';

// Each payout's course through the sandbox rail to its end, its ledger checked at every step: the business's account
// (posted and available), the payouts clearing account, fee revenue, and the money leaving through settlement.

let t: TestApp;
let client: TestClient;
let user: TestUser;
let sgd: string;
let eurContact: string;
const CLEARING = systemAccountId('PAYOUT_CLEARING', 'SGD');
const FEES = systemAccountId('FEE_REVENUE', 'SGD');
const EUR_OUT = systemAccountId('SETTLEMENT', 'EUR');

beforeAll(async () => {
  t = await createTestApp();
  client = await createClient(t.db, { name: 'Lifecycle Test Pte Ltd' });
  user = await createUser(t.db, client);
  sgd = await fundAccount(t.db, client, 'SGD', 100_000_00n);
  eurContact = await createContact(t.db, client, user);
});
afterAll(() => t.close());

type Money = {
  ledger: bigint;
  available: bigint;
  clearing: bigint;
  fees: bigint;
  eurOut: bigint;
};
async function money(): Promise<Money> {
  const b = await getBalances(t.db, [sgd, CLEARING, FEES, EUR_OUT]);
  return {
    ledger: b.get(sgd)!.ledger,
    available: b.get(sgd)!.available,
    clearing: b.get(CLEARING)!.ledger,
    fees: b.get(FEES)!.ledger,
    eurOut: b.get(EUR_OUT)!.ledger,
  };
}
const row = async (p: TPayout) => (await repo.findPayout(t.db, client.id, p.payment_id))!;
const job = (p: TPayout) => ({ clientId: client.id, payoutId: p.payment_id });

/** Applies the rail's next report and says where the payout is now. */
async function next(p: TPayout): Promise<PayoutStatus> {
  const r = await row(p);
  if (!r.rail_next_status) throw new Error(`nothing next after ${r.status}`);
  await applyDueReport(t.deps, { ...job(p), seq: r.event_count });
  return (await row(p)).status;
}
const events = async (p: TPayout) =>
  (await eventsRepo.findEvents(t.db, client.id, [p.payment_id])).map((e) => [e.status, e.actor_type, e.reason]);

/** A payout of a fixed destination amount (its ending is the sandbox's magic), from SGD to the EUR contact. */
async function payout(destinationAmount: string, contactId = eurContact) {
  const before = await money();
  const p = await createPayout(t, { client, user, contactId, sourceCurrency: 'SGD', destinationAmount });
  const debit = BigInt(p.exchangeValue.sourceAmountWithSupplierFee.amountMinor);
  const fees =
    BigInt(p.exchangeValue.totalFeeAmount.amountMinor) + BigInt(p.exchangeValue.supplierPaymentsFee.amountMinor);
  return { p, before, debit, fees, destination: BigInt(p.exchangeValue.destinationAmount.amountMinor) };
}

/** Held: available down by the debit, nothing posted, the payout's hold open for the whole debit. */
async function expectHeld(x: Awaited<ReturnType<typeof payout>>) {
  expect(await money()).toEqual({ ...x.before, available: x.before.available - x.debit });
  expect(await getPending(t.db, (await row(x.p)).hold_transfer_id!)).toMatchObject({
    state: 'PENDING',
    amount: x.debit,
  });
  await expectLedgerSound(t.db);
}

describe('[PAYOUTS] the sandbox rail takes a payout to its end', () => {
  it('PENDING → PROCESSING → SENT_TO_BANK → PAID: posted when sent to the bank, fees to revenue, EUR out', async () => {
    const x = await payout('250.00');
    expect(x.p.status).toBe('PENDING');
    await expectHeld(x);
    await submitPayout(t.deps, job(x.p));
    expect((await row(x.p)).rail_reference).toMatch(/^SBXP/);
    expect(await next(x.p)).toBe('PROCESSING');
    await expectHeld(x);
    expect(await next(x.p)).toBe('SENT_TO_BANK');
    const sent = await money();
    expect(sent).toEqual({
      ledger: x.before.ledger - x.debit,
      available: x.before.available - x.debit,
      clearing: x.before.clearing,
      fees: x.before.fees + x.fees,
      eurOut: x.before.eurOut + x.destination,
    });
    await expectLedgerSound(t.db);
    expect(await next(x.p)).toBe('PAID');
    expect(await money()).toEqual(sent);
    expect((await row(x.p)).rail_next_status).toBeNull();
    expect(await events(x.p)).toEqual([
      ['PENDING', 'user', null],
      ['PROCESSING', 'rail', null],
      ['SENT_TO_BANK', 'rail', null],
      ['PAID', 'rail', null],
    ]);
    await expectLedgerSound(t.db);
  });

  it('an amount ending in 13 is RETURNED after it left: everything comes back, fees included', async () => {
    const x = await payout('100.13');
    await submitPayout(t.deps, job(x.p));
    expect(await next(x.p)).toBe('PROCESSING');
    expect(await next(x.p)).toBe('SENT_TO_BANK');
    expect((await money()).ledger).toBe(x.before.ledger - x.debit);
    expect(await next(x.p)).toBe('RETURNED');
    expect(await money()).toEqual(x.before);
    expect((await events(x.p)).at(-1)).toEqual(['RETURNED', 'rail', RAIL_MESSAGES.returned]);
    const refund = await t.db.query<{ code: string; amount: bigint; reference: string }>(
      `SELECT e.code, e.amount, e.reference FROM ledger_entries e WHERE e.account_id = $1 AND e.business_id = $2
       ORDER BY e.id`,
      [sgd, x.p.transaction_number],
    );
    expect(refund.rows).toEqual([
      { code: 'PAYOUT', amount: x.debit, reference: 'Payout to Müller Maschinenbau GmbH' },
      {
        code: 'RETURN',
        amount: x.debit,
        reference: `Returned: payout to Müller Maschinenbau GmbH (${RAIL_MESSAGES.returned})`,
      },
    ]);
    await expectLedgerSound(t.db);
  });

  it('an amount ending in 17 is CANCELLED by the bank before it left: the hold is released', async () => {
    const x = await payout('100.17');
    await submitPayout(t.deps, job(x.p));
    expect(await next(x.p)).toBe('PROCESSING');
    await expectHeld(x);
    expect(await next(x.p)).toBe('CANCELLED');
    expect(await money()).toEqual(x.before);
    expect((await events(x.p)).at(-1)).toEqual(['CANCELLED', 'rail', RAIL_MESSAGES.cancelled]);
    await expectLedgerSound(t.db);
  });

  it('an amount ending in 19 is FX_EXPIRED_CANCELLED: the hold is released', async () => {
    const x = await payout('100.19');
    await submitPayout(t.deps, job(x.p));
    expect(await next(x.p)).toBe('PROCESSING');
    expect(await next(x.p)).toBe('FX_EXPIRED_CANCELLED');
    expect(await money()).toEqual(x.before);
    expect((await events(x.p)).at(-1)).toEqual(['FX_EXPIRED_CANCELLED', 'rail', RAIL_MESSAGES.fxExpired]);
    await expectLedgerSound(t.db);
  });

  it('a name with RFI waits for the answer at RFI_REQUESTED, then carries on to PAID', async () => {
    const rfi = await createContact(t.db, client, user, { beneficiary_name: 'RFI Handelsgesellschaft GmbH' });
    const x = await payout('300.00', rfi);
    await submitPayout(t.deps, job(x.p));
    expect(await next(x.p)).toBe('COMPLIANCE_VERIFICATION');
    expect(await next(x.p)).toBe('RFI_REQUESTED');
    expect((await row(x.p)).rail_next_status).toBeNull();
    await expectHeld(x);
    expect(
      await respondToRfi(t.deps, { clientId: client.id, userId: user.id }, x.p.payment_id, 'Invoice 2041 attached'),
    ).toBe('RFI_RESPONDED');
    expect(await next(x.p)).toBe('PROCESSING');
    expect(await next(x.p)).toBe('SENT_TO_BANK');
    expect(await next(x.p)).toBe('PAID');
    expect((await events(x.p)).map(([s]) => s)).toEqual([
      'PENDING',
      'COMPLIANCE_VERIFICATION',
      'RFI_REQUESTED',
      'RFI_RESPONDED',
      'PROCESSING',
      'SENT_TO_BANK',
      'PAID',
    ]);
    expect((await money()).ledger).toBe(x.before.ledger - x.debit);
    await expectLedgerSound(t.db);
  });

  it('an RFI answered with REJECT ends RFI_REJECTED, the hold released', async () => {
    const rfi = await createContact(t.db, client, user, { beneficiary_name: 'RFI Zweite GmbH' });
    const x = await payout('80.00', rfi);
    await submitPayout(t.deps, job(x.p));
    await next(x.p);
    await next(x.p);
    await respondToRfi(t.deps, { clientId: client.id, userId: user.id }, x.p.payment_id, 'I REJECT this request');
    expect(await next(x.p)).toBe('RFI_REJECTED');
    expect(await money()).toEqual(x.before);
    await expectLedgerSound(t.db);
  });

  it('a name with REFUSE is refused at the door: CANCELLED with the rail’s words, the hold released', async () => {
    const refused = await createContact(t.db, client, user, { beneficiary_name: 'Refuse Anlagenbau GmbH' });
    const x = await payout('60.00', refused);
    await submitPayout(t.deps, job(x.p));
    expect((await row(x.p)).status).toBe('CANCELLED');
    expect(await events(x.p)).toEqual([
      ['PENDING', 'user', null],
      ['CANCELLED', 'rail', RAIL_MESSAGES.refused],
    ]);
    expect(await money()).toEqual(x.before);
    await expectLedgerSound(t.db);
  });
});

describe('[PAYOUTS] the jobs are safe to run twice', () => {
  it('submitting twice and applying one report twice change nothing the second time', async () => {
    const x = await payout('120.00');
    await submitPayout(t.deps, job(x.p));
    const submitted = await row(x.p);
    await submitPayout(t.deps, job(x.p));
    expect(await row(x.p)).toEqual(submitted);

    const seq = submitted.event_count;
    await applyDueReport(t.deps, { ...job(x.p), seq });
    await applyDueReport(t.deps, { ...job(x.p), seq });
    expect((await row(x.p)).status).toBe('PROCESSING');
    expect(await events(x.p)).toHaveLength(2);

    await applyDueReport(t.deps, { ...job(x.p), seq: seq + 1 });
    const sent = await money();
    // A late retry of an earlier step, and the same step again: nothing more is booked.
    await applyDueReport(t.deps, { ...job(x.p), seq });
    await applyDueReport(t.deps, { ...job(x.p), seq: seq + 1 });
    expect((await row(x.p)).status).toBe('SENT_TO_BANK');
    expect(await money()).toEqual(sent);
    expect(await events(x.p)).toHaveLength(3);
    await expectLedgerSound(t.db);
  });
});
