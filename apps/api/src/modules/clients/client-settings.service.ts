import type { TClientUpdateRequest } from '@corridor/contracts/settings/client-update';
import type { TVopConfig, TVopConfigUpdate } from '@corridor/contracts/settings/vop-config';
import { isCurrencyOffered } from '@corridor/domain/entities';
import type { FieldError } from '@corridor/domain/errors';
import { FLAGS } from '@corridor/domain/flags';
import { EDITABLE_CLIENT_FIELDS, PROFILE_MESSAGES } from '@corridor/domain/settings/profile';
import { DEFAULT_VOP_PREFERENCE, VOP_MESSAGES, type VopPreference } from '@corridor/domain/settings/vop';
import type { AppDeps } from '../../app-deps.ts';
import type { Caller } from '../../caller.ts';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { callerEntry, recordAudit } from '../audit/audit.service.ts';
import { evictClientSessions } from '../auth/sessions.service.ts';
import { toActiveClient } from './active-client.mapper.ts';
import * as repo from './clients.repository.ts';
import { type FlagRow, isFlagOn, isFlagOnAmong } from './clients.service.ts';

const EDITABLE: readonly string[] = EDITABLE_CLIENT_FIELDS;
/** Not part of the record a business sends back: computed for the web, or kept by another call. */
const NOT_COMPARED = new Set([...EDITABLE, 'autosweep_bank_account']);

/**
 * Spec §7 client update: the whole record comes back; only the editable fields may differ. A changed read-only field
 * or auto-sweep account is a field error (the latter is chosen in receive settings), and nothing is written.
 */
export async function updateClient(deps: AppDeps, caller: Caller, req: TClientUpdateRequest) {
  if (req._id !== caller.clientId) throw new AppError('NOT_FOUND');
  const client = await deps.db.tx(async (tx) => {
    const row = await repo.lockClient(tx, caller.clientId);
    if (!row) throw new AppError('NOT_FOUND');
    const current = toActiveClient(row);
    const errors: FieldError[] = [];
    for (const [field, value] of Object.entries(current)) {
      if (NOT_COMPARED.has(field)) continue;
      if (JSON.stringify(value) !== JSON.stringify(req[field as keyof TClientUpdateRequest])) {
        errors.push({ field, message: PROFILE_MESSAGES.readOnly });
      }
    }
    if (JSON.stringify(current.autosweep_bank_account) !== JSON.stringify(req.autosweep_bank_account)) {
      errors.push({ field: 'autosweep_bank_account', message: PROFILE_MESSAGES.autosweepElsewhere });
    }
    const isBaseChanged = req.client_base_currency !== current.client_base_currency;
    if (isBaseChanged && !isCurrencyOffered(caller.legalEntity, req.client_base_currency)) {
      errors.push({ field: 'client_base_currency', message: PROFILE_MESSAGES.currencyNotOffered });
    }
    if (errors.length > 0) throw new AppError('VALIDATION_ERROR', { message: errors[0]!.message, errors });
    const next = {
      client_label: req.client_label?.trim() || null,
      client_base_currency: req.client_base_currency,
      default_bookfx_type: req.default_bookfx_type,
    };
    await repo.updateClientProfile(tx, caller.clientId, {
      label: next.client_label,
      baseCurrency: next.client_base_currency,
      defaultBookFxType: next.default_bookfx_type,
    });
    const changed = EDITABLE_CLIENT_FIELDS.filter((f) => current[f] !== next[f]);
    if (changed.length > 0) {
      const details: Record<string, string | null> = { setting: 'profile' };
      for (const f of changed) {
        details[`${f}_before`] = current[f];
        details[f] = next[f];
      }
      await recordAudit(tx, callerEntry(caller, 'settings.changed', deps.clock.now(), { details }));
    }
    return toActiveClient((await repo.findClient(tx, caller.clientId))!);
  });
  // Sessions carry the client (its base currency, its name on the dashboard): read afresh from now on.
  await evictClientSessions(deps.db, caller.clientId);
  return { message: PROFILE_MESSAGES.updated, client };
}

function preferenceOf(stored: unknown): VopPreference {
  const p = stored as Partial<VopPreference> | undefined;
  return {
    pay_out_verification: {
      currencies: {
        EUR: p?.pay_out_verification?.currencies?.EUR ?? DEFAULT_VOP_PREFERENCE.pay_out_verification.currencies.EUR,
      },
    },
    pay_in_verification: {
      currencies: {
        EUR: p?.pay_in_verification?.currencies?.EUR ?? DEFAULT_VOP_PREFERENCE.pay_in_verification.currencies.EUR,
      },
    },
  };
}

async function assertVopAvailable(q: Queryable, caller: Caller, clientId: string) {
  if (clientId !== caller.clientId) throw new AppError('NOT_FOUND');
  if (!(await isFlagOn(q, FLAGS.vop, caller.legalEntity))) throw new AppError('VOP_NOT_AVAILABLE');
}

/** The business's VOP settings (spec §3), behind ENABLE_SME_VOP_VERIFICATION for its entity. */
export async function getVopConfig(deps: AppDeps, caller: Caller, clientId: string): Promise<TVopConfig> {
  await assertVopAvailable(deps.db, caller, clientId);
  return {
    clientId: caller.clientId,
    beneficiary_verification_preference: preferenceOf(await repo.findVopPreference(deps.db, caller.clientId)),
  };
}

export async function updateVopConfig(deps: AppDeps, caller: Caller, req: TVopConfigUpdate) {
  await assertVopAvailable(deps.db, caller, req.clientId);
  const preference = preferenceOf(req.beneficiary_verification_preference);
  await deps.db.tx(async (tx) => {
    const before = preferenceOf(await repo.findVopPreference(tx, caller.clientId));
    await repo.updateVopPreference(tx, caller.clientId, preference);
    await recordAudit(
      tx,
      callerEntry(caller, 'settings.changed', deps.clock.now(), {
        details: {
          setting: 'verification_of_payee',
          pay_out_eur_before: before.pay_out_verification.currencies.EUR,
          pay_out_eur: preference.pay_out_verification.currencies.EUR,
          pay_in_eur_before: before.pay_in_verification.currencies.EUR,
          pay_in_eur: preference.pay_in_verification.currencies.EUR,
        },
      }),
    );
  });
  return { message: VOP_MESSAGES.updated, clientId: caller.clientId, beneficiary_verification_preference: preference };
}

/**
 * Whether the business checks EUR payees before paying them, for the payouts' VOP step: the flag for its entity and
 * its stored preference, from rows the payout read with its parties (`flags` holding at least FLAGS.vop's row).
 */
export function vopPreferenceOf(
  flags: FlagRow[],
  storedPreference: unknown,
  caller: Pick<Caller, 'legalEntity'>,
): VopPreference | null {
  if (!isFlagOnAmong(flags, FLAGS.vop, caller.legalEntity)) return null;
  return preferenceOf(storedPreference);
}
