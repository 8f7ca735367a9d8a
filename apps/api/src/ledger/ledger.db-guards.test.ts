import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../test/factories.ts';
import { openTestAccounts, overdrawnAccounts, unbalancedCurrencies } from '../../test/ledger-fixtures.ts';
import { createTestDb } from '../../test/test-db.ts';
import type { Db } from '../db/client.ts';
import { systemAccountId } from './ids.ts';
import { book } from './ledger.service.ts';

// Code is bypassed on purpose: these are the rules PostgreSQL itself keeps, whoever writes SQL.
let db: Db;
let clientId: string;
let acct: string;
let transferId: string;
const settlement = systemAccountId('SETTLEMENT', 'SGD');

beforeAll(async () => {
  db = await createTestDb();
  clientId = (await createClient(db)).id;
  [acct] = (await db.tx((tx) => openTestAccounts(tx, clientId, 'SGD', 1))) as [string];
  transferId = randomUUID();
  await db.tx((tx) =>
    book(tx, [
      {
        id: transferId,
        debitAccountId: settlement,
        creditAccountId: acct,
        amount: 1_000n,
        currency: 'SGD',
        code: 'INCOMING_PAYMENT',
      },
    ]),
  );
});
afterAll(() => db.close());

const rawTransfer = (debit: string, credit: string, amount: bigint, status = 'POSTED') =>
  db.query(
    `INSERT INTO ledger_transfers (id, debit_account_id, credit_account_id, amount, currency, code, status)
     VALUES ($1, $2, $3, $4, 'SGD', 'ADJUSTMENT', $5)`,
    [randomUUID(), debit, credit, amount, status],
  );

describe('[LEDGER] the database refuses, even when code is bypassed', () => {
  it('a transfer that overdraws a business account', async () => {
    await expect(rawTransfer(acct, settlement, 1_001n)).rejects.toMatchObject({
      code: '23514',
      constraint: 'ledger_accounts_no_overdraft',
    });
    await expect(rawTransfer(acct, settlement, 1_001n, 'PENDING')).rejects.toMatchObject({ code: '23514' });
    expect(await overdrawnAccounts(db)).toEqual([]);
  });

  it('changing a balance directly (which would unbalance the currency)', async () => {
    await expect(
      db.query('UPDATE ledger_accounts SET balance = balance + 500 WHERE id = $1', [acct]),
    ).rejects.toMatchObject({ code: 'L0005' });
    await expect(
      db.query('UPDATE ledger_accounts SET pending_debits = 0, must_not_overdraw = false WHERE id = $1', [acct]),
    ).rejects.toMatchObject({ code: 'L0005' });
    expect(await unbalancedCurrencies(db)).toEqual([]);
  });

  it('an account that starts with money, and deleting an account', async () => {
    await expect(
      db.query(
        `INSERT INTO ledger_accounts (id, client_id, currency, kind, must_not_overdraw, balance)
         VALUES ($1, $2, 'SGD', 'CLIENT', true, 100)`,
        [randomUUID(), clientId],
      ),
    ).rejects.toMatchObject({ code: 'L0005' });
    // Nor with a history it does not have (a statement would count entries that are not there).
    for (const column of ['entry_count', 'credit_count', 'credited_total', 'debited_total']) {
      await expect(
        db.query(
          `INSERT INTO ledger_accounts (id, client_id, currency, kind, must_not_overdraw, ${column})
           VALUES ($1, $2, 'SGD', 'CLIENT', true, 7)`,
          [randomUUID(), clientId],
        ),
        column,
      ).rejects.toMatchObject({ code: 'L0005' });
    }
    await expect(
      db.query('UPDATE ledger_accounts SET credited_total = credited_total + 1 WHERE id = $1', [acct]),
    ).rejects.toMatchObject({ code: 'L0005' });
    await expect(db.query('DELETE FROM ledger_accounts WHERE id = $1', [acct])).rejects.toMatchObject({
      code: 'L0005',
    });
  });

  it('a business account that may be overdrawn', async () => {
    await expect(
      db.query(
        `INSERT INTO ledger_accounts (id, client_id, currency, kind, must_not_overdraw) VALUES ($1, $2, 'SGD', 'CLIENT', false)`,
        [randomUUID(), clientId],
      ),
    ).rejects.toMatchObject({ code: '23514' });
  });

  it('changing, deleting or truncating a transfer', async () => {
    await expect(db.query('UPDATE ledger_transfers SET amount = 1 WHERE id = $1', [transferId])).rejects.toMatchObject({
      code: 'L0005',
    });
    await expect(
      db.query("UPDATE ledger_transfers SET status = 'VOIDED' WHERE id = $1", [transferId]),
    ).rejects.toMatchObject({ code: 'L0005' });
    await expect(db.query('DELETE FROM ledger_transfers WHERE id = $1', [transferId])).rejects.toMatchObject({
      code: 'L0005',
    });
    await expect(db.exec('TRUNCATE ledger_transfers CASCADE')).rejects.toMatchObject({ code: 'L0005' });
  });

  it('writing, changing or deleting an entry by hand', async () => {
    await expect(
      db.query(
        `INSERT INTO ledger_entries (account_id, transfer_id, side, amount, balance_after, currency, code, reference, created_at)
         VALUES ($1, $2, 'CREDIT', 5, 1005, 'SGD', 'ADJUSTMENT', '', now())`,
        [acct, transferId],
      ),
    ).rejects.toMatchObject({ code: 'L0005' });
    await expect(db.query('UPDATE ledger_entries SET amount = 1 WHERE account_id = $1', [acct])).rejects.toMatchObject({
      code: 'L0005',
    });
    await expect(db.query('DELETE FROM ledger_entries WHERE account_id = $1', [acct])).rejects.toMatchObject({
      code: 'L0005',
    });
  });

  it('a transfer id used twice, a zero amount, one account on both sides, a currency mismatch', async () => {
    await expect(
      db.query(
        `INSERT INTO ledger_transfers (id, debit_account_id, credit_account_id, amount, currency, code, status)
         VALUES ($1, $2, $3, 1, 'SGD', 'ADJUSTMENT', 'POSTED')`,
        [transferId, settlement, acct],
      ),
    ).rejects.toMatchObject({ code: '23505' });
    await expect(rawTransfer(settlement, acct, 0n)).rejects.toMatchObject({ code: '23514' });
    await expect(rawTransfer(acct, acct, 1n)).rejects.toMatchObject({ code: '23514' });
    await expect(rawTransfer(systemAccountId('SETTLEMENT', 'USD'), acct, 1n)).rejects.toMatchObject({
      code: expect.stringMatching(/^L000[23]$/),
    });
  });

  it('resolving a pending transfer twice', async () => {
    const pendingId = randomUUID();
    await db.query(
      `INSERT INTO ledger_transfers (id, debit_account_id, credit_account_id, amount, currency, code, status)
       VALUES ($1, $2, $3, 10, 'SGD', 'PAYOUT', 'PENDING')`,
      [pendingId, acct, settlement],
    );
    const resolve = (status: string) =>
      db.query(
        `INSERT INTO ledger_transfers (id, debit_account_id, credit_account_id, amount, currency, code, status, pending_id)
         VALUES ($1, $2, $3, 10, 'SGD', 'PAYOUT', $4, $5)`,
        [randomUUID(), acct, settlement, status, pendingId],
      );
    await resolve('POSTED');
    await expect(resolve('VOIDED')).rejects.toMatchObject({
      code: '23505',
      constraint: 'ledger_transfers_pending_once',
    });
    expect(await unbalancedCurrencies(db)).toEqual([]);
  });

  it('keeps every currency balanced after all of the above', async () => {
    expect(await unbalancedCurrencies(db)).toEqual([]);
    expect(await overdrawnAccounts(db)).toEqual([]);
  });
});
