import { proceedBatchEndpoint } from '@corridor/contracts/batches/batch-rows';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '@/lib/api/api-error.ts';
import { callEndpoint } from '@/lib/api/call-endpoint.ts';
import { batchKeys } from './batch-keys.ts';

/** Goes on without the failing rows: they are left out and the batch is validated with the rest. */
export function useProceedBatch(id: string) {
  const queryClient = useQueryClient();
  return useMutation<Awaited<ReturnType<typeof proceed>>, ApiError>({
    mutationFn: () => proceed(id),
    onSuccess: async (batch) => {
      queryClient.setQueryData(batchKeys.one(id), batch);
      await queryClient.invalidateQueries({ queryKey: batchKeys.list });
    },
  });
}

const proceed = (id: string) => callEndpoint(proceedBatchEndpoint, { params: { id } });
