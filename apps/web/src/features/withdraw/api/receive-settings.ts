import {
  getReceiveSettingsEndpoint,
  type TReceiveSettingsUpdate,
  updateReceiveSettingsEndpoint,
} from '@corridor/contracts/bank-accounts/receive-settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '@/lib/api/api-error.ts';
import { callEndpoint } from '@/lib/api/call-endpoint.ts';
import { useEndpointQuery } from '@/lib/api/endpoint-hooks.ts';
import { withdrawKeys } from './withdraw-keys.ts';

/** The business's receive settings: its auto-sweep account and each currency's sweep. */
export function useReceiveSettings() {
  return useEndpointQuery(getReceiveSettingsEndpoint, withdrawKeys.receiveSettings);
}

/** Saves them; linked accounts (which one sweeps) and the active client (its autosweep_bank_account) refresh. */
export function useUpdateReceiveSettings() {
  const queryClient = useQueryClient();
  return useMutation<Awaited<ReturnType<typeof save>>, ApiError, TReceiveSettingsUpdate>({
    mutationFn: save,
    onSuccess: async (settings) => {
      queryClient.setQueryData(withdrawKeys.receiveSettings, settings);
      await queryClient.invalidateQueries({ queryKey: ['bank-accounts', 'list'] });
    },
  });
}

function save(body: TReceiveSettingsUpdate) {
  return callEndpoint(updateReceiveSettingsEndpoint, { body });
}
