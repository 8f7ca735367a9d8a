import type { TBatchDetail } from '@corridor/contracts/batches/batch-common';
import { payBatchEndpoint, type TBatchPayoutRequest } from '@corridor/contracts/batches/batch-payout';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '@/lib/api/api-error.ts';
import { callEndpoint } from '@/lib/api/call-endpoint.ts';
import { useIdempotencyKeys } from '@/lib/idempotency-keys.ts';
import { batchKeys } from './batch-keys.ts';

/**
 * Pays the batch: its payouts are created with the chosen deposit method. The same request again (a double click, a
 * retry after a lost answer) goes with the same Idempotency-Key, so nothing is paid twice.
 */
export function usePayBatch(id: string) {
  const queryClient = useQueryClient();
  const keys = useIdempotencyKeys();
  return useMutation<TBatchDetail, ApiError, TBatchPayoutRequest>({
    mutationFn: (body) =>
      callEndpoint(payBatchEndpoint, {
        params: { id },
        body,
        headers: { 'Idempotency-Key': keys.keyFor(`batch-${id}`, body) },
      }),
    onSuccess: async (batch) => {
      queryClient.setQueryData(batchKeys.one(id), batch);
      await queryClient.invalidateQueries({ queryKey: ['money'] });
    },
  });
}
