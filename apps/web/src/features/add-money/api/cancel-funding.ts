import { cancelFundingEndpoint } from '@corridor/contracts/fundings/fundings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '@/lib/api/api-error.ts';
import { callEndpoint } from '@/lib/api/call-endpoint.ts';

/** Stops waiting for a transfer that has not arrived; the funding and lists are refreshed. */
export function useCancelFunding(id: string) {
  const queryClient = useQueryClient();
  return useMutation<Awaited<ReturnType<typeof cancel>>, ApiError, void>({
    mutationFn: () => cancel(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['money'] }),
  });
}

const cancel = (id: string) => callEndpoint(cancelFundingEndpoint, { params: { id } });
