import type { TPayoutRequest } from '@corridor/contracts/payouts/payout-common';
import { ZPayoutRequest } from '@corridor/contracts/payouts/payout-common';
import { DEFAULT_AMOUNT_CEILING_MAJOR } from '@corridor/domain/amount-limits';
import type { PayoutStatus } from '@corridor/domain/payouts/statuses';
import type { Caller } from '../caller.ts';
import type { Db, Queryable } from '../db/client.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { decidePayoutsInTx } from '../modules/payouts/approvals.service.ts';
import { nextRailStepInTx, submitPayoutInTx } from '../modules/payouts/payout-rail.service.ts';
import { createPayoutInTx } from '../modules/payouts/payouts.service.ts';
import type { Partners } from '../partners/partners.ts';
import { createSandboxPayoutRail } from '../partners/payout-rail/sandbox.ts';
import type { Course, SeedClock } from './seed-timeline.ts';

/** One demo payout of the SG business: to whom, from which currency, how much, and where its course stops. */
type PlannedPayout = {
  contact: string;
  daysAgo: number;
  transaction: Omit<TPayoutRequest['transaction'], 'source_account'>;
  /** Where it stops: still awaiting approval, or how far the sandbox rail takes it. */
  until: PayoutStatus;
};

const PLANNED: PlannedPayout[] = [
  {
    // The amount received is fixed: a converted one follows the day's rate and could end in one of the rail's magic
    // values (13, 17, 19), sending the demo down another course (it did, with FX_EXPIRED_CANCELLED).
    contact: 'Müller Maschinenbau GmbH',
    daysAgo: 12,
    transaction: {
      source_currency: 'SGD',
      destination_currency: 'EUR',
      destination_amount: '1750',
      purpose_code: 'GOODS_PURCHASE',
      statement_narrative: 'INV-2026-0412',
    },
    until: 'PAID',
  },
  {
    // The sandbox rail returns an amount ending in 13 after it left the account: the money comes back.
    contact: 'Southern Cross Packaging Pty Ltd',
    daysAgo: 6,
    transaction: {
      source_currency: 'AUD',
      destination_currency: 'AUD',
      destination_amount: '1250.13',
      purpose_code: 'SERVICE_PURCHASE',
    },
    until: 'RETURNED',
  },
  {
    // Compliance asks about payouts to a name with the word RFI: the RFI list and form have one open request.
    contact: 'Coral Coast RFI Advisory Pty Ltd',
    daysAgo: 2,
    transaction: {
      source_currency: 'AUD',
      destination_currency: 'AUD',
      destination_amount: '980',
      purpose_code: 'SERVICE_PURCHASE',
      statement_narrative: 'Advisory retainer',
    },
    until: 'RFI_REQUESTED',
  },
  {
    contact: 'Thames Valley Logistics Ltd',
    daysAgo: 1,
    transaction: {
      source_currency: 'GBP',
      destination_currency: 'GBP',
      source_amount: '640',
      purpose_code: 'SERVICE_PURCHASE',
      statement_narrative: 'Freight March',
    },
    until: 'SENT_TO_BANK',
  },
  {
    // Made by admin@demo.test, waiting for checker@demo.test: the approvals queue is not empty.
    contact: 'Brightline Software Inc.',
    daysAgo: 0,
    transaction: {
      source_currency: 'USD',
      destination_currency: 'USD',
      source_amount: '1800',
      purpose_code: 'SERVICE_PURCHASE',
      statement_narrative: 'Licences Q2',
    },
    until: 'AWAITING_APPROVAL_CREDIT_CARD_ACCOUNT',
  },
];

/** What the payouts services take (their own deps type lives beside their repositories). */
type PayoutDeps = Parameters<typeof createPayoutInTx>[1];

// The seed drives the rail itself, at past times: nothing is queued for the workers.
const NO_JOBS: JobQueue = { send: async () => null };
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// The demo's bank takes hours to process and days to pay, so the payout sent yesterday is still with the bank when
// someone looks (the workers' sweep pays it when its time comes).
const DEMO_RAIL_DELAYS = { compliance: HOUR, rfi: HOUR, processing: HOUR, sentToBank: 2 * HOUR, outcome: 3 * DAY };

/**
 * The SG business's demo payouts, through the payouts services in the seed's transaction, as courses on the seed's
 * timeline (seed-timeline.ts): each made by its maker at its own past time, approved by its checker two hours later
 * (the business has maker/checker on), and taken by the sandbox rail, report by report at the rail's times, to where
 * it stops — PAID, RETURNED, RFI_REQUESTED, SENT_TO_BANK — or left awaiting approval. Each step's ledger entries carry
 * its time, so the statement dates a payout when it was sent, as its page does.
 */
export function payoutCourses(
  tx: Queryable,
  deps: { db: Db; partners: Partners; clock: SeedClock },
  who: { maker: Caller; checker: Caller; contacts: Map<string, string> },
  now: Date,
): Course[] {
  const payoutDeps = {
    db: deps.db,
    partners: { ...deps.partners, payoutRail: createSandboxPayoutRail(DEMO_RAIL_DELAYS) },
    jobs: NO_JOBS,
    clock: deps.clock,
    config: { AMOUNT_CEILING_MAJOR: DEFAULT_AMOUNT_CEILING_MAJOR },
  };
  return PLANNED.map((plan) => course(tx, payoutDeps, who, plan, now));
}

async function* course(
  tx: Queryable,
  deps: PayoutDeps,
  who: { maker: Caller; checker: Caller; contacts: Map<string, string> },
  plan: PlannedPayout,
  now: Date,
): Course {
  const createdAt = new Date(now.getTime() - plan.daysAgo * DAY - 6 * HOUR);
  yield createdAt;
  const request = ZPayoutRequest.parse({
    beneficiary_id: who.contacts.get(plan.contact)!,
    transaction: plan.transaction,
  });
  const payout = await createPayoutInTx(tx, deps, who.maker, request, { idempotencyKey: null });
  if (plan.until.startsWith('AWAITING_APPROVAL')) return;
  yield new Date(createdAt.getTime() + 2 * HOUR);
  await decidePayoutsInTx(tx, deps, who.checker, { action: 'APPROVE', payout_ids: [payout.payment_id] });
  const job = { clientId: who.maker.clientId, payoutId: payout.payment_id };
  await submitPayoutInTx(tx, deps, job);
  let next = await nextRailStepInTx(tx, deps, job, plan.until);
  while (next) {
    yield next.at;
    await next.apply();
    next = await nextRailStepInTx(tx, deps, job, plan.until);
  }
}
