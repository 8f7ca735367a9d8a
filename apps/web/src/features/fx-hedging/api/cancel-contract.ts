import { cancelForwardEndpoint } from '@corridor/contracts/fx-hedging/forward-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api/call-endpoint.ts';
import { hedgingKeys } from './hedging-keys.ts';

/** Cancels a contract on the day it was booked; the list and the details refresh. */
export function useCancelContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(cancelForwardEndpoint, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hedgingKeys.contracts }),
  });
}
