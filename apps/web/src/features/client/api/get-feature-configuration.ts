import {
  type TFeatureConfigurationResponse,
  ZFeatureConfigurationResponse,
} from '@corridor/contracts/clients/feature-configuration';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api/api-client.ts';
import { clientKeys } from './client-keys.ts';

/** GET /smebackend/api/v1/settings/feature/configuration: feature flags (with their entity lists) and traits. */
export const featureConfigurationQuery = () =>
  queryOptions({
    queryKey: clientKeys.features,
    queryFn: ({ signal }): Promise<TFeatureConfigurationResponse> =>
      apiGet('/smebackend/api/v1/settings/feature/configuration', ZFeatureConfigurationResponse, signal),
  });

export function useFeatureConfiguration(isEnabled = true) {
  return useQuery({ ...featureConfigurationQuery(), enabled: isEnabled });
}
