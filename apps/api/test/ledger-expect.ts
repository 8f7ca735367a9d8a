import { expect } from 'vitest';
import type { Queryable } from '../src/db/client.ts';
import { inconsistentAccounts, overdrawnAccounts, unbalancedCurrencies } from './ledger-fixtures.ts';

/**
 * The ledger's invariants, asserted after money moved: every currency balances to zero, no account that must not
 * overdraw is below zero, and each business account's reservations equal its open pending transfers.
 */
export async function expectLedgerSound(q: Queryable) {
  expect(await unbalancedCurrencies(q)).toEqual([]);
  expect(await overdrawnAccounts(q)).toEqual([]);
  expect(await inconsistentAccounts(q)).toEqual([]);
}
