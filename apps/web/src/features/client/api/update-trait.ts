import { updateTraitEndpoint } from '@corridor/contracts/clients/feature-configuration';
import { useEndpointMutation } from '@/lib/api/endpoint-hooks.ts';
import { clientKeys } from './client-keys.ts';

/** Stores one trait, then the configuration is refetched. */
export function useUpdateTrait() {
  return useEndpointMutation(updateTraitEndpoint, { invalidates: [clientKeys.features] });
}
