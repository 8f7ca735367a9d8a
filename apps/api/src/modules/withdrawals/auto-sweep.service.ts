import { randomUUID } from 'node:crypto';
import { autosweepNumber } from '@corridor/domain/withdrawals/references';
import { dayToSweep, defaultSweepSetting, sweepAmount } from '@corridor/domain/withdrawals/sweep';
import type { AppDeps } from '../../app-deps.ts';
import { getBalances, ledgerTx } from '../../ledger/ledger.service.ts';
import { openAccountsOf } from '../accounts/accounts.service.ts';
import { type SweepingClient, sweepingClients } from '../bank-accounts/receive-settings.service.ts';
import { holdTransferId } from './withdrawal-ledger.ts';
import * as repo from './withdrawals.repository.ts';
import { createWithdrawalInTx } from './withdrawals.service.ts';

type SweepDeps = Pick<AppDeps, 'db' | 'jobs' | 'clock'>;

export type SweepOutcome = { swept: number; skipped: number };

/**
 * The end-of-day auto-sweep (spec §9), run by the scheduled withdrawal.auto-sweep job: for every business of an
 * auto-sweep entity that chose a sweep account, the business day that has most recently ended (at its own midnight,
 * or midnight UTC for GB and LT) is swept once per currency account. The sweep account takes one currency: that
 * currency's account, if its sweep is on, sends what its setting says (all it can spend, or what is above the kept
 * amount) as an AUTOSWEEP withdrawal through the same rail. Nothing is written for a zero amount, a currency with no
 * account, a sweep switched off, or a sweep account the rail refused.
 *
 * Exactly once per account and day, however often and in how many processes it runs: the account's balance is locked
 * first, a sweep already written for the day is skipped, and the unique index on (account, day) refuses a second one
 * even past all that.
 */
export async function runAutoSweep(deps: SweepDeps): Promise<SweepOutcome> {
  const outcome: SweepOutcome = { swept: 0, skipped: 0 };
  for (const client of await sweepingClients(deps.db)) {
    const isSwept = await sweepClient(deps, client);
    if (isSwept) outcome.swept += 1;
    else outcome.skipped += 1;
  }
  return outcome;
}

async function sweepClient(deps: SweepDeps, client: SweepingClient): Promise<boolean> {
  const bank = client.bankAccount;
  if (bank.rejected_reason) return false;
  const now = deps.clock.now();
  const day = dayToSweep(client.legalEntity, client.utcOffset, now);
  const owner = { clientId: client.clientId };
  const account = (await openAccountsOf(deps.db, owner)).find((a) => a.currency === bank.currency);
  if (!account) return false;
  const setting = client.settings.get(bank.currency) ?? defaultSweepSetting(bank.currency);
  return ledgerTx(deps.db, async (tx) => {
    // Locks the balance first, so a sweep running in another process waits here and then finds this one's row.
    const available = (await getBalances(tx, [account.id], { lock: true })).get(account.id)?.available ?? 0n;
    if (await repo.hasSweep(tx, client.clientId, account.id, day)) return false;
    const amount = sweepAmount(bank.currency, available, setting);
    if (amount <= 0n) return false;
    const id = randomUUID();
    return createWithdrawalInTx(tx, deps, client.clientId, {
      id,
      kind: 'AUTOSWEEP',
      reference: autosweepNumber(day, account.account_number),
      idempotency_key: null,
      currency_account_id: account.id,
      currency: bank.currency,
      amount,
      bank_account_id: bank.id,
      bank_name: bank.bank_name,
      holder_name: bank.holder_name,
      account_number: bank.account_number,
      country_code: bank.country_code,
      payout_method: bank.payout_method,
      hold_transfer_id: holdTransferId(id),
      sweep_day: day,
      created_by: null,
      created_at: now,
    });
  });
}
