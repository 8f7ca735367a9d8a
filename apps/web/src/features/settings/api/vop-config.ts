import { updateVopConfigEndpoint, vopConfigEndpoint } from '@corridor/contracts/settings/vop-config';
import { useEndpointMutation, useEndpointQuery } from '@/lib/api/endpoint-hooks.ts';
import { settingsKeys } from './settings-keys.ts';

/** The business's verification of payee settings (only asked while ENABLE_SME_VOP_VERIFICATION is on). */
export function useVopConfig(clientId: string) {
  return useEndpointQuery(vopConfigEndpoint, settingsKeys.vop(clientId), { query: { clientId } });
}

export function useUpdateVopConfig(clientId: string) {
  return useEndpointMutation(updateVopConfigEndpoint, { invalidates: [settingsKeys.vop(clientId)] });
}
