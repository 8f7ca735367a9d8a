import type { TBatch } from '@corridor/contracts/batches/batch-common';
import { deleteBatchEndpoint } from '@corridor/contracts/batches/batches';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '@/lib/api/api-error.ts';
import { callEndpoint } from '@/lib/api/call-endpoint.ts';
import { batchKeys } from './batch-keys.ts';

/** Deletes (cancels) a batch not yet being paid; it stays listed as cancelled. */
export function useDeleteBatch() {
  const queryClient = useQueryClient();
  return useMutation<TBatch, ApiError, string>({
    mutationFn: (id) => callEndpoint(deleteBatchEndpoint, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: batchKeys.all }),
  });
}
