import type { TUpdateTraitRequest } from '@corridor/contracts/clients/feature-configuration';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/api/api-client.ts';
import { clientKeys } from './client-keys.ts';

/** POST /smebackend/api/v1/settings/feature/configuration: stores one trait, then the configuration is refetched. */
export function useUpdateTrait() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateTraitRequest) => apiPost('/smebackend/api/v1/settings/feature/configuration', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.features }),
  });
}
