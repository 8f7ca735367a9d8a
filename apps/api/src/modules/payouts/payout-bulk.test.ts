import { randomUUID } from 'node:crypto';
import { batchReference } from '@corridor/domain/payouts/references';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTACTS,
  callerFor,
  createClient,
  createContact,
  createUser,
  fundAccount,
  openAccount,
  setApprovalRequired,
  type TestClient,
  type TestUser,
} from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { inconsistentAccounts, overdrawnAccounts, unbalancedCurrencies } from '../../../test/ledger-fixtures.ts';
import type { Caller } from '../../caller.ts';
import { getBalances, ledgerTx } from '../../ledger/ledger.service.ts';
import { openPayoutFunding } from '../fundings/fundings.service.ts';
import { clientRate } from '../fx/fx-quotes.service.ts';
import { decidePayoutsInTx } from './approvals.service.ts';
import { createBulkPayoutsInTx, fundBulkPayouts } from './payout-bulk.service.ts';
import { type BulkRow, bulkSetting, priceBulkRows } from './payout-bulk-rows.ts';
import { SUBMIT_QUEUE } from './payout-rail.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Business = { client: TestClient; user: TestUser; caller: Caller; eur: string; sgdContact: string };

async function business(opts: { fund?: bigint; isApprovalRequired?: boolean } = {}): Promise<Business> {
  const client = await createClient(t.db, { name: 'Bulk Payer Pte Ltd' });
  const user = await createUser(t.db, client);
  if (opts.fund) await fundAccount(t.db, client, 'SGD', opts.fund);
  else await openAccount(t.db, client, 'SGD');
  if (opts.isApprovalRequired) await setApprovalRequired(t.db, client, true);
  const eur = await createContact(t.db, client, user);
  const sgdContact = await createContact(t.db, client, user, CONTACTS.SGD);
  return { client, user, caller: callerFor(client, user), eur, sgdContact };
}

/** `n` rows alternating a EUR contact and an SGD one, amounts 100.00, 100.01, … typed on the source side. */
const rowsOf = (b: Business, n: number): BulkRow[] =>
  Array.from({ length: n }, (_, i) => ({
    rowIndex: i,
    beneficiaryId: i % 2 ? b.sgdContact : b.eur,
    destinationCurrency: i % 2 ? 'SGD' : 'EUR',
    sourceAmount: `${100 + Math.floor(i / 100)}.${String(i % 100).padStart(2, '0')}`,
    purposeCode: 'GOODS_PURCHASE',
  }));

async function settingFor(b: Business, depositMethod: 'account' | 'bankTransfer' = 'account', batchId = randomUUID()) {
  const eurRate = await clientRate(t.deps, b.client.id, 'SGD', 'EUR');
  return bulkSetting(t.db, b.caller, {
    batchId,
    reference: batchReference(t.clock.now()),
    sourceCurrency: 'SGD',
    depositMethod,
    rates: new Map([['EUR', eurRate]]),
    lockExpiryAt: new Date(t.clock.now().getTime() + 15 * 60_000),
  });
}

async function payoutsOf(batchId: string) {
  const { rows } = await t.db.query<{
    id: string;
    status: string;
    transaction_number: string;
    batch_row_index: number;
    external_reference_id: string;
    debit: bigint;
    events: number;
    hold: string | null;
  }>(
    `SELECT p.id, p.status, p.transaction_number, p.batch_row_index, p.external_reference_id,
       p.source_amount + p.supplier_payments_fee AS debit,
       (SELECT count(*)::int FROM payout_events e WHERE e.payout_id = p.id) AS events,
       (SELECT t.status FROM ledger_transfers t WHERE t.id = p.hold_transfer_id) AS hold
     FROM payouts p WHERE p.batch_id = $1 ORDER BY p.batch_row_index`,
    [batchId],
  );
  return rows;
}

async function submissionsFor(ids: string[]) {
  const { rows } = await t.db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND data->>'payoutId' = ANY($2::text[])",
    [SUBMIT_QUEUE, ids],
  );
  return rows[0]!.n;
}

describe('[BULK] creating a batch’s payouts', () => {
  it('writes 120 payouts from the balance in one call: held, numbered, referenced, each queued for the rail once', async () => {
    const b = await business({ fund: 10_000_000n });
    const setting = await settingFor(b);
    const { priced, issues } = await priceBulkRows(t.db, t.deps, b.caller, setting, rowsOf(b, 120));
    expect(issues).toEqual([]);
    const at = t.clock.now();
    const written = await ledgerTx(t.db, (tx) =>
      createBulkPayoutsInTx(tx, t.deps, b.caller, setting, priced, { numbersFrom: at }),
    );
    expect(written.size).toBe(120);
    const rows = await payoutsOf(setting.batchId);
    expect(rows.map((r) => r.batch_row_index)).toEqual([...Array(120).keys()]);
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['PENDING']));
    expect(new Set(rows.map((r) => r.transaction_number)).size).toBe(120);
    for (const r of rows) {
      expect(r.transaction_number).toMatch(/^SME_[0-9A-Za-z]+_\d{17}$/);
      expect(r.external_reference_id).toBe(setting.reference);
      expect(r.events).toBe(1);
      expect(r.hold).toBe('PENDING');
    }
    const held = rows.reduce((s, r) => s + r.debit, 0n);
    expect((await getBalances(t.db, [setting.account.id])).get(setting.account.id)?.available).toBe(10_000_000n - held);
    expect(await submissionsFor(rows.map((r) => r.id))).toBe(120);

    // The same chunk again (a job retried after a crash): nothing is written or held twice.
    const again = await ledgerTx(t.db, (tx) =>
      createBulkPayoutsInTx(tx, t.deps, b.caller, setting, priced, { numbersFrom: at }),
    );
    expect(again.size).toBe(0);
    expect(await payoutsOf(setting.batchId)).toHaveLength(120);
    expect((await getBalances(t.db, [setting.account.id])).get(setting.account.id)?.available).toBe(10_000_000n - held);
    expect(await submissionsFor(rows.map((r) => r.id))).toBe(120);
    expect(await unbalancedCurrencies(t.db)).toEqual([]);
    expect(await inconsistentAccounts(t.db)).toEqual([]);
  });

  it('takes the next free numbers when single payouts of the account took those milliseconds', async () => {
    const b = await business({ fund: 1_000_000n });
    const setting = await settingFor(b);
    const { priced } = await priceBulkRows(t.db, t.deps, b.caller, setting, rowsOf(b, 4));
    const at = t.clock.now();
    // Another batch of the same account, numbered from the same instant, holds rows 0..3's numbers.
    const first = await settingFor(b);
    await ledgerTx(t.db, (tx) => createBulkPayoutsInTx(tx, t.deps, b.caller, first, priced, { numbersFrom: at }));
    await ledgerTx(t.db, (tx) => createBulkPayoutsInTx(tx, t.deps, b.caller, setting, priced, { numbersFrom: at }));
    const numbers = [...(await payoutsOf(first.batchId)), ...(await payoutsOf(setting.batchId))].map(
      (r) => r.transaction_number,
    );
    expect(new Set(numbers).size).toBe(8);
  });

  it('refuses a chunk the balance cannot hold, and writes none of it', async () => {
    const b = await business({ fund: 30_000n });
    const setting = await settingFor(b);
    const { priced } = await priceBulkRows(t.db, t.deps, b.caller, setting, rowsOf(b, 5));
    const res = ledgerTx(t.db, (tx) =>
      createBulkPayoutsInTx(tx, t.deps, b.caller, setting, priced, { numbersFrom: t.clock.now() }),
    );
    await expect(res).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    expect(await payoutsOf(setting.batchId)).toEqual([]);
    expect((await getBalances(t.db, [setting.account.id])).get(setting.account.id)?.available).toBe(30_000n);
    expect(await overdrawnAccounts(t.db)).toEqual([]);
  });

  it('a maker’s batch waits for a checker payout by payout, its money held; approval sends it on', async () => {
    const b = await business({ fund: 1_000_000n, isApprovalRequired: true });
    const checker = await createUser(t.db, b.client, { isApprover: true });
    const setting = await settingFor(b);
    const { priced } = await priceBulkRows(t.db, t.deps, b.caller, setting, rowsOf(b, 6));
    await ledgerTx(t.db, (tx) =>
      createBulkPayoutsInTx(tx, t.deps, b.caller, setting, priced, { numbersFrom: t.clock.now() }),
    );
    const rows = await payoutsOf(setting.batchId);
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['AWAITING_APPROVAL_CREDIT_CARD_ACCOUNT']));
    expect(new Set(rows.map((r) => r.hold))).toEqual(new Set(['PENDING']));
    expect(await submissionsFor(rows.map((r) => r.id))).toBe(0);
    const decided = await ledgerTx(t.db, (tx) =>
      decidePayoutsInTx(tx, t.deps, callerFor(b.client, checker), {
        action: 'APPROVE',
        payout_ids: rows.map((r) => r.id),
      }),
    );
    expect(decided.succeeded).toBe(6);
    expect(new Set((await payoutsOf(setting.batchId)).map((r) => r.status))).toEqual(new Set(['PENDING']));
    expect(await submissionsFor(rows.map((r) => r.id))).toBe(6);
  });

  it('a batch paid by bank transfer holds nothing and opens ONE funding for all its payouts', async () => {
    const b = await business();
    const setting = await settingFor(b, 'bankTransfer');
    const { priced } = await priceBulkRows(t.db, t.deps, b.caller, setting, rowsOf(b, 10));
    const funded = await ledgerTx(t.db, async (tx) => {
      await createBulkPayoutsInTx(tx, t.deps, b.caller, setting, priced, { numbersFrom: t.clock.now() });
      return fundBulkPayouts(tx, t.deps, b.caller, setting.batchId, (q, caller, req) =>
        openPayoutFunding(q, t.deps, caller, req),
      );
    });
    expect(funded).toBe(10);
    const rows = await payoutsOf(setting.batchId);
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['AWAITING_FUNDS_BANK_PROXY']));
    expect(rows.every((r) => r.hold === null)).toBe(true);
    const { rows: fundings } = await t.db.query<{ funding_id: string; amount: bigint }>(
      `SELECT p.funding_id, f.amount FROM payouts p JOIN fundings f ON f.id = p.funding_id
       WHERE p.batch_id = $1 GROUP BY p.funding_id, f.amount`,
      [setting.batchId],
    );
    expect(fundings).toHaveLength(1);
    expect(fundings[0]!.amount).toBe(rows.reduce((s, r) => s + r.debit, 0n));
  });

  it('reports the rows it cannot pay with their fields: another business’s contact, a bad amount, no rate', async () => {
    const b = await business({ fund: 1_000_000n });
    const stranger = await business();
    const setting = await settingFor(b);
    const rows: BulkRow[] = [
      {
        rowIndex: 0,
        beneficiaryId: b.eur,
        destinationCurrency: 'EUR',
        sourceAmount: '10.00',
        purposeCode: 'GOODS_PURCHASE',
      },
      { rowIndex: 1, beneficiaryId: stranger.eur, destinationCurrency: 'EUR', sourceAmount: '10.00' },
      { rowIndex: 2, beneficiaryId: b.eur, destinationCurrency: 'EUR', sourceAmount: '10.001' },
      { rowIndex: 3, beneficiaryId: b.eur, destinationCurrency: 'GBP', sourceAmount: '10.00' },
      { rowIndex: 4, beneficiaryId: 'not-a-uuid', destinationCurrency: 'EUR', sourceAmount: '10.00' },
    ];
    const { priced, issues } = await priceBulkRows(t.db, t.deps, b.caller, setting, rows);
    expect(priced.map((p) => p.row.rowIndex)).toEqual([0]);
    expect(issues.map((i) => i.rowIndex)).toEqual([1, 2, 3, 4]);
    expect(issues[0]!.errors[0]).toEqual({ field: 'beneficiary_id', message: 'Contact not found.' });
    expect(issues[1]!.errors[0]?.field).toBe('source_amount');
    expect(issues[2]!.errors[0]?.field).toBe('destination_currency');
  });
});
