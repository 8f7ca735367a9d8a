import { randomUUID } from 'node:crypto';
import type { TPayout, TPayoutRequest } from '@corridor/contracts/payouts/payout-common';
import { ZPayoutRequest } from '@corridor/contracts/payouts/payout-common';
import type { PayoutStatus } from '@corridor/domain/payouts/statuses';
import { ledgerTx } from '../../src/ledger/ledger.service.ts';
import { readPayoutParties } from '../../src/modules/payouts/payout-preparation.ts';
import { runRailCourseInTx } from '../../src/modules/payouts/payout-rail.service.ts';
import { getPayout } from '../../src/modules/payouts/payout-reads.service.ts';
import { createPayout as createPayoutService } from '../../src/modules/payouts/payouts.service.ts';
import type { TestApp } from '../helpers.ts';
import { fundAccount } from './accounts.ts';
import { callerFor, type TestClient, type TestUser } from './businesses.ts';
import { createContact } from './contacts.ts';

/**
 * A payout made through the payouts service as `user` would make it: to `contactId` (a new EUR contact unless given)
 * from the client's account in `sourceCurrency` (funded with `fund` minor units first when given), for `amount` typed
 * as the source amount (or `destinationAmount`). With `status`, the rail's reports are applied one after another
 * (ignoring their times) until the payout reaches it: PENDING onwards, along the sandbox's course for the payout.
 */
export async function createPayout(
  t: TestApp,
  opts: {
    client: TestClient;
    user: Pick<TestUser, 'id'>;
    contactId?: string;
    sourceCurrency?: string;
    destinationCurrency?: string;
    amount?: string;
    destinationAmount?: string;
    fund?: bigint;
    transaction?: Partial<TPayoutRequest['transaction']>;
    status?: PayoutStatus;
  },
): Promise<TPayout> {
  const source = opts.sourceCurrency ?? opts.client.baseCurrency;
  if (opts.fund) await fundAccount(t.db, opts.client, source, opts.fund);
  const contactId = opts.contactId ?? (await createContact(t.db, opts.client, opts.user));
  const amount = opts.destinationAmount
    ? { destination_amount: opts.destinationAmount }
    : { source_amount: opts.amount ?? '100' };
  const body = ZPayoutRequest.parse({
    beneficiary_id: contactId,
    transaction: {
      source_currency: source,
      destination_currency: opts.destinationCurrency ?? 'EUR',
      ...amount,
      ...opts.transaction,
    },
  });
  const caller = callerFor(opts.client, opts.user);
  const parties = await readPayoutParties(t.db, caller, body, 'create');
  const idem = { key: randomUUID(), requestHash: randomUUID() };
  const created = await createPayoutService(t.deps, caller, body, idem, parties);
  const payout = created.body;
  if (!opts.status || opts.status === payout.status) return payout;
  await driveRail(t, opts.client, payout.payment_id, opts.status);
  return getPayout(t.deps, caller, payout.payment_id);
}

/** Applies the rail's reports to a payout, one after another and ignoring their times, until it is in `until`. */
export async function driveRail(t: TestApp, client: Pick<TestClient, 'id'>, payoutId: string, until: PayoutStatus) {
  await ledgerTx(t.db, (tx) => runRailCourseInTx(tx, t.deps, { clientId: client.id, payoutId }, until));
}
