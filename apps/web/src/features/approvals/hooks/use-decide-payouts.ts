import type { TPayoutActionRequest, TPayoutActionResponse } from '@corridor/contracts/payouts/payout-action';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '@/lib/api/api-error.ts';
import { useIdempotencyKeys } from '@/lib/idempotency-keys.ts';
import { decidePayouts } from '../api/decide-payouts.ts';

/**
 * One approve or reject decision on some payouts. The same decision again (a retry) goes with the same key; the
 * queue, balances and payout lists refresh after it, whatever each payout's result.
 */
export function useDecidePayouts() {
  const queryClient = useQueryClient();
  const keys = useIdempotencyKeys();
  return useMutation<TPayoutActionResponse, ApiError, TPayoutActionRequest>({
    mutationFn: (body) => decidePayouts(body, keys.keyFor('decision', body)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['money'] }),
  });
}
