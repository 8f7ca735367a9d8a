import type { TPayout, TPayoutRequest } from '@corridor/contracts/payouts/payout-common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '@/lib/api/api-error.ts';
import type { IdempotencyKeys } from '@/lib/idempotency-keys.ts';
import { createPayout } from '../api/create-payout.ts';

/**
 * Creates one payout with the Idempotency-Key its request already has in this flow (a new key only for a changed
 * request), so a retry after a lost answer or a second click creates it once. Balances and payout lists refresh.
 */
export function useCreatePayout(keys: IdempotencyKeys) {
  const queryClient = useQueryClient();
  return useMutation<TPayout, ApiError, TPayoutRequest>({
    mutationFn: (request) => createPayout(request, keys.keyFor(request.beneficiary_id, request)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['money'] }),
  });
}
