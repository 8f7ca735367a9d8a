import { featureConfigurationEndpoint } from '@corridor/contracts/clients/feature-configuration';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api/call-endpoint.ts';
import { clientKeys } from './client-keys.ts';

/** Feature flags (with their entity lists) and traits. */
export const featureConfigurationQuery = () =>
  queryOptions({
    queryKey: clientKeys.features,
    queryFn: ({ signal }) => callEndpoint(featureConfigurationEndpoint, { signal }),
  });

export function useFeatureConfiguration(isEnabled = true) {
  return useQuery({ ...featureConfigurationQuery(), enabled: isEnabled });
}
