import type { TReceiveSettings, TReceiveSettingsUpdate } from '@corridor/contracts/bank-accounts/receive-settings';
import { toMoney } from '@corridor/contracts/money';
import { parseAmountWithin } from '@corridor/domain/amount-limits';
import { entityConfig, LEGAL_ENTITIES } from '@corridor/domain/entities';
import {
  defaultSweepSetting,
  hasAutoSweep,
  SWEEP_CURRENCIES,
  type SweepSetting,
  sweepOptionOf,
  sweepZone,
} from '@corridor/domain/withdrawals/sweep';
import type { AppDeps } from '../../app-deps.ts';
import type { Caller } from '../../caller.ts';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { isUuid } from '../../ledger/ids.ts';
import { evictClientSessions } from '../auth/sessions.service.ts';
import { setAutosweepBankDetails } from '../clients/clients.service.ts';
import { bankAccountView } from './bank-account-view.ts';
import * as repo from './bank-accounts.repository.ts';
import { autosweepDetailsOf } from './bank-accounts.service.ts';

/**
 * Receive settings (spec §7 receive/settings; §3 `autosweep_bank_account`; §9 auto-sweep): which linked account the
 * end-of-day sweep goes to, and each sweep currency on or off with what a partial sweep keeps. Only the businesses of
 * the auto-sweep entities have them to change; the others read that their entity does not sweep.
 */
async function settingsOf(q: Queryable, clientId: string): Promise<Map<string, SweepSetting>> {
  const stored = new Map((await repo.listSweepCurrencies(q, clientId)).map((r) => [r.currency, r]));
  return new Map(
    SWEEP_CURRENCIES.map((currency) => {
      const s = stored.get(currency);
      return [currency, s ? { isEnabled: s.is_enabled, keepMinor: s.keep_minor } : defaultSweepSetting(currency)];
    }),
  );
}

async function view(q: Queryable, caller: Pick<Caller, 'clientId' | 'legalEntity' | 'utcOffset'>) {
  const autosweepId = (await repo.findReceiveSettings(q, caller.clientId))?.autosweep_bank_account_id ?? null;
  const account = autosweepId ? await repo.findBankAccount(q, caller.clientId, autosweepId) : undefined;
  const settings = await settingsOf(q, caller.clientId);
  const isSweeping = hasAutoSweep(caller.legalEntity);
  const result: TReceiveSettings = {
    hasAutoSweep: isSweeping,
    sweepsAtMidnightUtc: entityConfig(caller.legalEntity)?.sweepsAtMidnightUtc ?? false,
    sweepZone: sweepZone(caller.legalEntity, caller.utcOffset),
    autosweepBankAccount: account ? bankAccountView(account, account.id) : null,
    currencies: isSweeping
      ? SWEEP_CURRENCIES.map((currency) => {
          const option = sweepOptionOf(currency)!;
          const s = settings.get(currency)!;
          return {
            currency,
            isEnabled: s.isEnabled,
            isOnByDefault: option.isOnByDefault,
            canKeepAmount: option.canKeepAmount,
            keepAmount: toMoney(s.keepMinor, currency),
          };
        })
      : [],
  };
  return result;
}

export function getReceiveSettings(deps: AppDeps, caller: Caller): Promise<TReceiveSettings> {
  return view(deps.db, caller);
}

function invalid(field: string, message: string): never {
  throw new AppError('VALIDATION_ERROR', { message, errors: [{ field, message }] });
}

export async function updateReceiveSettings(
  deps: AppDeps,
  caller: Caller,
  req: TReceiveSettingsUpdate,
): Promise<TReceiveSettings> {
  if (!hasAutoSweep(caller.legalEntity)) {
    const country = entityConfig(caller.legalEntity)?.countryName ?? caller.legalEntity;
    throw new AppError('FORBIDDEN', { message: `Businesses in ${country} have no end-of-day sweep to set.` });
  }
  const currencies = (req.currencies ?? []).map((c, i) => {
    const currency = c.currency.toUpperCase();
    const option = sweepOptionOf(currency);
    if (!option) invalid(`currencies.${i}.currency`, `${currency} balances are not swept.`);
    let keepMinor = 0n;
    if (c.keepAmount !== undefined && c.keepAmount.trim() !== '0') {
      if (!option.canKeepAmount) invalid(`currencies.${i}.keepAmount`, `${currency} is swept in full.`);
      const parsed = parseAmountWithin(c.keepAmount, currency, deps.config.AMOUNT_CEILING_MAJOR);
      if (!parsed.ok) invalid(`currencies.${i}.keepAmount`, parsed.message);
      keepMinor = parsed.minor;
    }
    return { currency, isEnabled: c.isEnabled, keepMinor };
  });
  if (new Set(currencies.map((c) => c.currency)).size !== currencies.length) {
    invalid('currencies', 'Each currency once.');
  }
  let isClientChanged = false;
  await deps.db.tx(async (tx) => {
    const now = deps.clock.now();
    const settings = await repo.lockReceiveSettings(tx, caller.clientId, caller.userId, now);
    if (req.autosweepBankAccountId !== undefined && req.autosweepBankAccountId !== settings.autosweep_bank_account_id) {
      const id = req.autosweepBankAccountId;
      const account = id && isUuid(id) ? await repo.findBankAccount(tx, caller.clientId, id) : undefined;
      if (id !== null && !account) throw new AppError('NOT_FOUND', { message: 'Bank account not found.' });
      await repo.setAutosweepAccount(tx, caller.clientId, account?.id ?? null, caller.userId, now);
      await setAutosweepBankDetails(tx, caller.clientId, autosweepDetailsOf(account ?? null));
      isClientChanged = true;
    }
    for (const c of currencies) await repo.upsertSweepCurrency(tx, caller.clientId, { ...c, now });
  });
  if (isClientChanged) await evictClientSessions(deps.db, caller.clientId);
  return view(deps.db, caller);
}

/** A business the sweep job looks at: its entity's clock, its sweep account and each currency's setting. */
export type SweepingClient = {
  clientId: string;
  legalEntity: string;
  utcOffset: string;
  bankAccount: repo.BankAccountRow;
  settings: Map<string, SweepSetting>;
};

/**
 * The businesses of the auto-sweep entities that chose a sweep account (still linked), with their settings: the
 * sweep job's worklist, read across businesses on purpose.
 */
export async function sweepingClients(q: Queryable): Promise<SweepingClient[]> {
  const entities = LEGAL_ENTITIES.filter(hasAutoSweep);
  const out: SweepingClient[] = [];
  for (const c of await repo.findSweepingClients(q, entities)) {
    const bankAccount = await repo.findBankAccount(q, c.client_id, c.autosweep_bank_account_id);
    if (!bankAccount) continue;
    out.push({
      clientId: c.client_id,
      legalEntity: c.legal_entity,
      utcOffset: c.utc_offset,
      bankAccount,
      settings: await settingsOf(q, c.client_id),
    });
  }
  return out;
}
