import type { TActiveClient } from '@corridor/contracts/clients/active-client';
import type { TFeatureFlag } from '@corridor/contracts/clients/feature-configuration';
import { ZFeatureMetaData } from '@corridor/contracts/clients/feature-configuration';
import type { AppDeps } from '../../app-deps.ts';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { toActiveClient } from './active-client.mapper.ts';
import { findClient, listFeatureFlags, listTraits, upsertTrait } from './clients.repository.ts';

/** The active client as the web sees it; the session guard loads it once per cached session. */
export async function loadActiveClient(db: Queryable, clientId: string): Promise<TActiveClient | undefined> {
  const client = await findClient(db, clientId);
  return client && toActiveClient(client);
}

export async function featureConfiguration(deps: AppDeps, clientId: string) {
  const [flags, traits] = await Promise.all([listFeatureFlags(deps.db), listTraits(deps.db, clientId)]);
  const features: TFeatureFlag[] = flags.map((f) => ({
    feature: f.feature,
    enabled: f.enabled,
    metaData: ZFeatureMetaData.parse(f.meta_data),
  }));
  return { features, traits };
}

/** Traits belong to the caller's own client: another client's id is refused as not found. */
export async function setTrait(
  deps: AppDeps,
  sessionClientId: string,
  req: { clientId: string; traitKey: string; traitValue: string },
) {
  if (req.clientId !== sessionClientId) throw new AppError('NOT_FOUND');
  await upsertTrait(deps.db, sessionClientId, req.traitKey, req.traitValue);
  return featureConfiguration(deps, sessionClientId);
}
