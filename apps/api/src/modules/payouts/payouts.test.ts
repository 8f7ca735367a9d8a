import { randomUUID } from 'node:crypto';
import type { TPayout } from '@corridor/contracts/payouts/payout-common';
import { convert } from '@corridor/domain/money';
import { transactionNumber } from '@corridor/domain/payouts/references';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createClient,
  createContact,
  createUser,
  fundAccount,
  setAutoBookFx,
  setSupplierPricing,
  signedInBusiness,
  signInAs,
  type TestClient,
  type TestUser,
} from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { expectLedgerSound } from '../../../test/ledger-expect.ts';
import { created, type Headers, payload, payoutCalls, writes } from '../../../test/payouts-api.ts';
import { stableUuid, systemAccountId } from '../../ledger/ids.ts';
import { getBalances, getPending } from '../../ledger/ledger.service.ts';
import { holdTransferId } from './payout-ledger.ts';
import { SUBMIT_QUEUE } from './payout-rail.service.ts';

let t: TestApp;
let api: ReturnType<typeof payoutCalls>;
let client: TestClient;
let user: TestUser;
let a: Headers;
let sgd: string;
let eurContact: string;

beforeAll(async () => {
  t = await createTestApp();
  api = payoutCalls(t);
  client = await createClient(t.db, { name: 'Payout Test Pte Ltd' });
  user = await createUser(t.db, client, { name: 'Pat Payer' });
  sgd = await fundAccount(t.db, client, 'SGD', 1_000_000_00n);
  eurContact = await createContact(t.db, client, user);
  a = (await signInAs(t, user)).headers;
});
afterAll(() => t.close());

const available = async (accountId: string) => (await getBalances(t.db, [accountId])).get(accountId)!.available;
const ledger = async (accountId: string) => (await getBalances(t.db, [accountId])).get(accountId)!.ledger;
describe('[PAYOUTS] validatePayout', () => {
  it('prices a payout at the live client rate, says so, and writes nothing', async () => {
    const before = await writes(t.db, client.id);
    const res = await api.validate(a, payload(eurContact, { source_currency: 'SGD', source_amount: '1000' }));
    expect(res.statusCode).toBe(200);
    const v = res.json();
    expect(v).toMatchObject({
      valid: true,
      payout_method: 'LOCAL',
      fee_payer: 'BEN',
      fixed_side: 'source',
      swift_fee_payer: 'SHA',
      fx_hold_id: null,
      source_currency: 'SGD',
      destination_currency: 'EUR',
      source_account: { _id: sgd, currency: 'SGD' },
      client_preferences: null,
      is_approval_required: false,
    });
    expect(v.exchangeValue.sourceAmount).toMatchObject({
      amountMinor: '100000',
      display: '1,000.00',
      value: '1000.00',
    });
    expect(v.exchangeValue.feeAmount.amountMinor).toBe('400');
    expect(v.exchangeValue.convertedAmount.amountMinor).toBe('99600');
    expect(v.exchangeValue.destinationAmount.amountMinor).toBe(
      convert(99600n, 'SGD', 'EUR', v.fx_rate, 'down').toString(),
    );
    expect(v.warnings).toEqual(['This is a live rate: it may change until you confirm the payout.']);
    expect(await writes(t.db, client.id)).toEqual(before);
  });
});

describe('[PAYOUTS] createPayout', () => {
  it('creates a PENDING payout, holds its whole debit on the account and queues its submission', async () => {
    const ledgerBefore = await ledger(sgd);
    const availableBefore = await available(sgd);
    const res = await api.create(a, payload(eurContact, { source_currency: 'SGD', source_amount: '250.50' }));
    const p = created(res);
    expect(p).toMatchObject({
      status: 'PENDING',
      progress_label: 'Processing',
      is_final: false,
      funding: 'WALLET',
      deposit_method: 'account',
      beneficiary: {
        _id: eurContact,
        name: 'Müller Maschinenbau GmbH',
        account_number: '•••• 3000',
        bank_name: 'Commerzbank',
      },
      source_account: { _id: sgd, currency: 'SGD' },
      created_by: { _id: user.id, name: 'Pat Payer' },
      approval: { is_required: false, decision: null },
      statement_narrative: 'Payout Test Pte Ltd',
      actions: { can_approve: false, can_reject: false, can_cancel: true },
    });
    expect(p.events).toEqual([
      {
        status: 'PENDING',
        from_status: null,
        at: p.created_at,
        reason: null,
        actor: { type: 'user', user: { _id: user.id, name: 'Pat Payer' } },
      },
    ]);
    expect(p.transaction_number).toBe(transactionNumber(p.source_account.account_number, new Date(p.created_at)));
    // The live rate is recorded as a used hold, so the payout names the rate it was priced at.
    const hold = await t.db.query<{ status: string; fx_rate: string }>(
      'SELECT status, fx_rate::text AS fx_rate FROM fx_holds WHERE id = $1',
      [p.fx_hold_id],
    );
    expect(hold.rows[0]).toEqual({ status: 'USED', fx_rate: p.fx_rate });
    expect(await ledger(sgd)).toBe(ledgerBefore);
    expect(await available(sgd)).toBe(availableBefore - 25050n);
    expect(await getPending(t.db, holdTransferId(p.payment_id))).toMatchObject({ amount: 25050n, state: 'PENDING' });
    const jobs = await t.db.query('SELECT id FROM pgboss.job WHERE name = $1 AND id = $2', [
      SUBMIT_QUEUE,
      stableUuid(SUBMIT_QUEUE, p.payment_id),
    ]);
    expect(jobs.rows).toHaveLength(1);
    await expectLedgerSound(t.db);
  });

  it('a replay with the same Idempotency-Key answers the first payout and moves money once; another key is another payout', async () => {
    const body = payload(eurContact, { source_currency: 'SGD', source_amount: '40' });
    const key = randomUUID();
    const before = await writes(t.db, client.id);
    const availableBefore = await available(sgd);
    const first = created(await api.create(a, body, key));
    const again = await api.create(a, body, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first);
    expect((await writes(t.db, client.id)).payouts).toBe(before.payouts + 1n);
    expect(await available(sgd)).toBe(availableBefore - 4000n);

    const changed = await api.create(a, { ...body, transaction: { ...body.transaction, source_amount: '41' } }, key);
    expect(changed.statusCode).toBe(422);
    expect(changed.json().code).toBe('IDEMPOTENCY_KEY_REUSED');

    const second = created(await api.create(a, body));
    expect(second.payment_id).not.toBe(first.payment_id);
    expect(second.transaction_number).not.toBe(first.transaction_number);
    expect(await available(sgd)).toBe(availableBefore - 8000n);
    await expectLedgerSound(t.db);
  });

  it('the same Idempotency-Key sent twice at once makes one payout: the second waits for the first and answers it', async () => {
    const body = payload(eurContact, { source_currency: 'SGD', source_amount: '42' });
    const key = randomUUID();
    const before = await writes(t.db, client.id);
    const availableBefore = await available(sgd);
    const both = await Promise.all([api.create(a, body, key), api.create(a, body, key)]);
    const [x, y] = both.map(created);
    expect(y!.payment_id).toBe(x!.payment_id);
    expect(both.map((r) => r.headers['idempotent-replayed'] === 'true').sort()).toEqual([false, true]);
    expect((await writes(t.db, client.id)).payouts).toBe(before.payouts + 1n);
    expect(await available(sgd)).toBe(availableBefore - 4200n);
    await expectLedgerSound(t.db);
  });

  it('payouts made in the same millisecond from one account get successive transaction numbers', async () => {
    const body = payload(eurContact, { source_currency: 'SGD', source_amount: '20' });
    const [x, y] = await Promise.all([api.create(a, body), api.create(a, body)]).then((r) => r.map(created));
    expect(x!.created_at).toBe(y!.created_at);
    expect(new Set([x!.transaction_number, y!.transaction_number]).size).toBe(2);
  });

  it('a payout in the source currency converts nothing: rate 1, no hold, no FX', async () => {
    const sgdContact = await createContact(t.db, client, user, {
      beneficiary_country_code: 'SG',
      destination_currency: 'SGD',
      beneficiary_name: 'Marina Office Supplies Pte Ltd',
      beneficiary_account_number: '1234567890',
      routing_code_type_1: 'BANK_CODE',
      routing_code_value_1: '7171',
      beneficiary_bank_name: 'DBS Bank',
    });
    const before = await writes(t.db, client.id);
    const body = payload(sgdContact, {
      source_currency: 'SGD',
      destination_currency: 'SGD',
      destination_amount: '500',
    });
    const p = created(await api.create(a, body));
    expect(p).toMatchObject({ fx_rate: '1', base_fx_rate: '1', margin: '0', fx_hold_id: null, fee_payer: 'OUR' });
    expect(p.exchangeValue.destinationAmount.amountMinor).toBe('50000');
    expect(p.exchangeValue.sourceAmount.amountMinor).toBe('50400');
    expect((await writes(t.db, client.id)).holds).toBe(before.holds);

    const held = await api.validate(a, {
      ...body,
      transaction: { ...body.transaction, payout_options: { fx_hold_id: randomUUID() } },
    });
    expect(held.statusCode).toBe(400);
    expect(held.json().errors).toEqual([
      { field: 'transaction.payout_options.fx_hold_id', message: 'A payout in its own currency needs no held rate.' },
    ]);
  });

  it('a supplier-payments customer is debited its percent on top', async () => {
    const supplier = await createClient(t.db);
    const u = await createUser(t.db, supplier);
    const acct = await fundAccount(t.db, supplier, 'SGD', 10_000_00n);
    await setSupplierPricing(t.db, supplier, '1.5');
    const contact = await createContact(t.db, supplier, u);
    const h = (await signInAs(t, u)).headers;
    const before = await available(acct);
    const p = created(await api.create(h, payload(contact, { source_currency: 'SGD', source_amount: '1000' })));
    expect(p.exchangeValue.supplierPaymentsFee.amountMinor).toBe('1500');
    expect(p.exchangeValue.sourceAmountWithSupplierFee.amountMinor).toBe('101500');
    expect(await available(acct)).toBe(before - 101500n);
  });
});

describe('[PAYOUTS] the balance', () => {
  it('more than the available balance is INSUFFICIENT_FUNDS on the amount, with nothing written', async () => {
    const poor = await createClient(t.db);
    const u = await createUser(t.db, poor);
    await fundAccount(t.db, poor, 'SGD', 50_00n);
    const contact = await createContact(t.db, poor, u);
    const h = (await signInAs(t, u)).headers;
    const before = await writes(t.db, poor.id);
    for (const call of [api.validate, api.create]) {
      const res = await call(h, payload(contact, { source_currency: 'SGD', source_amount: '50.01' }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'INSUFFICIENT_FUNDS',
        errors: [
          {
            field: 'transaction.source_amount',
            message: 'The amount is more than the available balance in this account.',
          },
        ],
      });
    }
    expect(await writes(t.db, poor.id)).toEqual(before);
    expect(created(await api.create(h, payload(contact, { source_currency: 'SGD', source_amount: '50' }))).status).toBe(
      'PENDING',
    );
  });

  it('two payouts sent at once that each fit the balance, but not together: one is made, the other is INSUFFICIENT_FUNDS', async () => {
    const {
      client: small,
      user: u,
      headers: h,
    } = await signedInBusiness(t, {
      client: { name: 'Two Tabs Trading Pte Ltd' },
    });
    const account = await fundAccount(t.db, small, 'SGD', 100_00n);
    const contact = await createContact(t.db, small, u);
    const pay = payload(contact, { source_currency: 'SGD', source_account: account, source_amount: '70' });
    const both = await Promise.all([api.create(h, pay), api.create(h, pay)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    expect(both.find((r) => r.statusCode === 400)!.json()).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    expect(await available(account)).toBe(30_00n);
    expect((await writes(t.db, small.id)).payouts).toBe(1n);
    await expectLedgerSound(t.db);
  });

  it('with auto book-FX on, the shortfall is bought from another account in the same transaction', async () => {
    const auto = await createClient(t.db);
    const u = await createUser(t.db, auto);
    const acct = await fundAccount(t.db, auto, 'SGD', 10_00n);
    const usd = await fundAccount(t.db, auto, 'USD', 1_000_00n);
    await setAutoBookFx(t.db, auto, true);
    const contact = await createContact(t.db, auto, u);
    const h = (await signInAs(t, u)).headers;
    const body = payload(contact, { source_currency: 'SGD', source_amount: '100' });
    const v = (await api.validate(h, body)).json();
    expect(v.warnings).toContain(
      'Your balance is SGD 90.00 short: it will be exchanged from your other accounts when you confirm.',
    );
    const p = created(await api.create(h, body));
    expect(p.status).toBe('PENDING');
    expect((await writes(t.db, auto.id)).exchanges).toBe(1n);
    expect(await available(acct)).toBe(0n);
    expect(await ledger(acct)).toBe(100_00n);
    expect(await available(usd)).toBeLessThan(1_000_00n);
    await expectLedgerSound(t.db);

    // What all the accounts together cannot cover is still refused, with nothing written.
    const before = await writes(t.db, auto.id);
    const res = await api.create(h, payload(contact, { source_currency: 'SGD', source_amount: '5000' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INSUFFICIENT_FUNDS');
    expect(await writes(t.db, auto.id)).toEqual(before);
  });
});

describe('[PAYOUTS] the ledger of a created payout', () => {
  it('books one pending transfer from the account into the payouts clearing account', async () => {
    const p: TPayout = created(
      await api.create(a, payload(eurContact, { source_currency: 'SGD', source_amount: '75' })),
    );
    const { rows } = await t.db.query<{
      debit_account_id: string;
      credit_account_id: string;
      status: string;
      code: string;
    }>('SELECT debit_account_id, credit_account_id, status, code FROM ledger_transfers WHERE business_id = $1', [
      p.transaction_number,
    ]);
    expect(rows).toEqual([
      {
        debit_account_id: sgd,
        credit_account_id: systemAccountId('PAYOUT_CLEARING', 'SGD'),
        status: 'PENDING',
        code: 'PAYOUT',
      },
    ]);
  });
});
