import type { TBatchDetail } from '@corridor/contracts/batches/batch-common';
import { holdBatchFxEndpoint } from '@corridor/contracts/batches/batch-hold-fx';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '@/lib/api/api-error.ts';
import { callEndpoint } from '@/lib/api/call-endpoint.ts';
import { batchKeys } from './batch-keys.ts';

/** Holds a rate for every currency pair of the batch (again, once a hold has run out: never a stale rate). */
export function useHoldBatchFx(id: string) {
  const queryClient = useQueryClient();
  return useMutation<TBatchDetail, ApiError>({
    mutationFn: () => callEndpoint(holdBatchFxEndpoint, { params: { id } }),
    onSuccess: async (batch) => {
      queryClient.setQueryData(batchKeys.one(id), batch);
      await queryClient.invalidateQueries({ queryKey: batchKeys.list });
    },
  });
}
