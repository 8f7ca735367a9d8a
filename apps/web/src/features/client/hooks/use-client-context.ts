import type { TActiveClient } from '@corridor/contracts/clients/active-client';
import type { TFeatureFlag, TUserTrait } from '@corridor/contracts/clients/feature-configuration';
import { useClientDetails } from '../api/get-client-details.ts';
import { useFeatureConfiguration } from '../api/get-feature-configuration.ts';

export type ClientContext = {
  client: TActiveClient | null;
  features: readonly TFeatureFlag[];
  traits: readonly TUserTrait[];
  isPending: boolean;
  /** What failed to load when the business or its flags could not be read (retries spent), else null. */
  loadError: unknown;
  /** Reads both again. */
  retry: () => void;
};

const NO_FEATURES: readonly TFeatureFlag[] = [];
const NO_TRAITS: readonly TUserTrait[] = [];

/** The active client and its flags as one value, for visibility and redirect rules. */
export function useClientContext(isEnabled = true): ClientContext {
  const details = useClientDetails(isEnabled);
  const config = useFeatureConfiguration(isEnabled);
  return {
    client: details.data?.client ?? null,
    features: config.data?.features ?? NO_FEATURES,
    traits: config.data?.traits ?? NO_TRAITS,
    isPending: details.isPending || config.isPending,
    loadError: details.isError ? details.error : config.isError ? config.error : null,
    retry: () => {
      void details.refetch();
      void config.refetch();
    },
  };
}
