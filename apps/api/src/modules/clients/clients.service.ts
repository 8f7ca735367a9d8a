import type { TActiveClient } from '@corridor/contracts/clients/active-client';
import type { TConfigurationResponse } from '@corridor/contracts/clients/configuration';
import type {
  TFeatureConfigurationResponse,
  TFeatureFlag,
  TUpdateTraitRequest,
} from '@corridor/contracts/clients/feature-configuration';
import { ZFeatureMetaData } from '@corridor/contracts/clients/feature-configuration';
import { type FeatureFlag, FLAGS, isFeatureOn } from '@corridor/domain/flags';
import type { MethodAccess } from '@corridor/domain/fundings/methods';
import type { AppDeps } from '../../app-deps.ts';
import type { Caller } from '../../caller.ts';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { callerEntry, recordAudit } from '../audit/audit.service.ts';
import { toActiveClient } from './active-client.mapper.ts';
import * as repo from './clients.repository.ts';

export type { ClientRow } from './clients.repository.ts';

/** The active client as the web sees it, from a client row read elsewhere (payouts read it with a payout's parties). */
export const activeClientOf = (row: repo.ClientRow): TActiveClient => toActiveClient(row);

/** The active client as the web sees it; the session guard loads it once per cached session. */
export async function loadActiveClient(db: Queryable, clientId: string): Promise<TActiveClient | undefined> {
  const client = await repo.findClient(db, clientId);
  return client && toActiveClient(client);
}

/** What the web reads before anyone signs in. */
export async function configuration(deps: AppDeps): Promise<TConfigurationResponse> {
  return { isMaintenance: await repo.isMaintenanceOn(deps.db), isDevMailboxEnabled: deps.config.isDevMailboxEnabled };
}

export async function featureConfiguration(deps: AppDeps, caller: Caller): Promise<TFeatureConfigurationResponse> {
  const [flags, traits] = await Promise.all([
    repo.listFeatureFlags(deps.db),
    repo.listTraits(deps.db, caller.clientId),
  ]);
  const features: TFeatureFlag[] = flags.map((f) => ({
    feature: f.feature,
    enabled: f.enabled,
    metaData: ZFeatureMetaData.parse(f.meta_data),
  }));
  return { features, traits };
}

/** Whether a feature flag is on for a legal entity (the domain's rule over the stored flags), inside `q`. */
export async function isFlagOn(q: Queryable, feature: string, entity: string): Promise<boolean> {
  return isFlagOnAmong(await repo.listFeatureFlags(q), feature, entity);
}

/** A stored feature flag as read (with a payout's parties, or the whole table). */
export type FlagRow = { feature: string; enabled: boolean; meta_data: unknown };

/** isFlagOn over flag rows read elsewhere (a payout reads the ones it needs with its parties, in one round trip). */
export function isFlagOnAmong(rows: FlagRow[], feature: string, entity: string): boolean {
  const parsed: FeatureFlag[] = rows.map((f) => ({
    feature: f.feature,
    enabled: f.enabled,
    metaData: ZFeatureMetaData.parse(f.meta_data),
  }));
  return isFeatureOn(parsed, feature, entity);
}

/** Spec §3 `autosweep_bank_account` of the active client: the bank details its sweeps go to, or null. */
export type AutosweepBankDetails = {
  bank_name: string;
  account_number: string;
  routing_code_type: string;
  routing_code_value: string;
  bank_account_holder_name: string;
};

/**
 * Writes the client's auto-sweep bank details inside the caller's transaction (the receive settings keep which
 * linked account it is). Sessions carry the active client: evict them after commit (evictClientSessions).
 */
export async function setAutosweepBankDetails(q: Queryable, clientId: string, details: AutosweepBankDetails | null) {
  await repo.updateAutosweepBankAccount(q, clientId, details);
}

/** Traits belong to the caller's own client: another client's id is refused as not found. */
export async function setTrait(
  deps: AppDeps,
  caller: Caller,
  req: TUpdateTraitRequest,
): Promise<TFeatureConfigurationResponse> {
  if (req.clientId !== caller.clientId) throw new AppError('NOT_FOUND');
  await deps.db.tx(async (tx) => {
    await repo.upsertTrait(tx, caller.clientId, req.traitKey, req.traitValue);
    const entry = callerEntry(caller, 'settings.changed', deps.clock.now(), {
      target: { type: 'trait', id: req.traitKey },
      details: { trait: req.traitKey, value: req.traitValue },
    });
    await recordAudit(tx, entry, deps);
  });
  return featureConfiguration(deps, caller);
}

export type NewClient = {
  name: string;
  legalEntity: string;
  /** Defaults to the legal entity's country. */
  country?: string;
  baseCurrency: string;
  utcOffset: string;
  /** Compliance status; COMPLETED unless said. */
  status?: string;
  isApprovalRequired?: boolean;
  licenseType?: string;
  isWallet?: boolean;
  /** Spec §3 `lockAndHoldFx`: may hold rates past the default timer, up to six months. */
  lockAndHoldFx?: boolean;
  /** Spec §3 `default_bookfx_type`: `DESTINATION` starts exchanges from the amount bought. */
  defaultBookFxType?: 'SOURCE' | 'DESTINATION';
  /** When the business joined; now unless said (demo data dates it back). */
  createdAt?: Date;
};

/** Adds a business inside the caller's transaction (the demo seed, the test factories); returns its id. */
export function createClient(q: Queryable, c: NewClient): Promise<string> {
  return repo.insertClient(q, {
    name: c.name,
    country: c.country ?? c.legalEntity,
    legalEntity: c.legalEntity,
    status: c.status ?? 'COMPLETED',
    baseCurrency: c.baseCurrency,
    utcOffset: c.utcOffset,
    isApprovalRequired: c.isApprovalRequired ?? false,
    licenseType: c.licenseType ?? null,
    isWallet: c.isWallet ?? false,
    lockAndHoldFx: c.lockAndHoldFx ?? false,
    defaultBookFxType: c.defaultBookFxType ?? null,
    createdAt: c.createdAt ?? null,
  });
}

export function hasAnyClient(q: Queryable): Promise<boolean> {
  return repo.hasAnyClient(q);
}

/** Adds a feature flag with its default unless it is already set. */
export function addFeatureFlag(q: Queryable, flag: { feature: string; enabled: boolean; metaData: object }) {
  return repo.insertFeatureFlag(q, flag.feature, flag.enabled, flag.metaData);
}

/**
 * Which partner methods the caller's business has, for adding money and paying a payout alike (flags read inside
 * `q`, on every call): ACH for a US business with the ACH flag, FPX for a Malaysian one with FPX (and DISABLE_FPX).
 */
export async function methodAccessOf(q: Queryable, caller: Pick<Caller, 'legalEntity'>): Promise<MethodAccess> {
  const entity = caller.legalEntity;
  const isMy = entity === 'MY';
  return {
    legalEntity: entity,
    isAchOn: entity === 'US' && (await isFlagOn(q, FLAGS.ach, entity)),
    isFpxOn: isMy && (await isFlagOn(q, FLAGS.fpx, entity)),
    isFpxDisabled: isMy && (await isFlagOn(q, FLAGS.disableFpx, entity)),
  };
}
