import { clientUpdateEndpoint } from '@corridor/contracts/settings/client-update';
import { useEndpointMutation } from '@/lib/api/endpoint-hooks.ts';

/** Spec §7 client update; the page that shows the client refreshes it (`onSuccess`). */
export function useUpdateClient(onUpdated: () => unknown) {
  return useEndpointMutation(clientUpdateEndpoint, { onSuccess: async () => void (await onUpdated()) });
}
